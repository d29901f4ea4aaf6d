import Foundation

/// One exercise slot's state as the program page shows it: its stage and working weight, for slots that have them.
public struct ProgramSlotRow: Sendable, Equatable {
    /// `Squat (T1)`: the lift, and its tier when one lift has several tiered slots.
    public let name: String
    /// `Stage 2 of 3: 6x2+`, or nil for a slot without stages.
    public let stage: String?
    /// `Working weight 85 kg`, or nil.
    public let workingWeight: String?
    /// The latest change's reason, or nil.
    public let lastChange: String?
    /// The stage and the working weight in one line: `Stage 2 of 3: 6x2+ · Working weight 85 kg`.
    public let detail: String

    /// The rows of `program`'s slots that have a stage or a working weight, in cycle order.
    static func rows(_ program: Program, state: ProgramState, unit: WeightUnit, localizer: Localizer) -> [ProgramSlotRow] {
        let slots = program.distinctSlots
        let perLift = Dictionary(grouping: slots, by: \.liftKey).mapValues(\.count)
        return slots.compactMap { slot in
            let slotState = state.slots[slot.key] ?? SlotState()
            let staged = slot.stages.count > 1
            guard staged || slotState.workingWeight != nil else { return nil }
            let liftName = program.lift(slot.liftKey).map { localizer.programLiftName($0.name, in: program) } ?? slot.liftKey
            let index = min(max(slotState.stage, 0), slot.stages.count - 1)
            let tier = slot.key.split(separator: "-").last.map { $0.uppercased() } ?? ""
            let suffix = (perLift[slot.liftKey] ?? 1) > 1 && tier.hasPrefix("T") && tier.count == 2 ? " (\(tier))" : ""
            let stage =
                staged
                ? localizer.text(
                    "program.stage", ["stage": String(index + 1), "stages": String(slot.stages.count), "name": slot.stages[index].name])
                : nil
            let working = slotState.workingWeight.map {
                localizer.text("program.working_weight", ["weight": TrainingMaxCard.weight($0.current, unit: unit, localizer)])
            }
            return ProgramSlotRow(
                name: liftName + suffix, stage: stage, workingWeight: working,
                lastChange: slotState.workingWeight?.history.last.map { localizer.text($0.reason) },
                detail: [stage, working].compactMap { $0 }.joined(separator: " · "))
        }
    }
}
