import Foundation

/// The program sheet: every prescribed set of the weeks ahead, grouped as a lifter's spreadsheet is (week, day,
/// exercise, sets), each line with its reason.
public struct ProgramSheetPage: Sendable {
    /// One week of the sheet.
    public struct Week: Sendable, Equatable {
        /// `Cycle 1 · Week 2`, `Cycle 1 · Deload`.
        public let title: String
        public let isDeload: Bool
        public let days: [ProgramDayCard]
    }

    public let id: Int64
    public let name: String
    public let weeks: [Week]
    /// How many weeks it shows, and the other choices as links.
    public let weekCount: Int
    public let weekChoices: [SegmentLink]
    public let programHref: String

    /// The sheet of `running` from `sessions` (as `ProgramSheet.sheet` computes them, in order), `weekCount` weeks.
    public static func make(_ running: UserProgram, sessions: [PrescribedSession], weekCount: Int, localizer: Localizer) -> ProgramSheetPage {
        let (id, program) = (running.id, running.program)
        var weeks: [Week] = []
        var current: [PrescribedSession] = []
        func close() {
            guard let first = current.first else { return }
            let at = first.position
            let weekName = program.weeks.indices.contains(at.week - 1)
                ? localizer.programWeekName(program.weeks[at.week - 1].name) : localizer.text("program.week_number", ["week": String(at.week)])
            weeks.append(Week(
                title: localizer.text("program.cycle_week", ["cycle": String(at.cycle), "week": weekName]), isDeload: first.isDeloadWeek,
                days: current.map { ProgramDayCard($0, program: program, localizer: localizer) }))
            current = []
        }
        for session in sessions {
            if let first = current.first, first.position.cycle != session.position.cycle || first.position.week != session.position.week {
                close()
            }
            current.append(session)
        }
        close()
        let choices = [1, 2, 4, 8, 12].map { count in
            SegmentLink(
                label: localizer.plural("calendar.weeks", count: count), href: "/programs/\(id)/sheet?weeks=\(count)",
                isCurrent: count == weekCount)
        }
        return ProgramSheetPage(
            id: id, name: running.name, weeks: weeks, weekCount: weekCount, weekChoices: choices, programHref: "/programs/\(id)")
    }
}
