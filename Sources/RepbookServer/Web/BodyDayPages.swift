import Hummingbird
import RepbookCore

/// `/body`: the Body tab's day page, and its toggles. Every toggle is an ordinary form that redirects back to the day;
/// the page's script (`body-day.js`) sends the same forms with `fetch` and gets JSON back.
struct BodyDayPages: Sendable {
    let services: AppServices
    let pages: WebPages

    func register(on web: RouterGroup<AppRequestContext>) {
        web.get("/body") { request, context in
            let identity = try context.requireWeb()
            let date = FormBody.query(of: request)["date"]
            async let journal = services.journal.day(on: date, for: identity.user)
            async let checklist = services.supplements.checklist(on: date, for: identity.user)
            let page = BodyDayPage.make(
                journal: try await journal, checklist: try await checklist, localizer: pages.localizer(request, identity: identity))
            return try pages.render("body-day", title: "title.body.day", tab: .body, page: page, request: request, identity: identity)
        }
        web.post("/body/day/tags/:id") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let id = try PathParameter.id(context)
            let isOn = try Self.flag(form, "on")
            let detail = try await services.journal.toggle(id, isOn: isOn, on: form["date"], for: identity.user)
            if FetchRequest.isFetch(request) {
                return try TagToggledJSON(date: detail.day.date.description, tagId: id, on: isOn).response(from: request, context: context)
            }
            return pages.redirect(to: "/body?date=\(detail.day.date)#journal")
        }
        web.post("/body/day/note") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let detail = try await services.journal.setNote(form["note"] ?? "", on: form["date"], for: identity.user)
            if FetchRequest.isFetch(request) {
                return try NoteSavedJSON(date: detail.day.date.description, note: detail.day.note).response(from: request, context: context)
            }
            let message = pages.localizer(request, identity: identity).text("body.day.note_saved")
            return pages.redirect(to: "/body?date=\(detail.day.date)#journal", flash: Flash(.success, message))
        }
        web.post("/body/day/supplements/:id") { request, context in
            let identity = try context.requireWeb()
            let form = try await FormBody.of(request, context: context)
            let id = try PathParameter.id(context)
            let taken = try Self.flag(form, "taken")
            let date = try await services.supplements.setTaken(id, taken: taken, on: form["date"], for: identity.user)
            if FetchRequest.isFetch(request) {
                return try SupplementTakenJSON(date: date.description, supplementId: id, taken: taken).response(from: request, context: context)
            }
            return pages.redirect(to: "/body?date=\(date)#supplements")
        }
    }

    /// A form field that must be `1` (on) or `0` (off).
    static func flag(_ form: FormBody, _ name: String) throws -> Bool {
        switch form[name] {
        case "1": return true
        case "0": return false
        default: throw DomainError.invalid(field: name, message: LocalizedText("error.flag_must_be_1_or_0", ["value": "\(name)"]))
        }
    }
}

/// What the page's script learns after toggling a journal tag.
struct TagToggledJSON: ResponseEncodable {
    let date: String
    let tagId: Int64
    let on: Bool
}

/// What the page's script learns after saving the note.
struct NoteSavedJSON: ResponseEncodable {
    let date: String
    @Nullable var note: String?
}
