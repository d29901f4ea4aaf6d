/// What a store intent needs to apply a keyed change once: the request, and how to render its answer from the intent's
/// result, so the key and the answer are written in the change's own transaction.
public struct OnceClaim<Value: Sendable>: Sendable {
    public let request: IdempotentRequest
    public let answer: @Sendable (Value) throws -> RecordedAnswer

    public init(_ request: IdempotentRequest, answer: @escaping @Sendable (Value) throws -> RecordedAnswer) {
        self.request = request
        self.answer = answer
    }
}

/// The outcome of an intent that may carry a key: applied now, or a repeat answered with the first answer and nothing
/// changed.
public enum Once<Value: Sendable>: Sendable {
    case applied(Value)
    case replayed(RecordedAnswer)

    /// The value when applied now.
    public var applied: Value? {
        if case .applied(let value) = self { return value }
        return nil
    }
}
