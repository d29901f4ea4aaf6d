/// The one definition of text a user may store, shared by every validator and matching the schema's CHECKs: length is
/// counted in Unicode scalars (what SQLite's `length()` counts, so a family emoji is seven and an accent with two
/// thousand combining marks is two thousand and one), and NUL and the other control characters are refused (SQLite
/// stops counting at NUL), except tabs and line breaks in text of several lines.
public enum UserText {
    /// The length the database counts.
    public static func length(_ text: String) -> Int { text.unicodeScalars.count }

    /// The first character `text` may not hold, if any.
    public static func forbiddenCharacter(in text: String, multiline: Bool) -> Unicode.Scalar? {
        text.unicodeScalars.first { scalar in
            switch scalar.value {
            case 0x09, 0x0A, 0x0D: !multiline
            case 0x00...0x1F, 0x7F...0x9F: true
            default: false
            }
        }
    }

    /// Refuses `text` when it is longer than `maximum` (with `tooLong` as the message) or holds a character it may not,
    /// naming `field`.
    public static func check(
        _ text: String, maximum: Int, multiline: Bool, field: String, tooLong: @autoclosure () -> LocalizedText
    ) throws(DomainError) {
        guard length(text) <= maximum else { throw .invalid(field: field, message: tooLong()) }
        if let scalar = forbiddenCharacter(in: text, multiline: multiline) {
            throw .invalid(field: field, message:
                LocalizedText("error.cannot_hold_control_character", ["field": "\(field)", "scalar": "\(codePoint(scalar))"]))
        }
    }

    /// `scalar` as people write code points: "U+0000".
    public static func codePoint(_ scalar: Unicode.Scalar) -> String {
        let code = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - code.count)) + code
    }
}
