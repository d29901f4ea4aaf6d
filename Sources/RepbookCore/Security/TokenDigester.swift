/// Turns a secret token into the digest the store keeps, so a leaked database leaks no usable token.
public protocol TokenDigester: Sendable {
    /// A one-way digest of `token`.
    func digest(_ token: String) -> String
}
