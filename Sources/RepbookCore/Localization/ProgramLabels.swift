import Foundation

/// A program's words in a user's language: where the lifter is in it, its weeks, and the built-in programs'
/// descriptions from the catalog by key (an imported program's own description stays as written).
extension Localizer {
    /// "Cycle 2 · Week 1 · Day 3".
    public func programPosition(_ at: ProgramPosition) -> String {
        text("program.position", ["cycle": String(at.cycle), "week": String(at.week), "day": String(at.day)])
    }

    /// A built-in week's name ("Week 2", "Deload", "Week 1: RPE 7") in the language; any other name as written.
    public func programWeekName(_ name: String) -> String {
        if name == "Deload" { return text("program.week.deload") }
        if name == "Week" { return text("program.week.plain") }
        guard name.hasPrefix("Week ") else { return name }
        let rest = name.dropFirst("Week ".count)
        let number = rest.prefix { $0.isNumber }
        guard !number.isEmpty else { return name }
        return text("program.week_number", ["week": String(number)]) + rest.dropFirst(number.count)
    }

    /// The program's description: a built-in one's from the catalog, an imported or changed one's as written.
    public func programSummary(_ program: Program) -> String {
        guard let builtIn = ProgramLibrary.all.first(where: { $0.slug == program.slug }), builtIn.summary == program.summary else {
            return program.summary
        }
        return text("program.library.\(Self.catalogKey(program.slug)).summary")
    }

    /// The choices Repbook made where a built-in program leaves room; nil for other programs.
    public func programChoices(_ program: Program) -> String? {
        ProgramLibrary.choices(for: program.slug).map { _ in text("program.library.\(Self.catalogKey(program.slug)).choices") }
    }

    /// A slug as a catalog key's part: `531-bbb` is `531_bbb`.
    private static func catalogKey(_ slug: String) -> String { slug.replacingOccurrences(of: "-", with: "_") }
}
