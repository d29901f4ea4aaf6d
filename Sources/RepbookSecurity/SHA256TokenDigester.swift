import Crypto
import RepbookCore

/// Digests tokens with SHA-256; tokens carry 256 random bits, so a fast hash is enough.
public struct SHA256TokenDigester: TokenDigester {
    public init() {}

    /// The SHA-256 of the token's UTF-8 bytes as 64 lower-case hex digits, written in place (every request digests its
    /// credential; a string per byte, then joined, cost more than the hash).
    public func digest(_ token: String) -> String {
        var token = token
        let hash = token.withUTF8 { SHA256.hash(data: UnsafeRawBufferPointer($0)) }
        return String(unsafeUninitializedCapacity: 2 * SHA256.byteCount) { text in
            for (index, byte) in hash.enumerated() {
                text[2 * index] = Self.hexDigits[Int(byte >> 4)]
                text[2 * index + 1] = Self.hexDigits[Int(byte & 0x0F)]
            }
            return 2 * SHA256.byteCount
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)
}
