/// A page with a heading and a sentence: errors (404, 403, 500) and tabs with nothing to show yet.
public struct MessagePage: Sendable {
    public let status: Int
    public let heading: String
    public let message: String
    /// Whether to offer a way home.
    public let isError: Bool

    public init(status: Int, heading: String, message: String) {
        self.status = status
        self.heading = heading
        self.message = message
        self.isError = status >= 400
    }
}
