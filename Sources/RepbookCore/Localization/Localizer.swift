import Foundation

/// The strings, plural forms, numbers and dates of one language, read from its catalog with English behind every key it
/// lacks. Texts keep Mustache-style slots (`Week {{week}} of {{weeks}}`) that `text(_:_:)` fills.
public struct Localizer: Sendable {
    /// The language's tag (`en`, `de`, `pt-BR`, `qps`), for `<html lang>`.
    public let language: String
    /// The forms by key: this language's, else English's.
    private let entries: [String: [String]]
    public let pluralRule: PluralRule
    public let numbers: NumberText
    /// The starter exercises' names and search aliases in this language.
    public let exerciseNames: ExerciseNames

    public init(language: String, entries: [String: [String]], exerciseNames: ExerciseNames = .none) {
        self.language = language
        self.entries = entries
        self.exerciseNames = exerciseNames
        self.pluralRule = PluralRule.forLanguage(language)
        let decimal = entries["number.decimal"]?.first ?? "."
        self.numbers = NumberText(decimalSeparator: decimal, groupSeparator: entries["number.group"]?.first ?? (decimal == "." ? "," : "."))
    }

    /// Every key starting with `prefix` and its forms (the scripts' strings, `client.*`).
    public func entries(withPrefix prefix: String) -> [(key: String, forms: [String])] {
        entries.filter { $0.key.hasPrefix(prefix) }.map { ($0.key, $0.value) }.sorted { $0.key < $1.key }
    }

    /// Whether the catalogs hold `key`.
    public func has(_ key: String) -> Bool { entries[key] != nil }

    /// The text of `key`; a key no catalog holds comes back as itself (the catalog tests fail on any such key).
    public func text(_ key: String) -> String { entries[key]?.first ?? key }

    /// The name to show for a stored exercise name: this language's for an unchanged starter exercise, else as stored.
    public func exerciseName(_ storedName: String) -> String { exerciseNames.shown(storedName) }

    /// The text of `key` with its `{{slot}}`s filled from `values`.
    public func text(_ key: String, _ values: [String: String]) -> String { Self.fill(text(key), values) }

    /// The plural form of `key` for `count` by the language's rule, with `{{count}}` (written in the language's digits)
    /// and the other slots filled.
    public func plural(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        guard let forms = entries[key] else { return key }
        let index = min(pluralRule.formIndex(for: count), forms.count - 1)
        var all = values
        all["count"] = all["count"] ?? numbers.integer(count)
        return Self.fill(forms[index], all)
    }

    /// A day such as "Sat 21 Nov 2026" or "Sa., 21. Nov. 2026", by the catalog's `date.day` pattern.
    public func day(_ date: LocalDate) -> String {
        text("date.day", [
            "weekday": text("date.weekday.short.\(date.weekdayFromMonday + 1)"), "day": String(date.day),
            "month": text("date.month.short.\(date.month)"), "year": String(date.year),
        ])
    }

    /// A month such as "November 2026" or "November 2026" by the catalog's `date.month` pattern.
    public func month(_ month: Int, year: Int) -> String {
        text("date.month", ["month": text("date.month.long.\(month)"), "year": String(year)])
    }

    /// `template` with each `{{name}}` found in `values` replaced; other slots stay (a page's Mustache fills them).
    static func fill(_ template: String, _ values: [String: String]) -> String {
        guard !values.isEmpty, template.contains("{{") else { return template }
        var out = ""
        var rest = Substring(template)
        while let open = rest.range(of: "{{") {
            out += rest[..<open.lowerBound]
            guard let close = rest[open.upperBound...].range(of: "}}") else { break }
            let name = rest[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespaces)
            out += values[name] ?? String(rest[open.lowerBound..<close.upperBound])
            rest = rest[close.upperBound...]
        }
        return out + rest
    }
}
