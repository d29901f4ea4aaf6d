import Foundation
import HTTPTypes
import Hummingbird

/// Sets the request's client address: the peer's, unless the peer is a trusted proxy (`--trusted-proxy`), in which case
/// it is the rightmost `X-Forwarded-For` entry that is not a trusted proxy itself. A client that is not a trusted proxy
/// cannot choose its address by sending the header.
struct ClientAddressMiddleware: RouterMiddleware {
    typealias Context = AppRequestContext
    let trustedProxies: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard !trustedProxies.isEmpty, trustedProxies.contains(context.peerAddress) else { return try await next(request, context) }
        var context = context
        let forwarded = request.headers[values: .xForwardedFor].joined(separator: ",")
        context.remoteAddress = Self.client(forwardedFor: forwarded, trusted: trustedProxies) ?? context.peerAddress
        return try await next(request, context)
    }

    /// The rightmost entry of a forwarded-for list that is not trusted, if it is an address.
    static func client(forwardedFor: String, trusted: Set<String>) -> String? {
        let hops = forwardedFor.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let hop = hops.last(where: { !trusted.contains($0) }), isAddress(hop) else { return nil }
        return hop
    }

    private static func isAddress(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.count <= 45 && text.unicodeScalars.allSatisfy { $0.properties.isASCIIHexDigit || $0 == "." || $0 == ":" }
    }
}

extension HTTPField.Name {
    /// `X-Forwarded-For`, the client chain a reverse proxy appends to.
    static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}
