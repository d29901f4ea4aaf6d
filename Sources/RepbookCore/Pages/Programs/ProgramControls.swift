import Foundation

/// The program page's controls: share it, move to another day of the cycle (week and day selects), end it, delete it.
/// A running program has them all; an ended one only share and delete.
public struct ProgramControls: Sendable, Equatable {
    public let shareHref: String
    public let moveAction: String
    public let weeks: [SelectOption]
    public let days: [SelectOption]
    /// Whether the cycle has more than one week (a one-week cycle needs no week select).
    public let hasWeekChoice: Bool
    public let endAction: String
    public let deleteAction: String
    /// `5/3/1 Boring But Big ended: it shows as it was, read-only.`, or nil while it runs.
    public let endedNote: String?

    /// The controls of `running`, its selects on the current week and day.
    public static func make(_ running: UserProgram, localizer: Localizer) -> ProgramControls {
        let (id, program, at) = (running.id, running.program, running.state.position)
        let weeks = program.weeks.indices.map { index in
            SelectOption(
                value: "\(index + 1)", label: localizer.text("program.week_number", ["week": String(index + 1)]), isSelected: index + 1 == at.week)
        }
        let days = (program.weeks.first?.days ?? []).enumerated().map { index, day in
            SelectOption(
                value: "\(index + 1)", label: localizer.text(
                    "program.day_title", ["day": String(index + 1), "name": localizer.programDayName(day.name, in: program)]),
                isSelected: index + 1 == at.day)
        }
        return ProgramControls(
            shareHref: "/programs/\(id)/share", moveAction: "/programs/\(id)/move", weeks: weeks, days: days,
            hasWeekChoice: weeks.count > 1, endAction: "/programs/\(id)/end", deleteAction: "/programs/\(id)/delete",
            endedNote: running.isActive ? nil : localizer.text("program.ended_note", ["name": program.name]))
    }
}
