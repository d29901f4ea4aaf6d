import Foundation

/// A JSON decoding failure as a `DomainError` naming the place in the file, such as `templates[0].exercises[2].sets`.
public enum DecodingFailure {
    /// The kind of file being read, which the messages name in the reader's language.
    public enum Subject: String, Sendable {
        case plan, program
    }

    /// `error` as an invalid-input error; `subject` names the file in messages.
    public static func invalid(_ error: DecodingError, subject: Subject) -> DomainError {
        switch error {
        case .keyNotFound(let key, let context):
            let field = path(context.codingPath + [key], subject: subject)
            let key = subject == .plan ? "error.decoding.plan_lacks_field" : "error.decoding.program_lacks_field"
            return .invalid(field: field, message: LocalizedText(key, ["field": .text(field)]))
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            let field = path(context.codingPath, subject: subject)
            let key = subject == .plan ? "error.decoding.plan_field_wrong_type" : "error.decoding.program_field_wrong_type"
            return .invalid(field: field, message: LocalizedText(key, ["field": .text(field)]))
        case .dataCorrupted(let context):
            let field = path(context.codingPath, subject: subject)
            let key = subject == .plan ? "error.decoding.plan_field_unknown_value" : "error.decoding.program_field_unknown_value"
            return .invalid(field: field, message: LocalizedText(key, ["field": .text(field)]))
        @unknown default:
            let key = subject == .plan ? "error.decoding.plan_unreadable" : "error.decoding.program_unreadable"
            return .invalid(field: subject.rawValue, message: LocalizedText(key))
        }
    }

    /// `templates[0].exercises[2].sets` for a coding path; `subject` for an empty one.
    static func path(_ keys: [any CodingKey], subject: Subject) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue {
                text += "[\(index)]"
            } else {
                text += (text.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return text.isEmpty ? subject.rawValue : text
    }
}
