import Foundation

/// A lifter's program: where they are, today's day with every set and its reason, the training maxes with their
/// dated history, each slot's stage, and the actions (start today's session, skip or move the day, the sheet, share, end, delete).
public struct ProgramPage: Sendable {
    public let id: Int64
    public let name: String
    /// `Cycle 2 · Week 3 · Day 1`.
    public let position: String
    public let today: ProgramDayCard
    public let trainingMaxes: [TrainingMaxCard]
    public let slots: [ProgramSlotRow]
    public let hasSlots: Bool
    public let isActive: Bool
    /// The name of the workout in progress, when one is: the start button then offers to resume it instead.
    public let workoutInProgress: String?
    public let skipAction: String
    /// Where a lift's new training max is sent (`lift`, `weight`, `reason`).
    public let trainingMaxAction: String
    /// The user's unit symbol.
    public let unit: String
    public let sheetHref: String
    /// Share, move to a day, end, delete.
    public let controls: ProgramControls

    /// The page for `running` with `today` prescribed for it; `workoutInProgress` names the workout in progress, if any.
    public static func make(
        _ running: UserProgram, today: PrescribedSession, workoutInProgress: String?, settings: UserSettings, localizer: Localizer
    ) -> ProgramPage {
        let (id, program, state) = (running.id, running.program, running.state)
        let unit = settings.weightUnit
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let maxes = program.trainingMaxLifts.compactMap { lift in
            state.trainingMaxes[lift.key].map {
                TrainingMaxCard(
                    liftKey: lift.key, name: localizer.programLiftName(lift.name, in: program), max: $0, unit: unit, format: format,
                    localizer: localizer)
            }
        }
        let slots = ProgramSlotRow.rows(program, state: state, unit: unit, localizer: localizer)
        return ProgramPage(
            id: id, name: running.name, position: localizer.programPosition(state.position),
            today: ProgramDayCard(today, program: running.program, localizer: localizer), trainingMaxes: maxes, slots: slots,
            hasSlots: !slots.isEmpty,
            isActive: running.isActive,
            workoutInProgress: workoutInProgress, skipAction: "/programs/\(id)/skip", trainingMaxAction: "/programs/\(id)/training-max",
            unit: unit.symbol,
            sheetHref: "/programs/\(id)/sheet", controls: ProgramControls.make(running, localizer: localizer))
    }
}
