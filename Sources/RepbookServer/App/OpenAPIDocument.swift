import Hummingbird

/// Serves the OpenAPI document that describes `/api/v1`.
enum OpenAPIDocument {
    /// The embedded YAML file as a response.
    static func response() -> Response {
        Response(
            status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: EmbeddedResources.openAPIDocument.bytes)))
    }
}
