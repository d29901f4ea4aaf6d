import Foundation

/// The state of reading a `.po` file line by line (`POCatalog.parse`): the entry being built and the finished ones.
struct POReader {
    private(set) var header: [String: String] = [:]
    private(set) var entries: [String: [String]] = [:]

    /// The field a continuation line (`"..."`) adds to.
    private enum Field: Equatable { case context, id, plural, translation(Int) }

    private var context: String?
    private var id: String?
    private var plural: String?
    private var translations: [Int: String] = [:]
    private var current: Field?
    private var fuzzy = false

    mutating func read(_ line: String, line number: Int) throws(POParseError) {
        if line.isEmpty { return try finishEntry(line: number) }
        if line.hasPrefix("#") {
            if line.hasPrefix("#,"), line.contains("fuzzy") {
                try finishEntry(line: number)
                fuzzy = true
            }
            return
        }
        if line.hasPrefix("\"") {
            guard let field = current else { throw POParseError(line: number, reason: "a string outside any msgid or msgstr") }
            append(try Self.unquote(line, line: number), to: field)
            return
        }
        let keyword = String(line.prefix { !$0.isWhitespace })
        let rest = String(POWhitespace.trimmed(line.dropFirst(keyword.count)))
        let value = try Self.unquote(rest, line: number)
        switch keyword {
        case "msgctxt":
            if !translations.isEmpty || id != nil { try finishEntry(line: number) }
            context = value
            current = .context
        case "msgid":
            if !translations.isEmpty || id != nil { try finishEntry(line: number) }
            id = value
            current = .id
        case "msgid_plural":
            plural = value
            current = .plural
        case "msgstr":
            translations[0] = value
            current = .translation(0)
        default:
            guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"),
                  let index = Int(keyword.dropFirst("msgstr[".count).dropLast()), index >= 0 else {
                throw POParseError(line: number, reason: "unknown keyword \"\(keyword)\"")
            }
            translations[index] = value
            current = .translation(index)
        }
    }

    /// Stores the entry read so far (skipping fuzzy and untranslated ones) and starts a new one.
    mutating func finishEntry(line number: Int) throws(POParseError) {
        defer {
            context = nil
            id = nil
            plural = nil
            translations = [:]
            current = nil
            fuzzy = false
        }
        guard let id else {
            if context != nil || !translations.isEmpty { throw POParseError(line: number, reason: "an entry without msgid") }
            return
        }
        let forms = (0..<(translations.keys.max().map { $0 + 1 } ?? 0)).map { translations[$0] ?? "" }
        if id.isEmpty, context == nil {
            header = Self.headerFields(forms.first ?? "")
            return
        }
        if plural == nil, forms.count > 1 { throw POParseError(line: number, reason: "msgstr[n] without msgid_plural for \"\(id)\"") }
        guard !fuzzy, !forms.isEmpty, !forms.contains(where: \.isEmpty) else { return }
        let key = context.map { "\($0)\u{4}\(id)" } ?? id
        if entries[key] != nil { throw POParseError(line: number, reason: "\"\(id)\" appears twice") }
        entries[key] = forms
    }

    private mutating func append(_ text: String, to field: Field) {
        switch field {
        case .context: context = (context ?? "") + text
        case .id: id = (id ?? "") + text
        case .plural: plural = (plural ?? "") + text
        case .translation(let index): translations[index] = (translations[index] ?? "") + text
        }
    }

    /// The header's `Name: value` lines.
    private static func headerFields(_ text: String) -> [String: String] {
        var fields: [String: String] = [:]
        for line in text.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            fields[String(line[..<colon]).trimmingCharacters(in: .whitespaces)] =
                String(line[line.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        }
        return fields
    }

    /// A quoted string's text with its escapes resolved.
    static func unquote(_ quoted: String, line number: Int) throws(POParseError) -> String {
        guard quoted.count >= 2, quoted.hasPrefix("\""), quoted.hasSuffix("\"") else {
            throw POParseError(line: number, reason: "expected a quoted string, found \(quoted)")
        }
        let inner = quoted.dropFirst().dropLast()
        // Most strings hold neither an escape nor a quote: taken whole, not character by character.
        if !inner.utf8.contains(UInt8(ascii: "\\")), !inner.utf8.contains(UInt8(ascii: "\"")) { return String(inner) }
        var out = ""
        var escaped = false
        for character in inner {
            if escaped {
                switch character {
                case "n": out.append("\n")
                case "t": out.append("\t")
                case "r": out.append("\r")
                case "\"", "\\": out.append(character)
                default: throw POParseError(line: number, reason: "unknown escape \\\(character)")
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                throw POParseError(line: number, reason: "an unescaped quote inside a string")
            } else {
                out.append(character)
            }
        }
        if escaped { throw POParseError(line: number, reason: "a string ending in a lone backslash") }
        return out
    }
}
