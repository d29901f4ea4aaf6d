import RepbookCore

/// The header line of a CSV file as text, and how its separator is named in messages; shared by every CSV reader.
enum CSVHeaderLine {
    /// The first line of `text` holding more than whitespace, without its line end.
    static func first(in text: String) -> Substring {
        var rest = text[...]
        while let end = rest.firstIndex(where: \.isNewline) {
            let line = rest[..<end]
            if line.contains(where: { !$0.isWhitespace }) { return line }
            rest = rest[rest.index(after: end)...]
        }
        return rest
    }

    /// "comma", "semicolon" or "tab".
    static func name(of delimiter: UnicodeScalar) -> LocalizedText {
        switch delimiter {
        case "\t": LocalizedText("error.csv.separator_tab")
        case ";": LocalizedText("error.csv.separator_semicolon")
        default: LocalizedText("error.csv.separator_comma")
        }
    }
}
