import Foundation

/// The session rules that move one slot's own state: linear, staged (GZCLP), double progression, RPE estimate.
enum SlotRules {
    /// Linear: up on success (doubled, or only, past an AMRAP threshold); down after repeated failures.
    static func linear(
        _ rule: LinearRule, outcome: SlotOutcome, slot: inout SlotState, key: String, name: String, date: LocalDate
    ) -> [ProgramChange] {
        guard let working = slot.workingWeight else { return [] }
        let current = working.current
        let step = rule.increment.value(in: current.unit)
        if outcome.met {
            slot.failures = 0
            var add = step
            var why = ProgramHistoryReason.met(name, reps: outcome.reps)
            if let threshold = rule.addOnlyWhenAmrapReaches {
                guard let reps = outcome.amrapReps, reps >= threshold else {
                    return [ProgramChange(
                        kind: .workingWeight, key: key,
                        reason: ProgramHistoryReason.belowThreshold(name, reps: outcome.reps, threshold: threshold, weight: current))]
                }
                why = ProgramHistoryReason.lastSet(name, reps: reps, threshold: threshold)
            }
            if let threshold = rule.doubleWhenAmrapReaches, let reps = outcome.amrapReps, reps >= threshold {
                add = step * 2
                why = ProgramHistoryReason.doubleStep(name, reps: reps, threshold: threshold)
            }
            let moved = Weight(ProgramText.tidy(current.value + add), current.unit)
            let reason = ProgramHistoryReason.up(why, step: Weight(add, current.unit), weight: moved)
            slot.workingWeight = working.setting(moved, date: date, reason: reason)
            return [ProgramChange(kind: .workingWeight, key: key, reason: reason)]
        }
        slot.failures += 1
        if let limit = rule.deloadAfterFailures, slot.failures >= limit {
            slot.failures = 0
            let moved = Weight(ProgramText.tidy(current.value * (1 - rule.deloadPercent / 100)), current.unit)
            let reason = ProgramHistoryReason.deload(
                name, limit: limit, weight: current, reps: outcome.reps, percent: rule.deloadPercent, moved: moved)
            slot.workingWeight = working.setting(moved, date: date, reason: reason)
            return [ProgramChange(kind: .workingWeight, key: key, reason: reason)]
        }
        return [ProgramChange(
            kind: .failures, key: key,
            reason: ProgramHistoryReason.missed(
                name, weight: current, reps: outcome.reps, failures: slot.failures, limit: rule.deloadAfterFailures))]
    }

    /// GZCLP: up on success, next stage at the same weight on failure, reset after the last stage.
    static func staged(
        _ rule: StagedRule, outcome: SlotOutcome, exercise: LoggedExercise, program slot: ExerciseSlot,
        state: inout SlotState, name: String, date: LocalDate, formula: OneRepMaxFormula
    ) -> [ProgramChange] {
        guard let working = state.workingWeight else { return [] }
        let current = working.current
        let stageName = slot.stages[min(state.stage, slot.stages.count - 1)].name
        if outcome.met {
            let step = rule.increment.value(in: current.unit)
            let moved = Weight(ProgramText.tidy(current.value + step), current.unit)
            let reason = ProgramHistoryReason.stageMet(name, stage: stageName, reps: outcome.reps, step: Weight(step, current.unit), weight: moved)
            state.workingWeight = working.setting(moved, date: date, reason: reason)
            return [ProgramChange(kind: .workingWeight, key: slot.key, reason: reason)]
        }
        if state.stage < slot.stages.count - 1 {
            if state.stage == 0 { state.firstStageWeight = current }
            state.stage += 1
            return [ProgramChange(
                kind: .stage, key: slot.key,
                reason: ProgramHistoryReason.stageNext(
                    name, stage: stageName, reps: outcome.reps, next: slot.stages[state.stage].name, weight: current))
            ]
        }
        state.stage = 0
        let first = slot.stages[0].name
        let restart: Weight
        let reason: LocalizedText
        switch rule.reset {
        case .newRepMax(let reps, let percent):
            let (repMax, source) = newRepMax(reps: reps, exercise: exercise, unit: current.unit, formula: formula)
                ?? (current.value, ProgramHistoryReason.repMaxLastWeight)
            let value = ProgramText.tidy(repMax * percent / 100)
            restart = Weight(value, current.unit)
            reason = ProgramHistoryReason.stageResetRepMax(
                name, stage: stageName, reps: outcome.reps, first: first, percent: percent, repMaxReps: reps,
                repMax: Weight(ProgramText.tidy(repMax), current.unit), source: source, weight: restart)
        case .lastFirstStagePlus(let step):
            let base = state.firstStageWeight ?? current
            let add = step.value(in: base.unit)
            restart = Weight(ProgramText.tidy(base.value + add), base.unit)
            reason = ProgramHistoryReason.stageResetLast(
                name, stage: stageName, reps: outcome.reps, first: first, base: base, step: Weight(add, base.unit), weight: restart)
        }
        state.workingWeight = working.setting(restart, date: date, reason: reason)
        return [
            ProgramChange(kind: .stage, key: slot.key, reason: reason),
            ProgramChange(kind: .workingWeight, key: slot.key, reason: reason),
        ]
    }

    /// A new `reps`-rep max in `unit`: the logged test (estimated to `reps` when done for other reps), else estimated
    /// from the session's best working set with `formula`.
    private static func newRepMax(
        reps: Int, exercise: LoggedExercise, unit: WeightUnit, formula: OneRepMaxFormula
    ) -> (Double, LocalizedText)? {
        if let test = exercise.repMaxTest, let weight = test.weight?.value(in: unit), let done = test.reps {
            if done == reps { return (weight, ProgramHistoryReason.repMaxTested) }
            if let estimate = formula.estimate(kilograms: weight, reps: done) {
                return (RepMaxEstimate.weight(forReps: reps, oneRepMax: estimate, formula: formula), ProgramHistoryReason.repMaxFromTest(reps: done))
            }
        }
        guard let best = RepMaxEstimate.best(exercise.workingSets, in: unit, formula: formula) else { return nil }
        return (
            RepMaxEstimate.weight(forReps: reps, oneRepMax: best.oneRepMax, formula: formula),
            ProgramHistoryReason.repMaxEstimated(Weight(best.weight, unit), reps: best.reps)
        )
    }

    /// Double progression through the existing rule: the next weight and each set's rep target.
    static func double(
        _ increment: LoadStep, sets: [SetPrescription], logged: [SetValues], state: inout SlotState, key: String,
        name: String, date: LocalDate
    ) -> [ProgramChange] {
        guard let working = state.workingWeight, let first = sets.first else { return [] }
        let progression = Progression(rule: .double, increment: increment.weight(in: working.current.unit))
        guard
              let range = RepRange(first.reps, first.repsUpper ?? first.reps),
              let suggestion = ProgressionRule.suggest(
                progression, sets: sets.count, range: range, kind: .weightAndReps, history: [logged]) else { return [] }
        var changes: [ProgramChange] = []
        let reason = ProgramHistoryReason.double(name, why: suggestion.reason)
        if let weight = suggestion.sets.first?.weight, weight != working.current {
            let moved = Weight(weight.unit.convert(weight.value, to: working.current.unit), working.current.unit)
            state.workingWeight = working.setting(
                Weight(ProgramText.tidy(moved.value), moved.unit), date: date, reason: reason)
            changes.append(ProgramChange(kind: .workingWeight, key: key, reason: reason))
        }
        state.targetReps = suggestion.sets.map(\.reps)
        changes.append(ProgramChange(kind: .targetReps, key: key, reason: reason))
        return changes
    }

    /// The training max becomes the e1RM the top set's weight, reps and logged RPE imply (RPE chart).
    static func rpeEstimate(
        sets: [SetPrescription], logged: [SetValues], state: inout ProgramState, slot: ExerciseSlot, name: String,
        date: LocalDate
    ) -> ProgramChange? {
        guard let index = sets.firstIndex(where: { if case .rpe = $0.load { true } else { false } }),
              logged.indices.contains(index), let max = state.trainingMaxes[slot.basisLiftKey] else { return nil }
        let top = logged[index]
        guard let rpe = top.rpe, let reps = top.reps, let weight = top.weight,
              let share = RPEChart.percent(reps: reps, rpe: rpe) else { return nil }
        let unit = max.current.unit
        let value = ProgramText.tidy(weight.value(in: unit) / (share / 100))
        let reason = ProgramHistoryReason.rpe(
            name, top: weight, reps: reps, rpe: rpe, percent: ProgramText.tidy(share), max: Weight(value, unit))
        state.trainingMaxes[slot.basisLiftKey] = max.setting(Weight(value, unit), date: date, reason: reason)
        return ProgramChange(kind: .trainingMax, key: slot.basisLiftKey, reason: reason)
    }
}
