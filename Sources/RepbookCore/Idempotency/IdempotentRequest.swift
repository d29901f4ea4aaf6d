import Foundation

/// A change a client named with its own id (the `Idempotency-Key` header): the key and the request it came with
/// (method, path and body), so a repeat of the same key gets the first answer and a different request under a used key
/// is refused instead of being answered with the wrong change's answer.
public struct IdempotentRequest: Sendable, Equatable {
    /// The longest key accepted.
    public static let maximumKeyLength = 200
    /// How long an applied key is remembered; a repeat after that is a new change.
    public static let retention: TimeInterval = 2 * 24 * 3600

    public let key: String
    public let request: String

    /// A key of 1 to 200 visible ASCII characters; anything else is refused naming the header.
    public init(key: String, request: String) throws(DomainError) {
        guard (1...Self.maximumKeyLength).contains(key.utf8.count), key.utf8.allSatisfy({ (0x21...0x7E).contains($0) }) else {
            throw .invalid(
                field: "Idempotency-Key",
                message: LocalizedText("error.idempotency_key", ["maximum": .text(String(Self.maximumKeyLength))]))
        }
        self.key = key
        self.request = String(request.prefix(20_000))
    }

    /// The refusal for a key already used by a different request: a conflict with what the server holds (the key is
    /// taken, as a name can be), not a malformed request.
    public static var reusedForAnotherRequest: DomainError {
        .conflict(LocalizedText("error.idempotency_key_was_already_used_for"))
    }
}
