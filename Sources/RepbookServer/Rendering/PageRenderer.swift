import Foundation
import Hummingbird
import Mustache
import RepbookCore

/// Renders page models with the Mustache templates bundled in the server.
struct PageRenderer: Sendable {
    private let library: MustacheLibrary

    /// Parses every embedded template once at start-up.
    static func load() async throws -> PageRenderer {
        var library = MustacheLibrary()
        for (name, source) in EmbeddedResources.templates {
            try library.register(source, named: name)
        }
        return PageRenderer(library: library)
    }

    /// An HTML response for a template and its view.
    func response<Page: Sendable>(_ template: String, _ view: PageView<Page>, status: HTTPResponse.Status = .ok) throws -> Response {
        guard let html = library.render(MustacheValues.prepare(view), withTemplate: template) else {
            throw RenderingError(template: template)
        }
        return Response(
            status: status,
            headers: [.contentType: "text/html; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(string: html)))
    }

    /// An error or notice page outside any signed-in context.
    func messageResponse(_ page: MessagePage) throws -> Response {
        let chrome = PageChrome(title: page.heading, activeTab: nil, username: nil, csrfToken: "", appearance: .system, flash: nil)
        return try response("message", PageView(chrome: chrome, page: page), status: .init(code: page.status))
    }

    struct RenderingError: Error {
        let template: String
    }
}
