/// The blanks a `.po` line may carry around its keyword and strings: tabs and space separators (what Foundation's
/// `CharacterSet.whitespaces` holds), trimmed without bridging through `NSString` (a server start reads every catalog).
enum POWhitespace {
    /// Whether `scalar` is a tab or a space separator (Unicode category Zs).
    static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || (scalar.value > 0x7F && scalar.properties.generalCategory == .spaceSeparator)
    }

    /// `text` without the blanks at either end.
    static func trimmed(_ text: Substring) -> Substring {
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isBlank($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isBlank($0) }) ?? first
        return Substring(scalars[first...last])
    }
}
