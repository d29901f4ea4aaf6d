import Foundation

/// Today's program day on Home: `5/3/1 Boring But Big, cycle 2, week 3, day 1: Squat`, what it holds, and the one-tap
/// start.
public struct ProgramTodayCard: Sendable, Equatable {
    public let programID: Int64
    /// `5/3/1 Boring But Big, cycle 2, week 3, day 1: Squat`.
    public let label: String
    /// Each exercise's heaviest main line: `Squat 120 kg × 5+`.
    public let preview: String
    public let href: String

    public init(_ today: ProgramToday, localizer: Localizer) {
        programID = today.program.id
        let at = today.session.position
        label = localizer.text("program.today_label", [
            "program": today.program.name, "cycle": String(at.cycle), "week": String(at.week), "day": String(at.day),
            "name": localizer.programDayName(today.session.name, in: today.program.program),
        ])
        preview = today.session.exercises.map { exercise in
            let lines = ProgramSetLine.lines(exercise.sets, localizer: localizer)
            let top = lines.last { $0.kindLabel == nil } ?? lines.last
            let name = localizer.programLiftName(exercise.name, in: today.program.program)
            return top.map { "\(name) \($0.text)" } ?? name
        }.joined(separator: " · ")
        href = "/programs/\(today.program.id)"
    }
}
