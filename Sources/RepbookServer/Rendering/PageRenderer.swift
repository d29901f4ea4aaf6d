import Foundation
import Hummingbird
import Mustache
import RepbookCore

/// Renders page models with the Mustache templates bundled in the server, compiled once per language with that
/// language's strings already in them (`TemplateTranslation`), each language on its first page (`TemplateLibraries`).
struct PageRenderer: Sendable {
    let localization: Localization
    private let libraries: TemplateLibraries

    /// The renderer of this process: the embedded templates translated and parsed once per language, on first use.
    static func load() async throws -> PageRenderer {
        try compiled.get()
    }

    private static let compiled: Result<PageRenderer, any Error> = Result {
        let localization = try Catalogs.loaded.get()
        return PageRenderer(
            localization: localization, libraries: try TemplateLibraries(localization: localization, templates: EmbeddedResources.templates))
    }

    /// An HTML response for a template and its view, in the language of the view's chrome.
    func response<Page: Sendable>(_ template: String, _ view: PageView<Page>, status: HTTPResponse.Status = .ok) throws -> Response {
        let fragments = try fragments(view.chrome.language)
        guard let html = fragments.library.render(MustacheValues.prepare(view, fragments: fragments), withTemplate: template) else {
            throw RenderingError(template: template)
        }
        return Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// The templates of `language` (the source language's when it has none), for a page and its fragments.
    func fragments(_ language: String) throws -> PartialFragments {
        let language = libraries.served(language)
        return PartialFragments(language: language, library: try libraries.library(language))
    }

    /// An error or notice page outside any signed-in context, in `localizer`'s language, by default the one the
    /// request's `Accept-Language` asks for.
    func messageResponse(_ page: MessagePage, request: Request, localizer: Localizer? = nil) throws -> Response {
        let localizer = localizer ?? localization.localizer(choice: Localization.automatic, acceptLanguage: request.headers[.acceptLanguage])
        let chrome = PageChrome(
            title: page.heading, activeTab: nil, username: nil, csrfToken: "", appearance: .system, flash: nil, localizer: localizer)
        return try response("message", PageView(chrome: chrome, page: page), status: .init(code: page.status))
    }

    struct RenderingError: Error {
        let template: String
    }
}
