/// Keeps written cells from running as spreadsheet formulas: text starting with `=`, `+`, `-`, `@`, a tab or a carriage
/// return gets a leading `'`, and reading takes it off again. Text that already starts with `'`s before such a character
/// gets one more, so every text survives the round trip unchanged.
enum CSVFormulaGuard {
    /// `text` as it is safe to write.
    static func neutralised(_ text: String) -> String {
        needsGuard(text) ? "'" + text : text
    }

    /// `text` as read, without the `'` the writer added.
    static func restored(_ text: String) -> String {
        text.first == "'" && needsGuard(text) ? String(text.dropFirst()) : text
    }

    /// Whether the text, past any leading `'`, starts with a character a spreadsheet reads as a formula.
    private static func needsGuard(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { $0 != "'" }) else { return false }
        let startsAtGuardedCharacter = text.unicodeScalars.first == first
        let guarded: Bool = switch first {
        case "=", "+", "-", "@", "\t", "\r": true
        default: false
        }
        return guarded && (startsAtGuardedCharacter || text.first == "'")
    }
}
