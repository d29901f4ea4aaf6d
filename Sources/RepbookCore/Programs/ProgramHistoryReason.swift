import Foundation

/// The reasons a program gives for what it changed (`program.history.*`), as catalog keys with their values: stored
/// with each training max or working weight change and written in the reader's language when shown.
public enum ProgramHistoryReason {
    public typealias Slot = LocalizedText.Slot

    /// `120 kg` as a slot, with the reader's decimal mark.
    static func weight(_ weight: Weight) -> Slot { ProgramText.slot(weight.value, weight.unit) }

    /// `85 %` as a slot, with the reader's decimal mark.
    static func percent(_ value: Double) -> Slot { ProgramText.percentSlot(value) }

    /// The reps of a session (`5, 5, 3`), or "no sets".
    static func reps(_ done: [Int]) -> Slot {
        done.isEmpty ? .localized(LocalizedText("program.history.no_sets")) : .text(done.map(String.init).joined(separator: ", "))
    }

    /// A training max typed when the program started.
    public static let setAtStart = LocalizedText("program.history.set_at_start")
    /// A training max set by hand without a reason.
    public static let setByYou = LocalizedText("program.history.set_by_you")

    /// A training max taken from a suggestion.
    static func suggested(_ suggestion: LocalizedText) -> LocalizedText {
        LocalizedText("program.history.suggested", ["suggestion": .localized(suggestion)])
    }

    /// `90 % of e1RM 116.67 kg (100 kg × 5, Epley) = 105 kg`.
    static func suggestion(percent: Double, e1rm: Weight, set: Weight, reps: Int, formula: String, result: Weight) -> LocalizedText {
        LocalizedText("program.history.suggestion", [
            "percent": self.percent(percent), "e1rm": weight(e1rm), "weight": weight(set), "reps": .integer(reps),
            "formula": .text(formula), "result": weight(result),
        ])
    }

    /// A working weight's start: `65 % of the training max 100 kg`.
    static func startPercent(_ percent: Double, max: Weight) -> LocalizedText {
        LocalizedText("program.history.start_percent", ["percent": self.percent(percent), "max": weight(max)])
    }

    /// An AMRAP set fell short; the training max drops at the cycle's end.
    static func amrapShort(_ lift: String, reps: [Int]) -> LocalizedText {
        LocalizedText("program.history.amrap_short", ["lift": .text(lift), "reps": self.reps(reps)])
    }

    /// An AMRAP table raised the training max: `Squat 1+ set: 4 reps → +5 kg, training max 145 kg`.
    static func amrapUp(_ lift: String, set: String, reps: Int, step: Weight, max: Weight) -> LocalizedText {
        LocalizedText("program.history.amrap_up", [
            "lift": .text(lift), "set": .text(set), "reps": .integer(reps), "step": weight(step), "max": weight(max),
        ])
    }

    /// An AMRAP table kept the training max.
    static func amrapStays(_ lift: String, set: String, reps: Int, max: Weight) -> LocalizedText {
        LocalizedText("program.history.amrap_stays", ["lift": .text(lift), "set": .text(set), "reps": .integer(reps), "max": weight(max)])
    }

    /// The position moved.
    static func next(_ position: ProgramPosition) -> LocalizedText {
        LocalizedText("program.history.next", [
            "cycle": .integer(position.cycle), "week": .integer(position.week), "day": .integer(position.day),
        ])
    }

    /// The cycle's end lowered a training max after `failures` short AMRAPs.
    static func cycleDrop(_ lift: String, failures: Int, percent: Double, max: Weight) -> LocalizedText {
        failures == 1
            ? LocalizedText("program.history.cycle_drop_once", ["lift": .text(lift), "percent": self.percent(percent), "max": weight(max)])
            : LocalizedText("program.history.cycle_drop", [
                "lift": .text(lift), "failures": .integer(failures), "percent": self.percent(percent), "max": weight(max),
            ])
    }

    /// The cycle's end raised a training max by its region's step.
    static func cycleStep(_ lift: String, step: Weight, region: ProgramLift.Region, max: Weight) -> LocalizedText {
        let values: [String: Slot] = ["lift": .text(lift), "step": weight(step), "max": weight(max)]
        return region == .upper
            ? LocalizedText("program.history.cycle_step_upper", values) : LocalizedText("program.history.cycle_step_lower", values)
    }

    /// The cycle's end raised a training max by a percentage.
    static func cyclePercent(_ lift: String, percent: Double, max: Weight) -> LocalizedText {
        LocalizedText("program.history.cycle_percent", ["lift": .text(lift), "percent": self.percent(percent), "max": weight(max)])
    }

    /// Linear: the AMRAP set did not reach the threshold that adds weight.
    static func belowThreshold(_ lift: String, reps: [Int], threshold: Int, weight current: Weight) -> LocalizedText {
        LocalizedText("program.history.below_threshold", [
            "lift": .text(lift), "reps": self.reps(reps), "threshold": .integer(threshold), "weight": weight(current),
        ])
    }

    /// Linear: every set was met.
    static func met(_ lift: String, reps: [Int]) -> LocalizedText {
        LocalizedText("program.history.met", ["lift": .text(lift), "reps": self.reps(reps)])
    }

    /// Linear: the last set reached the threshold.
    static func lastSet(_ lift: String, reps: Int, threshold: Int) -> LocalizedText {
        LocalizedText("program.history.last_set", ["lift": .text(lift), "reps": .integer(reps), "threshold": .integer(threshold)])
    }

    /// Linear: the AMRAP reached the threshold that doubles the step.
    static func doubleStep(_ lift: String, reps: Int, threshold: Int) -> LocalizedText {
        LocalizedText("program.history.double_step", ["lift": .text(lift), "reps": .integer(reps), "threshold": .integer(threshold)])
    }

    /// Linear: the weight went up for `why`.
    static func up(_ why: LocalizedText, step: Weight, weight moved: Weight) -> LocalizedText {
        LocalizedText("program.history.up", ["why": .localized(why), "step": weight(step), "weight": weight(moved)])
    }

    /// Linear: a deload after `limit` missed sessions.
    static func deload(_ lift: String, limit: Int, weight current: Weight, reps: [Int], percent: Double, moved: Weight) -> LocalizedText {
        var values: [String: Slot] = [
            "lift": .text(lift), "weight": weight(current), "reps": self.reps(reps), "percent": self.percent(percent), "moved": weight(moved),
        ]
        guard limit != 1 else { return LocalizedText("program.history.deload_once", values) }
        values["sessions"] = .integer(limit)
        return LocalizedText("program.history.deload", values)
    }

    /// Linear: missed, same weight next time (`failures` of `limit` before a deload, when the rule deloads).
    static func missed(_ lift: String, weight current: Weight, reps: [Int], failures: Int, limit: Int?) -> LocalizedText {
        var values: [String: Slot] = ["lift": .text(lift), "weight": weight(current), "reps": self.reps(reps)]
        guard let limit else { return LocalizedText("program.history.missed", values) }
        values["failures"] = .integer(failures)
        values["limit"] = .integer(limit)
        return LocalizedText("program.history.missed_counting", values)
    }

    /// Staged: the stage was met and the weight goes up.
    static func stageMet(_ lift: String, stage: String, reps: [Int], step: Weight, weight moved: Weight) -> LocalizedText {
        LocalizedText("program.history.stage_met", [
            "lift": .text(lift), "stage": .text(stage), "reps": self.reps(reps), "step": weight(step), "weight": weight(moved),
        ])
    }

    /// Staged: missed, on to the next stage at the same weight.
    static func stageNext(_ lift: String, stage: String, reps: [Int], next: String, weight current: Weight) -> LocalizedText {
        LocalizedText("program.history.stage_next", [
            "lift": .text(lift), "stage": .text(stage), "reps": self.reps(reps), "next": .text(next), "weight": weight(current),
        ])
    }

    /// Staged: the last stage missed, back to the first at a share of a new rep max.
    static func stageResetRepMax(
        _ lift: String, stage: String, reps: [Int], first: String, percent: Double, repMaxReps: Int, repMax: Weight,
        source: LocalizedText, weight restart: Weight
    ) -> LocalizedText {
        LocalizedText("program.history.stage_reset_rm", [
            "lift": .text(lift), "stage": .text(stage), "reps": self.reps(reps), "first": .text(first), "percent": self.percent(percent),
            "rm": .integer(repMaxReps), "repmax": weight(repMax), "source": .localized(source), "weight": weight(restart),
        ])
    }

    /// Staged: the last stage missed, back to the first at its last weight plus a step.
    static func stageResetLast(_ lift: String, stage: String, reps: [Int], first: String, base: Weight, step: Weight, weight restart: Weight)
        -> LocalizedText
    {
        LocalizedText("program.history.stage_reset_last", [
            "lift": .text(lift), "stage": .text(stage), "reps": self.reps(reps), "first": .text(first), "base": weight(base),
            "step": weight(step), "weight": weight(restart),
        ])
    }

    /// Where a new rep max came from: a test at exactly those reps.
    static let repMaxTested = LocalizedText("program.history.rm.tested")
    /// Where a new rep max came from: nothing to estimate from.
    static let repMaxLastWeight = LocalizedText("program.history.rm.last_weight")

    /// Where a new rep max came from: a test of other reps.
    static func repMaxFromTest(reps: Int) -> LocalizedText { LocalizedText("program.history.rm.from_test", ["reps": .integer(reps)]) }

    /// Where a new rep max came from: the session's best set.
    static func repMaxEstimated(_ set: Weight, reps: Int) -> LocalizedText {
        LocalizedText("program.history.rm.estimated", ["weight": weight(set), "reps": .integer(reps)])
    }

    /// Double progression's suggestion for the lift (its words are the coaching rule's).
    static func double(_ lift: String, why: String) -> LocalizedText {
        LocalizedText("program.history.double", ["lift": .text(lift), "why": .text(why)])
    }

    /// RPE: the top set's e1RM became the training max.
    static func rpe(_ lift: String, top: Weight, reps: Int, rpe: Double, percent: Double, max: Weight) -> LocalizedText {
        LocalizedText("program.history.rpe", [
            "lift": .text(lift), "weight": weight(top), "reps": .integer(reps), "rpe": .decimal(rpe), "percent": self.percent(percent),
            "max": weight(max),
        ])
    }
}
