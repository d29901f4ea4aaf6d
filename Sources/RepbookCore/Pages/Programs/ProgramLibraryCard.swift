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

    public init(_ program: Program) {
        slug = program.slug
        name = program.name
        daysPerWeek = program.daysPerWeek
        weeks = program.weeks.count
        let cycle = weeks == 1 ? "repeats every week" : "\(weeks)-week cycle"
        layout = "\(daysPerWeek) day\(daysPerWeek == 1 ? "" : "s") a week · \(cycle)"
        lifts = program.lifts.map(\.name).joined(separator: ", ")
        summary = program.summary
        choices = ProgramLibrary.choices(for: program.slug)
        startHref = "/programs/start/\(QueryEncoding.encode(program.slug))"
    }
}
