import Foundation
import Hummingbird
import RepbookCore

/// `/body/photos`: the gallery by angle, uploading (the page's script sends the file as the body), one photo with its
/// captured weight, editing, deleting, and two side by side. Another user's photo is not found, image included.
struct ProgressPhotoPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/body/photos") { request, context in
            let identity = try context.requireWeb()
            return try await gallery(request, identity: identity)
        }
        web.post("/body/photos/upload") { request, context in
            let identity = try context.requireWeb()
            let photo = try await PhotoBody.receive(request, for: services.photos) { upload in
                try await services.photos.upload(upload, details: PhotoAPI.details(request), for: identity.user)
            }
            let localizer = pages.localizer(request, identity: identity)
            let card = PhotoCard.make(photo, settings: identity.settings, localizer: localizer)
            let values = ["angle": card.angleLabel, "day": card.shortDate, "weight": card.weight]
            var response = try PhotoUploadedJSON(id: photo.id, href: card.href, galleryHref: "/body/photos?angle=\(photo.angle.rawValue)")
                .response(from: request, context: context)
            response.status = .created
            let message = localizer.text(card.hasWeight ? "photo.added_with_weight" : "photo.added", values)
            response.setCookie(pages.cookies.flash(Flash(.success, message)))
            return response
        }
        web.get("/body/photos/compare") { request, context in
            let identity = try context.requireWeb()
            return try await compare(request, identity: identity)
        }
        web.get("/body/photos/:id") { request, context in
            let identity = try context.requireWeb()
            let photo = try await services.photos.photo(try PathParameter.id(context), of: identity.user)
            let page = PhotoDetailPage.make(
                photo: photo, sameAngle: try await services.photos.photos(for: identity.user, angle: photo.angle),
                today: services.photos.today(in: identity.settings), settings: identity.settings,
                localizer: pages.localizer(request, identity: identity))
            let title = pages.localizer(request, identity: identity).text("photo.title", ["angle": page.photo.angleLabel])
            return try pages.render("photo", title: title, tab: .body, page: page, request: request, identity: identity)
        }
        web.get("/body/photos/:id/image") { request, context in
            let identity = try context.requireWeb()
            let image = try await services.photos.image(try PathParameter.id(context), of: identity.user)
            return try await PhotoImageResponse.make(image.photo, at: image.url, request: request, context: context)
        }
        web.post("/body/photos/:id") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let input = PhotoDetailsInput(angle: form["angle"], date: form["date"], note: form["note"] ?? "")
            let photo = try await services.photos.update(try PathParameter.id(context), of: identity.user, details: input)
            let message = pages.localizer(request, identity: identity).text("photo.saved")
            return pages.redirect(to: "/body/photos/\(photo.id)", flash: Flash(.success, message))
        }
        web.post("/body/photos/:id/delete") { request, context in
            let identity = try context.requireWeb()
            let id = try PathParameter.id(context)
            let photo = try await services.photos.photo(id, of: identity.user)
            try await services.photos.delete(id, of: identity.user)
            let message = pages.localizer(request, identity: identity).text("photo.deleted")
            return pages.redirect(to: "/body/photos?angle=\(photo.angle.rawValue)", flash: Flash(.success, message))
        }
    }

    /// The gallery: `angle` is front, side, back or all (the default); `date` (not after today) is the upload's day.
    private func gallery(_ request: Request, identity: WebIdentity) async throws -> Response {
        let query = FormBody.query(of: request)
        let angleText = query["angle"] ?? "all"
        let angle = angleText == "all" ? nil : try PhotoAngle.parse(angleText)
        let today = services.photos.today(in: identity.settings)
        var date: LocalDate?
        if let text = query["date"], !text.isEmpty {
            guard let day = LocalDate(text) else { throw DomainError.invalid(field: "date", message:
                LocalizedText("error.date_real_day_written_yyyy_mm")) }
            date = min(day, today)
        }
        let page = PhotoGalleryPage.make(
            photos: try await services.photos.photos(for: identity.user, angle: angle), angle: angle, date: date, today: today,
            byteLimit: services.photos.byteLimit, settings: identity.settings, localizer: pages.localizer(request, identity: identity))
        return try pages.render("photos", title: "title.photo.gallery", tab: .body, page: page, request: request, identity: identity)
    }

    /// Two photos side by side: `a` on the left and `b` on the right, or two ticked `id`s, sent on with the older left.
    private func compare(_ request: Request, identity: WebIdentity) async throws -> Response {
        let query = request.uri.queryParameters
        if let a = query["a"].flatMap({ Int64(String($0)) }), let b = query["b"].flatMap({ Int64(String($0)) }) {
            let page = PhotoComparePage.make(
                try await services.photos.compare(a, b, of: identity.user), settings: identity.settings,
                localizer: pages.localizer(request, identity: identity))
            return try pages.render("photo-compare", title: "title.photo.compare", tab: .body, page: page, request: request, identity: identity)
        }
        let ticked = query[values: "id"].compactMap { Int64(String($0)) }
        guard ticked.count == 2 else { throw DomainError.invalid(field: "id", message: LocalizedText("error.tick_exactly_two_photos_compare_them")) }
        let comparison = try await services.photos.compare(ticked[0], ticked[1], of: identity.user).oldestFirst
        return pages.redirect(to: "/body/photos/compare?a=\(comparison.first.id)&b=\(comparison.second.id)")
    }
}

/// The answer to the page's upload script: the new photo's page and the gallery of its angle.
struct PhotoUploadedJSON: ResponseEncodable {
    let id: Int64
    let href: String
    let galleryHref: String
}
