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
    public var message: String

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
    }

    /// The error again, on the parent's side.
    public var error: DomainError {
        switch kind {
        case "tooLarge": .tooLarge(message)
        case "conflict": .conflict(message)
        case "notFound": .notFound(message)
        case "unavailable": .unavailable(message)
        default: .invalid(field: field ?? "file", message: message)
        }
    }
}
