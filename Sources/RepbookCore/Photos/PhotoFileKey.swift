import Foundation

/// The name a photo file is stored under: 32 random hex digits and the format's extension, such as
/// `3f…a9.jpg`. Only the server makes them, so no client-chosen name ever reaches the file system.
public struct PhotoFileKey: Hashable, Sendable, CustomStringConvertible {
    public let description: String

    /// A fresh random name for an image of `format`.
    public static func random(for format: ImageFormat) -> PhotoFileKey {
        var generator = SystemRandomNumberGenerator()
        let hex = (0..<16).map { _ in String(format: "%02x", UInt8.random(in: .min ... .max, using: &generator)) }.joined()
        return PhotoFileKey(unchecked: hex + "." + format.fileExtension)
    }

    /// Accepts only names of the shape `random(for:)` makes; anything else (a path, `..`) is nil.
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 32, parts[0].allSatisfy({ $0.isHexDigit && !$0.isUppercase }),
              ImageFormat.allCases.contains(where: { $0.fileExtension == parts[1] }) else { return nil }
        description = text
    }

    private init(unchecked text: String) {
        description = text
    }
}
