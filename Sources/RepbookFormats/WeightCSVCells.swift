import Foundation
import RepbookCore

/// Reads the cells of a weight CSV row: dates in the order the lifter stated, numbers with a decimal point or comma.
enum WeightCSVCells {
    /// The day `text` names, taking the date part of a date and time (`2024-03-21 07:30`, `2024-03-21T07:30:00Z`).
    /// ISO dates (year first) are read whatever `order` says; `21.03.2024`, `21/03/2024` and `21-03-2024` need
    /// day-first, `03/21/2024` month-first.
    static func date(_ text: String, order: WeightDateOrder) -> LocalDate? {
        let datePart = text.prefix { $0 != " " && $0 != "T" && $0 != "t" }
        let parts = datePart.split(omittingEmptySubsequences: false) { $0 == "-" || $0 == "/" || $0 == "." }
        guard parts.count == 3, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
              Set(datePart.filter { !$0.isNumber }).count == 1 else { return nil }
        let numbers = parts.compactMap { Int($0) }
        let (year, month, day): (Int, Int, Int)
        if parts[0].count == 4, parts[1].count <= 2, parts[2].count <= 2 {
            (year, month, day) = (numbers[0], numbers[1], numbers[2])
        } else if parts[2].count == 4, parts[0].count <= 2, parts[1].count <= 2 {
            switch order {
            case .iso: return nil
            case .dayFirst: (year, month, day) = (numbers[2], numbers[1], numbers[0])
            case .monthFirst: (year, month, day) = (numbers[2], numbers[0], numbers[1])
            }
        } else {
            return nil
        }
        return LocalDate(String(format: "%04d-%02d-%02d", year, month, day))
    }

    /// The number `text` writes: `82.5`, `82,5` (a decimal comma), `-3`; nil for anything else, such as `1,234.5`
    /// or `82.5 kg`.
    static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ "0123456789.,+-".contains($0) }) else { return nil }
        let commas = text.filter { $0 == "," }.count
        guard commas == 0 || (commas == 1 && !text.contains(".")) else { return nil }
        return Double(text.replacingOccurrences(of: ",", with: "."))
    }
}
