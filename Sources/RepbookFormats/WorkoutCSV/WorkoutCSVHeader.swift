import Foundation

/// A workout file's header: its column names, found by name in any order, ignoring case and surrounding spaces.
struct WorkoutCSVHeader {
    /// The names as written, trimmed.
    let names: [String]
    private let indexByKey: [String: Int]

    init(cells: [String]) {
        names = cells
        var indexByKey: [String: Int] = [:]
        for (index, name) in cells.enumerated() where indexByKey[Self.key(name)] == nil {
            indexByKey[Self.key(name)] = index
        }
        self.indexByKey = indexByKey
    }

    /// How many columns the header names.
    var columnCount: Int { names.count }

    /// The column named `name`, if any.
    func column(_ name: String) -> Int? {
        indexByKey[Self.key(name)]
    }

    /// The first column named like one of `candidates`, with the candidate it matched.
    func column<Value>(among candidates: [(name: String, value: Value)]) -> (index: Int, value: Value)? {
        for candidate in candidates {
            if let index = column(candidate.name) { return (index, candidate.value) }
        }
        return nil
    }

    /// The column named `base` or `base (qualifier)`, such as `Weight` or `Weight (kg)`, with the qualifier lowercased.
    func qualifiedColumn(_ base: String) -> (index: Int, qualifier: String?)? {
        if let index = column(base) { return (index, nil) }
        let prefix = base.lowercased() + " ("
        for (index, name) in names.enumerated() {
            let lower = name.lowercased()
            if lower.hasPrefix(prefix), lower.hasSuffix(")") {
                return (index, String(lower.dropFirst(prefix.count).dropLast()).trimmingCharacters(in: .whitespaces))
            }
        }
        return nil
    }

    /// Whether every one of `required` is a column.
    func hasColumns(_ required: [String]) -> Bool {
        required.allSatisfy { column($0) != nil }
    }

    private static func key(_ name: String) -> String {
        name.lowercased()
    }
}
