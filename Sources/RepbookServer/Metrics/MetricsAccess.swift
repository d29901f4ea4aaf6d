import HTTPTypes
import Hummingbird

/// Who may read `/metrics`: a scraper sending `Authorization: Bearer <--metrics-token>`, or, without a token configured,
/// a client on loopback whose request came through no proxy (a proxy's request carries `X-Forwarded-For` or `Forwarded`,
/// and a proxy on the same machine would otherwise make every visitor look local).
struct MetricsAccess: Sendable {
    /// The token scrapers must send; nil allows direct loopback clients only.
    let token: String?

    /// Whether this request may read the metrics.
    func allows(_ request: Request, remoteAddress: String) -> Bool {
        if let token {
            guard let header = request.headers[.authorization], header.hasPrefix("Bearer ") else { return false }
            return Self.constantTimeEqual(Array(header.utf8.dropFirst("Bearer ".count)), Array(token.utf8))
        }
        let proxied = request.headers[HTTPField.Name("X-Forwarded-For")!] != nil || request.headers[HTTPField.Name("Forwarded")!] != nil
        return !proxied && Self.isLoopback(remoteAddress)
    }

    static func isLoopback(_ address: String) -> Bool {
        address == "::1" || address.hasPrefix("127.") || address.hasPrefix("::ffff:127.")
    }

    private static func constantTimeEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
        guard a.count == b.count else { return false }
        return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
    }
}
