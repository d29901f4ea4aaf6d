/// Finds a file cut off inside a quoted field (a truncated download), which CSV.swift reads silently to the end: one
/// pass over the bytes with the same rule, a quote opens a field only at its start and closes before a delimiter, a
/// line end or the end of the text.
enum CSVQuoteScan {
    /// Whether the text ends inside an open quoted field.
    static func endsInsideQuotes(_ text: String, delimiter: UnicodeScalar) -> Bool {
        let quote = UInt8(ascii: "\"")
        let separator = UInt8(delimiter.value)
        let lineFeed = UInt8(ascii: "\n")
        let carriageReturn = UInt8(ascii: "\r")
        var quoted = false
        var atFieldStart = true
        var afterQuoteInQuoted = false
        for byte in text.utf8 {
            if quoted {
                if afterQuoteInQuoted {
                    afterQuoteInQuoted = false
                    // The quote closed the field; else it was doubled, or a stray one CSV.swift reads leniently.
                    if byte == separator || byte == lineFeed || byte == carriageReturn {
                        quoted = false
                        atFieldStart = true
                    }
                } else if byte == quote {
                    afterQuoteInQuoted = true
                }
            } else if atFieldStart && byte == quote {
                quoted = true
                atFieldStart = false
            } else {
                atFieldStart = byte == separator || byte == lineFeed || byte == carriageReturn
            }
        }
        return quoted && !afterQuoteInQuoted
    }
}
