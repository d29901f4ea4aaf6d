import Foundation

/// One gettext `.po` catalog as read: its header fields and, per key, the translated forms (one, or one per plural form).
/// Keys are the `msgid` (with `msgctxt` and U+0004 in front when given, as gettext joins them); untranslated (empty)
/// and `#, fuzzy` entries are left out, so that a lookup falls back to the source language.
public struct POCatalog: Sendable, Equatable {
    /// Header fields such as `Language` and `Plural-Forms`, by name.
    public let header: [String: String]
    /// The translations by key: one string, or `msgstr[0]`, `msgstr[1]`... for an entry with `msgid_plural`.
    public let entries: [String: [String]]

    public init(header: [String: String], entries: [String: [String]]) {
        self.header = header
        self.entries = entries
    }

    /// The `nplurals` of the `Plural-Forms` header, nil when the header has none.
    public var pluralFormCount: Int? {
        guard let forms = header["Plural-Forms"] else { return nil }
        for part in forms.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            if pair.count == 2, pair[0] == "nplurals" { return Int(pair[1]) }
        }
        return nil
    }

    /// The `Language` header (`de`, `pt_BR`...), nil when absent.
    public var language: String? { header["Language"] }

    /// Reads a `.po` file's text: comments, `msgctxt`, `msgid`, `msgid_plural`, `msgstr` and `msgstr[n]`, strings split
    /// over several quoted lines, and the C escapes gettext writes (`\"`, `\\`, `\n`, `\t`).
    public static func parse(_ text: String) throws(POParseError) -> POCatalog {
        var reader = POReader()
        var lineNumber = 0
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }) {
            lineNumber += 1
            try reader.read(String(POWhitespace.trimmed(line)), line: lineNumber)
        }
        try reader.finishEntry(line: lineNumber)
        return POCatalog(header: reader.header, entries: reader.entries)
    }
}
