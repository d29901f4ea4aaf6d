import Foundation

/// The pure rule that turns a program day and the lifter's state into sets with weights, each with its reason.
public enum ProgramPrescriber {
    /// The session at `state.position` for a user of `unit` with the bar and plates `plates` (which must be in `unit`);
    /// reasons say an effort on the user's `effort` scale ("RPE 8" or "2 RIR").
    public static func prescribe(
        _ program: Program, state: ProgramState, plates: PlateSetup, unit: WeightUnit, effort: EffortScale = .rpe
    ) throws(DomainError) -> PrescribedSession {
        try prescribe(program, at: state.position, state: state, plates: plates, unit: unit, effort: effort)
    }

    /// The session at `position` (any cycle; the week and day must be in the program).
    public static func prescribe(
        _ program: Program, at position: ProgramPosition, state: ProgramState, plates: PlateSetup, unit: WeightUnit,
        effort: EffortScale = .rpe
    ) throws(DomainError) -> PrescribedSession {
        guard plates.unit == unit else {
            throw .invalid(
                field: "plates",
                message:
                    LocalizedText("error.plates_are_in_but_user_weighs", ["symbol": "\(plates.unit.symbol)", "symbol2": "\(unit.symbol)"]))
        }
        guard let day = program.day(at: position) else {
            throw .invalid(
                field: "position", message: LocalizedText("error.program_has_no_such_day", ["program": "\(program.name)", "position": "\(position)"]))
        }
        var exercises: [PrescribedExercise] = []
        for slot in day.slots {
            exercises.append(try exercise(slot, program: program, state: state, plates: plates, unit: unit, effort: effort))
        }
        return PrescribedSession(
            position: position, name: day.name, isDeloadWeek: program.weeks[position.week - 1].isDeload,
            exercises: exercises)
    }

    private static func exercise(
        _ slot: ExerciseSlot, program: Program, state: ProgramState, plates: PlateSetup, unit: WeightUnit, effort: EffortScale
    ) throws(DomainError) -> PrescribedExercise {
        guard let lift = program.lift(slot.liftKey) else {
            throw .invalid(
                field: "liftKey", message: LocalizedText("error.no_lift_in", ["liftKey": "\(slot.liftKey)", "program": "\(program.name)"]))
        }
        let slotState = state.slots[slot.key] ?? SlotState()
        let stageIndex = min(slotState.stage, slot.stages.count - 1)
        let stage = slot.stages[stageIndex]
        let trainingMax = state.trainingMaxes[slot.basisLiftKey]?.current
        let working = slotState.workingWeight?.current
        var sets: [PrescribedSet] = []
        var topSet: Double?
        for (index, set) in stage.sets.enumerated() {
            let reps = slotState.targetReps.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? set.reps
            let context = SetContext(
                lift: lift, plates: plates, unit: unit, rounding: program.rounding, trainingMax: trainingMax,
                working: working, topSet: topSet, reps: reps, effort: effort)
            let prescribed = try prescribe(set, context: context, slot: slot)
            if case .rpe = set.load { topSet = prescribed.weight.value }
            sets.append(prescribed)
        }
        return PrescribedExercise(
            slotKey: slot.key, liftKey: lift.key, name: lift.name, stage: slot.stages.count > 1 ? stage.name : "",
            sets: sets)
    }

    /// What one set's computation reads.
    private struct SetContext {
        let lift: ProgramLift
        let plates: PlateSetup
        let unit: WeightUnit
        let rounding: LoadRounding
        let trainingMax: Weight?
        let working: Weight?
        let topSet: Double?
        let reps: Int
        let effort: EffortScale
    }

    private static func prescribe(
        _ set: SetPrescription, context: SetContext, slot: ExerciseSlot
    ) throws(DomainError) -> PrescribedSet {
        let unit = context.unit
        func missing(_ key: String) -> DomainError {
            .invalid(field: "trainingMaxes.\(slot.basisLiftKey)", message: LocalizedText(key, ["lift": .text(context.lift.name)]))
        }
        func loadable(_ target: Double) -> (weight: Double, plates: PlateLoad?) {
            LoadableWeight.round(target, lift: context.lift, setup: context.plates, rounding: context.rounding)
        }
        /// The rounding to a loadable weight, " → 120 kg", when there is one.
        func rounded(_ target: Double, _ weight: Double) -> LocalizedText.Slot {
            ProgramText.tidy(target) == weight ? "" : .localized(LocalizedText("program.reason.rounded", ["weight": ProgramText.slot(weight, unit)]))
        }
        func tidy(_ value: Double) -> LocalizedText.Slot { ProgramText.slot(ProgramText.tidy(value), unit) }
        let repsUpper = set.repsUpper.map { max($0, context.reps) }
        switch set.load {
        case .fixed(let fixed):
            let target = fixed.unit.convert(fixed.value, to: unit)
            let made = loadable(target)
            return PrescribedSet(
                weight: Weight(made.weight, unit), reps: context.reps, repsUpper: repsUpper, amrap: set.amrap,
                kind: set.kind, plates: made.plates?.perSideText,
                reason: LocalizedText("program.reason.as_written", ["target": tidy(target), "rounded": rounded(target, made.weight)]))
        case .percentOfTrainingMax(let percent):
            guard let max = context.trainingMax else { throw missing("error.program.lift_lacks_training_max") }
            let maxValue = max.unit.convert(max.value, to: unit)
            let target = maxValue * percent / 100
            let made = loadable(target)
            return PrescribedSet(
                weight: Weight(made.weight, unit), reps: context.reps, repsUpper: repsUpper, amrap: set.amrap,
                percentOfTrainingMax: percent, kind: set.kind, plates: made.plates?.perSideText,
                reason: LocalizedText(
                    "program.reason.percent_of_tm",
                    [
                        "percent": ProgramText.percentSlot(percent), "max": tidy(maxValue), "target": tidy(target),
                        "rounded": rounded(target, made.weight),
                    ]))
        case .percentOfWorkingWeight(let percent):
            guard let working = context.working else { throw missing("error.program.lift_lacks_working_weight") }
            let base = working.unit.convert(working.value, to: unit)
            let target = base * percent / 100
            let made = loadable(target)
            let reason =
                percent == 100
                ? LocalizedText("program.reason.working_weight", ["base": tidy(base), "rounded": rounded(target, made.weight)])
                : LocalizedText(
                    "program.reason.percent_of_working_weight",
                    [
                        "percent": ProgramText.percentSlot(percent), "base": tidy(base), "target": tidy(target),
                        "rounded": rounded(target, made.weight),
                    ])
            return PrescribedSet(
                weight: Weight(made.weight, unit), reps: context.reps, repsUpper: repsUpper, amrap: set.amrap,
                kind: set.kind, plates: made.plates?.perSideText, reason: reason)
        case .rpe(let rpe):
            guard let max = context.trainingMax else { throw missing("error.program.lift_lacks_estimated_max") }
            guard let share = RPEChart.percent(reps: context.reps, rpe: rpe) else {
                throw .invalid(
                    field: "rpe",
                    message:
                        LocalizedText("error.reps_at_off_rpe_chart", ["reps": "\(context.reps)", "rpe": "\(context.effort.shown(rpe: rpe))"]))
            }
            let maxValue = max.unit.convert(max.value, to: unit)
            let target = maxValue * share / 100
            let made = loadable(target)
            return PrescribedSet(
                weight: Weight(made.weight, unit), reps: context.reps, amrap: set.amrap, rpe: rpe, kind: set.kind,
                plates: made.plates?.perSideText,
                reason: LocalizedText(
                    "program.reason.rpe",
                    [
                        "reps": .integer(context.reps), "effort": .text(context.effort.shown(rpe: rpe)),
                        "percent": ProgramText.percentSlot(ProgramText.tidy(share)), "max": tidy(maxValue), "target": tidy(target),
                        "rounded": rounded(target, made.weight),
                    ]))
        case .percentOfTopSet(let percent):
            guard let top = context.topSet else {
                throw .invalid(field: "load", message: LocalizedText("error.has_back_off_set_without_top", ["lift": "\(context.lift.name)"]))
            }
            let target = top * percent / 100
            let made = loadable(target)
            return PrescribedSet(
                weight: Weight(made.weight, unit), reps: context.reps, amrap: set.amrap, kind: set.kind,
                plates: made.plates?.perSideText,
                reason: LocalizedText(
                    "program.reason.percent_of_top_set",
                    [
                        "percent": ProgramText.percentSlot(percent), "top": ProgramText.slot(top, unit), "target": tidy(target),
                        "rounded": rounded(target, made.weight),
                    ]))
        }
    }
}
