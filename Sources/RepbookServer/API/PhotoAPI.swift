import Foundation
import Hummingbird
import RepbookCore

/// `/api/v1/photos`: progress photos. The body of an upload is the image itself; another user's photo is not found.
struct PhotoAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.post("photos") { request, context in
            let user = try context.requireAPIUser()
            let photo = try await PhotoBody.receive(request, for: services.photos) { upload in
                try await services.photos.upload(upload, details: Self.details(request), for: user)
            }
            return APIRoutes.created(PhotoJSON(photo), at: "/api/v1/photos/\(photo.id)")
        }
        api.get("photos") { request, context in
            let user = try context.requireAPIUser()
            let angle = try request.uri.queryParameters["angle"].map { try PhotoAngle.parse(String($0)) }
            return PhotoListJSON(photos: try await services.photos.photos(for: user, angle: angle).map(PhotoJSON.init))
        }
        api.get("photos/compare") { request, context in
            let user = try context.requireAPIUser()
            let comparison = try await services.photos.compare(try Self.id(request, "a"), try Self.id(request, "b"), of: user)
            return PhotoComparisonJSON(comparison)
        }
        api.get("photos/:id") { _, context in
            PhotoJSON(try await services.photos.photo(try APIRoutes.id(context), of: try context.requireAPIUser()))
        }
        api.get("photos/:id/image") { request, context in
            let image = try await services.photos.image(try APIRoutes.id(context), of: try context.requireAPIUser())
            return try await PhotoImageResponse.make(image.photo, at: image.url, request: request, context: context)
        }
        api.patch("photos/:id") { request, context in
            let user = try context.requireAPIUser()
            let body = try await JSONBody.decode(PhotoPatchBody.self, from: request)
            return PhotoJSON(try await services.photos.update(try APIRoutes.id(context), of: user, details: body.input))
        }
        api.delete("photos/:id") { _, context in
            try await services.photos.delete(try APIRoutes.id(context), of: try context.requireAPIUser())
            return HTTPResponse.Status.noContent
        }
    }

    /// The upload's `angle`, `date` and `note` from the query string.
    static func details(_ request: Request) -> PhotoDetailsInput {
        let query = FormBody.query(of: request)
        return PhotoDetailsInput(angle: query["angle"], date: query["date"], note: query["note"])
    }

    /// A photo id from the query (`a` or `b`); a missing or non-numeric one names the field.
    private static func id(_ request: Request, _ name: String) throws -> Int64 {
        guard let id = FormBody.query(of: request)[name].flatMap({ Int64($0) }) else {
            throw DomainError.invalid(field: name, message: LocalizedText("error.send_two_photo_ids_as_and"))
        }
        return id
    }
}
