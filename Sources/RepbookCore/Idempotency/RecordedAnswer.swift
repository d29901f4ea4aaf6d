/// The answer a keyed change got (status and body bytes), kept with its key and given again to a repeat.
public struct RecordedAnswer: Sendable, Equatable {
    public let status: Int
    public let body: [UInt8]

    public init(status: Int, body: [UInt8]) {
        self.status = status
        self.body = body
    }
}
