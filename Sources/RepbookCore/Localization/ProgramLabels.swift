import Foundation

/// A program's words in a user's language: where the lifter is in it, its weeks, and the built-in programs'
/// descriptions, day and lift names from the catalog by key (an imported program's own words stay as written).
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

    /// A built-in program's lift in the language ("Kniebeuge" for Squat); a lift an imported or changed program names
    /// differently stays as written.
    public func programLiftName(_ name: String, in program: Program) -> String {
        guard let lift = Self.builtIn(program)?.lifts.first(where: { $0.name == name }) else { return name }
        return text("program.lift.\(Self.catalogKey(lift.key))")
    }

    /// A built-in program's day in the language ("Training A", a 5/3/1 day by its lift); a day the user named stays as
    /// written.
    public func programDayName(_ name: String, in program: Program) -> String {
        guard let builtIn = Self.builtIn(program) else { return name }
        if builtIn.lifts.contains(where: { $0.name == name }) { return programLiftName(name, in: program) }
        var names: [String] = []
        for day in builtIn.weeks.flatMap(\.days) where !names.contains(day.name) { names.append(day.name) }
        guard let index = names.firstIndex(of: name) else { return name }
        return text("program.library.\(Self.catalogKey(program.slug)).day.\(index + 1)")
    }

    /// The library program `program` was started from, when it still has its slug.
    private static func builtIn(_ program: Program) -> Program? {
        ProgramLibrary.all.first { $0.slug == program.slug }
    }

    /// A slug as a catalog key's part: `531-bbb` is `531_bbb`.
    private static func catalogKey(_ slug: String) -> String { slug.replacingOccurrences(of: "-", with: "_") }
}
