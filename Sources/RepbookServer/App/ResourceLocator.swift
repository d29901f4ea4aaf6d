import Foundation
import Hummingbird

/// Finds the templates, static assets and OpenAPI file bundled with the server target.
enum ResourceLocator {
    /// The folder of Mustache templates.
    static var templatesDirectory: String { path("templates") }
    /// The folder served under `/static`.
    static var staticDirectory: String { path("static") }
    /// The OpenAPI document.
    static var openAPIFile: String { path("openapi.yaml") }

    private static func path(_ name: String) -> String {
        Bundle.module.bundleURL.appendingPathComponent(name).path
    }
}

/// Serves the OpenAPI document that describes `/api/v1`.
enum OpenAPIDocument {
    /// The YAML file as a response.
    static func response() throws -> Response {
        let data = try Data(contentsOf: URL(fileURLWithPath: ResourceLocator.openAPIFile))
        return Response(
            status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: data)))
    }
}
