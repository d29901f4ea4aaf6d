import Foundation
import RepbookCore

/// The columns a weight CSV file's header names: the date, the weight (and its unit when the name says it, such as
/// `weight_kg` or `Weight (lbs)`), and optionally the body fat percentage. Names are matched ignoring case; other
/// columns are ignored.
struct WeightCSVHeader: Equatable {
    let dateColumn: Int
    let weightColumn: Int
    let bodyFatColumn: Int?
    /// The unit the weight column's name states, if any.
    let unit: WeightUnit?
    /// How many columns the header names.
    let columnCount: Int

    /// The columns of `fields`; nil when no date or no weight column is named.
    init?(fields: [String]) {
        let names = fields.map(Self.words)
        guard let date = names.firstIndex(where: Self.isDate),
              let weight = names.firstIndex(where: { Self.weightName($0) != nil }) else { return nil }
        dateColumn = date
        weightColumn = weight
        unit = Self.weightName(names[weight])?.unit
        bodyFatColumn = names.firstIndex(where: Self.isBodyFat)
        columnCount = fields.count
    }

    /// The columns a row must reach for its date and weight.
    var requiredCount: Int { max(dateColumn, weightColumn) + 1 }

    /// The separator of a header line: the most frequent of tab, `;` and `,` outside quotes (a comma when none).
    static func delimiter(ofHeaderLine line: Substring) -> UnicodeScalar {
        var counts: [UnicodeScalar: Int] = ["\t": 0, ";": 0, ",": 0]
        var quoted = false
        for scalar in line.unicodeScalars {
            if scalar == "\"" { quoted.toggle() } else if !quoted, counts[scalar] != nil { counts[scalar, default: 0] += 1 }
        }
        let best = (["\t", ";", ","] as [UnicodeScalar]).max { counts[$0]! < counts[$1]! }!
        return counts[best]! > 0 ? best : ","
    }

    /// A column name as lowercase words: `Weight (lbs)` → `weight lbs`, `body_fat_percent` → `body fat percent`.
    private static func words(_ name: String) -> [String] {
        name.lowercased().split { !$0.isLetter && !$0.isNumber }.map(String.init)
    }

    private static let dateNames: Set<[String]> = [["date"], ["day"], ["datum"], ["fecha"], ["data"], ["datetime"], ["date", "time"]]
    private static let weightNames: [[String]] = [["body", "weight"], ["bodyweight"], ["weight"], ["body", "mass"], ["gewicht"], ["poids"], ["peso"]]
    private static let unitNames: [String: WeightUnit] = [
        "kg": .kilograms, "kgs": .kilograms, "kilogram": .kilograms, "kilograms": .kilograms,
        "lb": .pounds, "lbs": .pounds, "pound": .pounds, "pounds": .pounds,
    ]
    private static let bodyFatWords: Set<String> = ["body", "fat", "bodyfat", "percent", "percentage", "pct"]

    private static func isDate(_ words: [String]) -> Bool {
        dateNames.contains(words)
    }

    /// A weight column's name, and the unit it states if any.
    private struct WeightName {
        let unit: WeightUnit?
    }

    /// The name as a weight column's (`weight`, `weight_kg`, `Body Weight (lbs)`, `weight in kg`); nil when it is not one.
    private static func weightName(_ words: [String]) -> WeightName? {
        guard let name = weightNames.first(where: { words.starts(with: $0) }) else { return nil }
        var rest = words.dropFirst(name.count)
        if rest.first == "in" { rest = rest.dropFirst() }
        if rest.isEmpty { return WeightName(unit: nil) }
        guard rest.count == 1, let unit = unitNames[rest.first!] else { return nil }
        return WeightName(unit: unit)
    }

    private static func isBodyFat(_ words: [String]) -> Bool {
        (words.contains("fat") || words.contains("bodyfat")) && Set(words).isSubset(of: bodyFatWords)
    }
}
