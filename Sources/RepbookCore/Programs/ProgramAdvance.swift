import Foundation

/// The pure rule run when a program day is finished: each slot's session rule, then the next day, and the cycle's
/// rules when the day ended a cycle. Skipping a day is advancing with no exercises: nothing but the position moves.
public enum ProgramAdvance {
    /// The state after `logged` was done at `state.position`, and every change with its reason. `formula` is the user's
    /// e1RM formula (GZCLP's reset estimates a 5RM with it when no test was logged).
    public static func advance(
        _ state: ProgramState, program: Program, logged: LoggedSession, formula: OneRepMaxFormula = .epley
    ) throws(DomainError) -> (state: ProgramState, changes: [ProgramChange]) {
        guard let day = program.day(at: state.position) else {
            throw .invalid(
                field: "position",
                message: LocalizedText("error.program_has_no_such_day", ["program": "\(program.name)", "position": "\(state.position)"]))
        }
        for key in logged.exercises.keys.sorted() where !day.slots.contains(where: { $0.key == key }) {
            throw .invalid(
                field: "exercises.\(key)", message: LocalizedText("error.program.day_lacks_exercise_key", ["day": "\(day.name)", "key": "\(key)"]))
        }
        var next = state
        var changes: [ProgramChange] = []
        let date = logged.date
        for slot in day.slots {
            guard let exercise = logged.exercises[slot.key], !exercise.workingSets.isEmpty || exercise.repMaxTest != nil else {
                continue
            }
            var slotState = next.slots[slot.key] ?? SlotState()
            let sets = slot.sets(atStage: slotState.stage)
            let outcome = SlotOutcome.judge(sets, targetReps: slotState.targetReps, logged: exercise.workingSets)
            let liftName = program.lift(slot.liftKey)?.name ?? slot.liftKey
            let region = program.lift(slot.basisLiftKey)?.region ?? .upper
            switch slot.rule {
            case .none, .trainingMaxPercentPerCycle:
                break
            case .trainingMaxPerCycle(_, _, let drop):
                if outcome.amrapShort, drop != nil {
                    slotState.failures += 1
                    changes.append(
                        ProgramChange(
                            kind: .failures, key: slot.key,
                            reason: ProgramHistoryReason.amrapShort(liftName, reps: outcome.reps)))
                }
            case .amrapTable(let table, let setIndex):
                let reps = exercise.workingSets.indices.contains(setIndex) ? exercise.workingSets[setIndex].reps : nil
                if let reps, let max = next.trainingMaxes[slot.basisLiftKey] {
                    let label = sets[setIndex].repsText
                    if let row = table.row(for: reps) {
                        let step = (region == .upper ? row.upper : row.lower).value(in: max.current.unit)
                        let moved = Weight(ProgramText.tidy(max.current.value + step), max.current.unit)
                        let reason = ProgramHistoryReason.amrapUp(liftName, set: label, reps: reps, step: Weight(step, moved.unit), max: moved)
                        next.trainingMaxes[slot.basisLiftKey] = max.setting(moved, date: date, reason: reason)
                        changes.append(ProgramChange(kind: .trainingMax, key: slot.basisLiftKey, reason: reason))
                    } else {
                        changes.append(
                            ProgramChange(
                                kind: .trainingMax, key: slot.basisLiftKey,
                                reason: ProgramHistoryReason.amrapStays(liftName, set: label, reps: reps, max: max.current)))
                    }
                }
            case .linear(let rule):
                changes += SlotRules.linear(rule, outcome: outcome, slot: &slotState, key: slot.key, name: liftName, date: date)
            case .staged(let rule):
                changes += SlotRules.staged(
                    rule, outcome: outcome, exercise: exercise, program: slot, state: &slotState, name: liftName, date: date,
                    formula: formula)
            case .double(let increment):
                changes += SlotRules.double(
                    increment, sets: sets, logged: exercise.workingSets, state: &slotState, key: slot.key, name: liftName,
                    date: date)
            case .rpeEstimate:
                if let change = SlotRules.rpeEstimate(sets: sets, logged: exercise.workingSets, state: &next, slot: slot, name: liftName, date: date)
                {
                    changes.append(change)
                }
            }
            next.slots[slot.key] = slotState
        }
        let (position, endsCycle) = state.position.next(in: program)
        next.position = position
        if endsCycle { changes += endCycle(program, state: &next, date: date) }
        changes.append(ProgramChange(kind: .position, key: "", reason: ProgramHistoryReason.next(position)))
        return (next, changes)
    }

    /// The cycle's rules: each per-cycle slot moves its basis lift's training max once.
    private static func endCycle(_ program: Program, state: inout ProgramState, date: LocalDate) -> [ProgramChange] {
        var changes: [ProgramChange] = []
        for slot in program.distinctSlots {
            guard let max = state.trainingMaxes[slot.basisLiftKey] else { continue }
            let name = program.lift(slot.basisLiftKey)?.name ?? slot.basisLiftKey
            let current = max.current
            var moved: Weight?
            var reason = LocalizedText("")
            switch slot.rule {
            case .trainingMaxPerCycle(let upper, let lower, let drop):
                let failures = state.slots[slot.key]?.failures ?? 0
                if let drop, failures > 0 {
                    moved = Weight(ProgramText.tidy(current.value * (1 - drop / 100)), current.unit)
                    reason = ProgramHistoryReason.cycleDrop(name, failures: failures, percent: drop, max: moved!)
                } else {
                    let region = program.lift(slot.basisLiftKey)?.region ?? .upper
                    let step = (region == .upper ? upper : lower).value(in: current.unit)
                    moved = Weight(ProgramText.tidy(current.value + step), current.unit)
                    reason = ProgramHistoryReason.cycleStep(name, step: Weight(step, current.unit), region: region, max: moved!)
                }
                state.slots[slot.key]?.failures = 0
            case .trainingMaxPercentPerCycle(let percent):
                moved = Weight(ProgramText.tidy(current.value * (1 + percent / 100)), current.unit)
                reason = ProgramHistoryReason.cyclePercent(name, percent: percent, max: moved!)
            default:
                continue
            }
            if let moved {
                state.trainingMaxes[slot.basisLiftKey] = max.setting(moved, date: date, reason: reason)
                changes.append(ProgramChange(kind: .trainingMax, key: slot.basisLiftKey, reason: reason))
            }
        }
        return changes
    }
}
