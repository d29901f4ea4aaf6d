import Foundation

/// Random secrets for cookies, CSRF and API tokens.
public enum SecretToken {
    /// 32 bytes from the system's secure generator, base64url-encoded without padding.
    public static func generate() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// Whether `value` looks like a token `generate` made (43 base64url characters), so a forged cookie of any other
    /// shape is replaced rather than stored.
    public static func isWellFormed(_ value: String) -> Bool {
        value.utf8.count == 43
            && value.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_") }
    }

    /// Compares two secrets in time independent of where they differ.
    public static func constantTimeEquals(_ lhs: String, _ rhs: String) -> Bool {
        let a = Array(lhs.utf8), b = Array(rhs.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for index in a.indices { difference |= a[index] ^ b[index] }
        return difference == 0
    }
}
