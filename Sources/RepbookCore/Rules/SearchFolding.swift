import Foundation

/// Folds text for matching: case- and accent-insensitive, independent of the process locale.
public enum SearchFolding {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Lower-cased text without diacritics and with runs of whitespace collapsed to one space.
    public static func fold(_ text: String) -> String {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: posix)
        return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    /// Whether `query` occurs anywhere in `text`, ignoring case and accents; an empty query matches everything.
    public static func matches(_ text: String, query: String) -> Bool {
        let needle = fold(query)
        return needle.isEmpty || fold(text).contains(needle)
    }
}
