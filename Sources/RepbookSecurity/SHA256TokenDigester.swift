import Crypto
import RepbookCore

/// Digests tokens with SHA-256; tokens carry 256 random bits, so a fast hash is enough.
public struct SHA256TokenDigester: TokenDigester {
    public init() {}

    public func digest(_ token: String) -> String {
        SHA256.hash(data: Array(token.utf8)).map { byte in
            let hex = String(byte, radix: 16)
            return byte < 16 ? "0" + hex : hex
        }.joined()
    }
}
