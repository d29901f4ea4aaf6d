import Foundation

/// One library program as the programs page lists it: what it is, how often, its lifts and the choices we made.
public struct ProgramLibraryCard: Sendable, Equatable {
    public let slug: String
    public let name: String
    /// `4 days a week · 4-week cycle`.
    public let layout: String
    public let daysPerWeek: Int
    public let weeks: Int
    /// `Overhead Press, Deadlift, Bench Press, Squat`.
    public let lifts: String
    public let summary: String
    /// Where the published program leaves room and what we chose, or nil.
    public let choices: String?
    /// The page that starts it.
    public let startHref: String

    public init(_ program: Program, localizer: Localizer) {
        slug = program.slug
        name = program.name
        daysPerWeek = program.daysPerWeek
        weeks = program.weeks.count
        let cycle = weeks == 1 ? localizer.text("program.layout.every_week") : localizer.text("program.layout.cycle", ["weeks": String(weeks)])
        layout = "\(localizer.plural("program.layout.days", count: daysPerWeek)) · \(cycle)"
        lifts = program.lifts.map { localizer.programLiftName($0.name, in: program) }.joined(separator: ", ")
        summary = localizer.programSummary(program)
        choices = localizer.programChoices(program)
        startHref = "/programs/start/\(QueryEncoding.encode(program.slug))"
    }
}
