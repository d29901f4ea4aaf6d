import Foundation
import RepbookCore

/// What a parser child writes on its standard output, as one JSON document: the value it read, or the refusal it met.
public struct IsolatedAnswer<Value: Codable & Sendable>: Codable, Sendable {
    public var value: Value?
    public var refusal: IsolatedRefusal?

    public init(value: Value) {
        self.value = value
        self.refusal = nil
    }

    public init(refusal error: DomainError) {
        self.value = nil
        self.refusal = IsolatedRefusal(error)
    }
}

/// A `DomainError` as it crosses from a parser child to its parent.
public struct IsolatedRefusal: Codable, Sendable, Equatable {
    public var kind: String
    public var field: String?
    /// The sentence in the child's language (English), for a reader that does not know `text`.
    public var message: String
    /// The sentence as a catalog key and values, written in the parent's request language.
    public var text: LocalizedText?

    public init(_ error: DomainError) {
        let parts: (kind: String, field: String?) = switch error {
        case .invalid(let field, _): ("invalid", field)
        case .tooLarge: ("tooLarge", nil)
        case .conflict: ("conflict", nil)
        case .notFound: ("notFound", nil)
        case .unavailable: ("unavailable", nil)
        default: ("invalid", "file")
        }
        kind = parts.kind
        field = parts.field
        message = error.message
        text = error.text
    }

    /// The error again, on the parent's side.
    public var error: DomainError {
        let said = text ?? .verbatim(message)
        return switch kind {
        case "tooLarge": .tooLarge(said)
        case "conflict": .conflict(said)
        case "notFound": .notFound(said)
        case "unavailable": .unavailable(said)
        default: .invalid(field: field ?? "file", message: said)
        }
    }
}
