/// A path on this site that a redirect may follow: it starts with one `/`, and holds no backslash, space or control
/// character (browsers drop tabs and line breaks from addresses, so `/\t/evil.example` would become `//evil.example`,
/// another host).
public struct LocalPath: Equatable, Sendable {
    /// The path as it is written into a `Location` header.
    public let text: String

    /// The path, or nil when `text` could lead off the site.
    public init?(_ text: String) {
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "/", scalars.count < 2 || (scalars[1] != "/" && scalars[1] != "\\"),
              !scalars.contains(where: { $0.value <= 0x20 || $0.value == 0x7F || $0 == "\\" || ($0.value >= 0x80 && $0.value <= 0x9F) })
        else { return nil }
        self.text = text
    }
}
