import Hummingbird

/// An answer written by `JSONText` rather than `JSONEncoder`: the same JSON as its `Encodable` conformance (the schema
/// of record, compared in a test), without the encoder's boxing, which was most of a long answer's CPU.
protocol WrittenJSON: ResponseEncodable {
    /// The answer's JSON text.
    func written() -> JSONText
}

extension WrittenJSON {
    /// The answer, as `written()` writes it.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        written().response()
    }
}
