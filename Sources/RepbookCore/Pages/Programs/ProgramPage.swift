import Foundation

/// A lifter's program: where they are, today's day with every set and its reason, the training maxes with their
/// dated history, each slot's stage, and the actions (start today's session, skip the day, the sheet).
public struct ProgramPage: Sendable {
    public let id: Int64
    public let name: String
    /// `5/3/1 Boring But Big`, the library program it was copied from.
    public let programName: String
    /// `Cycle 2 · Week 3 · Day 1`.
    public let position: String
    /// `Week 3` or `Deload`.
    public let weekName: String
    public let today: ProgramDayCard
    public let trainingMaxes: [TrainingMaxCard]
    public let slots: [ProgramSlotRow]
    public let hasSlots: Bool
    public let isActive: Bool
    /// The name of the workout in progress, when one is: the start button then offers to resume it instead.
    public let workoutInProgress: String?
    public let startAction: String
    public let skipAction: String
    public let sheetHref: String

    /// The page for program `id` named `name`, copied from `program`, at `state`, with `today` prescribed for it.
    public static func make(
        id: Int64, name: String, program: Program, state: ProgramState, today: PrescribedSession, isActive: Bool,
        workoutInProgress: String?, settings: UserSettings
    ) -> ProgramPage {
        let unit = settings.weightUnit
        let format = DisplayFormat(settings: settings)
        let maxes = program.trainingMaxLifts.compactMap { lift in
            state.trainingMaxes[lift.key].map { TrainingMaxCard(liftKey: lift.key, name: lift.name, max: $0, unit: unit, format: format) }
        }
        let slots = ProgramSlotRow.rows(program, state: state, unit: unit)
        let week = program.weeks.indices.contains(state.position.week - 1) ? program.weeks[state.position.week - 1].name : ""
        return ProgramPage(
            id: id, name: name, programName: program.name, position: ProgramDayCard.position(state.position), weekName: week,
            today: ProgramDayCard(today), trainingMaxes: maxes, slots: slots, hasSlots: !slots.isEmpty, isActive: isActive,
            workoutInProgress: workoutInProgress, startAction: "/programs/\(id)/start", skipAction: "/programs/\(id)/skip",
            sheetHref: "/programs/\(id)/sheet")
    }
}
