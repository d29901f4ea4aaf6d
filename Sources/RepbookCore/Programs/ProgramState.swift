import Foundation

/// Where a lifter stands in a program: the position, the training maxes with their history, each slot's state.
public struct ProgramState: Equatable, Sendable {
    public var position: ProgramPosition
    /// By lift key.
    public var trainingMaxes: [String: TrainingMax]
    /// By slot key.
    public var slots: [String: SlotState]

    public init(position: ProgramPosition, trainingMaxes: [String: TrainingMax], slots: [String: SlotState]) {
        self.position = position
        self.trainingMaxes = trainingMaxes
        self.slots = slots
    }

    /// The state at the program's first day from the user's training maxes (by lift key, in the unit they typed), a
    /// lift without one taking its entry in `suggested` (with the suggestion's reason); working weights start at each
    /// slot's start percentage of its basis lift's training max. `date` is the start day in the user's calendar and
    /// time zone. A lift with neither is refused, naming it.
    public static func start(
        _ program: Program, trainingMaxes: [String: Weight], suggested: [String: TrainingMaxSuggestion] = [:],
        date: LocalDate, reason: LocalizedText = ProgramHistoryReason.setAtStart
    ) throws(DomainError) -> ProgramState {
        try program.validate()
        var maxes: [String: TrainingMax] = [:]
        for lift in program.trainingMaxLifts {
            var reason = reason
            var typed = trainingMaxes[lift.key]
            if typed == nil, let suggestion = suggested[lift.key] {
                typed = suggestion.weight
                reason = ProgramHistoryReason.suggested(suggestion.reason)
            }
            guard let weight = typed else {
                throw .invalid(field: "trainingMaxes.\(lift.key)", message: LocalizedText("error.needs_training_max", ["lift": "\(lift.name)"]))
            }
            guard weight.value > 0, weight.kilograms <= 1000 else {
                throw .invalid(field: "trainingMaxes.\(lift.key)", message:
                    LocalizedText("error.lift_training_max_out_of_range", ["lift": "\(lift.name)"]))
            }
            maxes[lift.key] = TrainingMax(weight, date: date, reason: reason)
        }
        var slots: [String: SlotState] = [:]
        for slot in program.distinctSlots {
            var state = SlotState()
            if slot.usesWorkingWeight, let max = maxes[slot.basisLiftKey]?.current {
                let start = Weight(ProgramText.tidy(max.value * slot.startPercent / 100), max.unit)
                let reason = ProgramHistoryReason.startPercent(slot.startPercent, max: max)
                state.workingWeight = TrainingMax(start, date: date, reason: reason)
            }
            slots[slot.key] = state
        }
        return ProgramState(position: .start, trainingMaxes: maxes, slots: slots)
    }
}
