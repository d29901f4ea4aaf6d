import Foundation

/// Folds text for matching: case- and accent-insensitive, independent of the process locale.
public enum SearchFolding {
    private static let posix = Locale(identifier: "en_US_POSIX")

    /// Lower-cased text without diacritics and with runs of whitespace collapsed to one space.
    public static func fold(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return foldASCII(text) }
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: posix)
        return folded.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
    }

    /// `fold` of ASCII text, byte by byte: the same answer without Foundation's folding (the library page folds each
    /// exercise name a dozen times for its search keys, and ICU's folding was a third of that page).
    static func foldASCII(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for byte in text.utf8 {
            if byte == 0x20 || (0x09...0x0D).contains(byte) {
                pendingSpace = !bytes.isEmpty
                continue
            }
            if pendingSpace { bytes.append(0x20) }
            pendingSpace = false
            bytes.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Whether `query` occurs anywhere in `text`, ignoring case and accents; an empty query matches everything.
    public static func matches(_ text: String, query: String) -> Bool {
        let needle = fold(query)
        return needle.isEmpty || fold(text).contains(needle)
    }
}
