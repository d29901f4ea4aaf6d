import Foundation

/// A JSON decoding failure as a `DomainError` naming the place in the file, such as `templates[0].exercises[2].sets`.
public enum DecodingFailure {
    /// `error` as an invalid-input error; `subject` names the file in messages ("plan", "program").
    public static func invalid(_ error: DecodingError, subject: String) -> DomainError {
        switch error {
        case .keyNotFound(let key, let context):
            let field = path(context.codingPath + [key], subject: subject)
            return .invalid(field: field, message: "The \(subject) lacks \(field).")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let field = path(context.codingPath, subject: subject)
            return .invalid(field: field, message: "The \(subject)'s \(field) has the wrong type.")
        case .dataCorrupted(let context):
            let field = path(context.codingPath, subject: subject)
            return .invalid(field: field, message: "The \(subject)'s \(field) holds a value Repbook does not know.")
        @unknown default:
            return .invalid(field: subject, message: "The \(subject) could not be read.")
        }
    }

    /// `templates[0].exercises[2].sets` for a coding path; `subject` for an empty one.
    static func path(_ keys: [any CodingKey], subject: String) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? subject : text
    }
}
