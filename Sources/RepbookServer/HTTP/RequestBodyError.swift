import RepbookCore

/// A JSON body that could not be read: malformed, or with a field of the wrong type.
struct RequestBodyError: Error {
    let code: String
    let message: LocalizedText
    let field: String?
}
