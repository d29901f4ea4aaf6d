import Foundation

/// A JSON decoding failure as a `DomainError` naming the place in the file, such as `templates[0].exercises[2].sets`.
public enum DecodingFailure {
    /// `error` as an invalid-input error; `subject` names the file in messages ("plan", "program").
    public static func invalid(_ error: DecodingError, subject: String) -> DomainError {
        switch error {
        case .keyNotFound(let key, let context):
            let field = path(context.codingPath + [key], subject: subject)
            return .invalid(field: field, message: LocalizedText("error.lacks", ["subject": "\(subject)", "field": "\(field)"]))
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let field = path(context.codingPath, subject: subject)
            return .invalid(field: field, message: LocalizedText("error.s_has_wrong_type", ["subject": "\(subject)", "field": "\(field)"]))
        case .dataCorrupted(let context):
            let field = path(context.codingPath, subject: subject)
            return .invalid(field: field, message:
                LocalizedText("error.s_holds_value_repbook_does_not", ["subject": "\(subject)", "field": "\(field)"]))
        @unknown default:
            return .invalid(field: subject, message: LocalizedText("error.could_not_read", ["subject": "\(subject)"]))
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
