import Foundation

/// Reads a number as workout exports write it: `82.5`, `82,5` (a decimal comma), `13.0`, `-3`; by hand, no locale.
enum WorkoutCSVNumber {
    /// The number `text` writes; nil for anything else, such as `1,234.5`, `82.5 kg`, `nan` or `inf`.
    static func parse(_ text: String) -> Double? {
        var commas = 0
        var points = 0
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"): continue
            case UInt8(ascii: ","): commas += 1
            case UInt8(ascii: "."): points += 1
            default: return nil
            }
        }
        guard commas + points <= 1 else { return nil }
        let value = commas == 1 ? Double(text.replacingOccurrences(of: ",", with: ".")) : Double(text)
        guard let value, value.isFinite else { return nil }
        return value
    }
}
