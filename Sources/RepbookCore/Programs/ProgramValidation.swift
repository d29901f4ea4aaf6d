import Foundation

extension Program {
    /// The most weeks in a cycle, days in a week, slots in a day, stages in a slot and sets in a stage.
    public static let limits = (weeks: 16, days: 7, slots: 12, stages: 6, sets: 20)
    /// The longest slug, lift key or slot key, in characters (as the store keeps them).
    public static let keyLength = 80

    /// Checks an edited program; the error names the field, such as `weeks[0].days[1].slots[0].stages[0].sets[2].reps`.
    public func validate() throws(DomainError) {
        try Self.require(!slug.trimmingCharacters(in: .whitespaces).isEmpty, "slug", LocalizedText("error.program_rule.slug_missing"))
        try Self.require(!name.trimmingCharacters(in: .whitespaces).isEmpty, "name", LocalizedText("error.program_rule.name_missing"))
        try Self.require(slug.unicodeScalars.count <= Self.keyLength, "slug",
            LocalizedText("error.program_rule.slug_too_long", ["maximum": .integer(Self.keyLength)]))
        try Self.require(name.unicodeScalars.count <= 120, "name", LocalizedText("error.program_rule.name_too_long", ["maximum": 120]))
        try Self.require(
            (1...Self.limits.weeks).contains(weeks.count), "weeks",
                LocalizedText("error.program_rule.weeks_range", ["maximum": .integer(Self.limits.weeks)]))
        try validateLifts()
        var cycleRuleLifts: [String: String] = [:]
        for (weekIndex, week) in weeks.enumerated() {
            let weekField = "weeks[\(weekIndex)]"
            try Self.require(
                (1...Self.limits.days).contains(week.days.count), "\(weekField).days",
                LocalizedText("error.program_rule.days_range", ["maximum": .integer(Self.limits.days)]))
            try Self.require(
                week.days.count == daysPerWeek, "\(weekField).days",
                LocalizedText("error.program_rule.days_uneven", ["expected": .integer(daysPerWeek), "count": .integer(week.days.count)]))
            for (dayIndex, day) in week.days.enumerated() {
                let dayField = "\(weekField).days[\(dayIndex)]"
                try Self.require(
                    (1...Self.limits.slots).contains(day.slots.count), "\(dayField).slots",
                    LocalizedText("error.program_rule.slots_range", ["maximum": .integer(Self.limits.slots)]))
                try Self.require(
                    Set(day.slots.map(\.key)).count == day.slots.count, "\(dayField).slots",
                    LocalizedText("error.program_rule.slot_key_twice"))
                for (slotIndex, slot) in day.slots.enumerated() {
                    let slotField = "\(dayField).slots[\(slotIndex)]"
                    try validate(slot, field: slotField)
                    if slot.rule.isCycleRule {
                        if let other = cycleRuleLifts[slot.basisLiftKey], other != slot.key {
                            throw .invalid(
                                field: "\(slotField).rule",
                                message: LocalizedText("error.program_rule.cycle_rule_twice",
                                    ["first": .text(other), "second": .text(slot.key), "lift": .text(slot.basisLiftKey)]))
                        }
                        cycleRuleLifts[slot.basisLiftKey] = slot.key
                    }
                }
            }
        }
    }

    private func validateLifts() throws(DomainError) {
        try Self.require(!lifts.isEmpty, "lifts", LocalizedText("error.program_rule.lifts_missing"))
        try Self.require(Set(lifts.map(\.key)).count == lifts.count, "lifts", LocalizedText("error.program_rule.lift_key_twice"))
        for (index, lift) in lifts.enumerated() {
            try Self.require(!lift.key.isEmpty, "lifts[\(index)].key", LocalizedText("error.program_rule.lift_key_missing"))
            try Self.require(
                lift.key.unicodeScalars.count <= Self.keyLength, "lifts[\(index)].key",
                    LocalizedText("error.program_rule.lift_key_too_long", ["maximum": .integer(Self.keyLength)]))
            try Self.require(
                !lift.name.trimmingCharacters(in: .whitespaces).isEmpty, "lifts[\(index)].name",
                    LocalizedText("error.program_rule.lift_name_missing"))
            if case .steps(let step) = lift.loading {
                try Self.require(
                    step.kilograms > 0 && step.pounds > 0, "lifts[\(index)].loading",
                    LocalizedText("error.program_rule.lift_step_zero"))
            }
        }
    }

    private func validate(_ slot: ExerciseSlot, field: String) throws(DomainError) {
        try Self.require(!slot.key.isEmpty, "\(field).key", LocalizedText("error.program_rule.slot_key_missing"))
        try Self.require(
            slot.key.unicodeScalars.count <= Self.keyLength, "\(field).key",
                LocalizedText("error.program_rule.slot_key_too_long", ["maximum": .integer(Self.keyLength)]))
        try Self.require(lift(slot.liftKey) != nil, "\(field).liftKey",
            LocalizedText("error.program_rule.unknown_lift", ["key": .text(slot.liftKey)]))
        try Self.require(
            lift(slot.basisLiftKey) != nil, "\(field).basisLiftKey",
                LocalizedText("error.program_rule.unknown_lift", ["key": .text(slot.basisLiftKey)]))
        try Self.require(
            (1...Self.limits.stages).contains(slot.stages.count), "\(field).stages",
            LocalizedText("error.program_rule.stages_range", ["maximum": .integer(Self.limits.stages)]))
        try Self.require(
            slot.startPercent > 0 && slot.startPercent <= 150, "\(field).startPercent",
            LocalizedText("error.program_rule.start_percent_range"))
        for (stageIndex, stage) in slot.stages.enumerated() {
            let stageField = "\(field).stages[\(stageIndex)]"
            try Self.require(
                (1...Self.limits.sets).contains(stage.sets.count), "\(stageField).sets",
                LocalizedText("error.program_rule.sets_range", ["maximum": .integer(Self.limits.sets)]))
            var sawTopSet = false
            for (setIndex, set) in stage.sets.enumerated() {
                try Self.validate(set, field: "\(stageField).sets[\(setIndex)]", topSetBefore: sawTopSet)
                if case .rpe = set.load { sawTopSet = true }
            }
        }
        try validate(slot.rule, of: slot, field: "\(field).rule")
    }

    private static func validate(_ set: SetPrescription, field: String, topSetBefore: Bool) throws(DomainError) {
        try require((1...100).contains(set.reps), "\(field).reps", LocalizedText("error.program_rule.reps_range"))
        if let upper = set.repsUpper {
            try require(
                (set.reps...100).contains(upper), "\(field).repsUpper",
                    LocalizedText("error.program_rule.reps_upper_range", ["reps": .integer(set.reps)]))
        }
        switch set.load {
        case .fixed(let weight):
            try require(
                weight.value >= 0 && weight.kilograms <= 1000, "\(field).weight", LocalizedText("error.program_rule.fixed_weight_range"))
        case .percentOfTrainingMax(let percent), .percentOfWorkingWeight(let percent):
            try require(percent > 0 && percent <= 150, "\(field).percent", LocalizedText("error.program_rule.percent_range"))
        case .percentOfTopSet(let percent):
            try require(percent > 0 && percent <= 100, "\(field).percent", LocalizedText("error.program_rule.backoff_percent_range"))
            try require(topSetBefore, "\(field).load", LocalizedText("error.program_rule.backoff_needs_top_set"))
        case .rpe(let rpe):
            try require((5...10).contains(rpe), "\(field).rpe", LocalizedText("error.program_rule.rpe_range"))
            try require(set.reps <= RPEChart.maximumReps, "\(field).reps",
                LocalizedText("error.program_rule.rpe_reps_too_many", ["maximum": .integer(RPEChart.maximumReps)]))
        }
    }

    private func validate(_ rule: SlotRule, of slot: ExerciseSlot, field: String) throws(DomainError) {
        switch rule {
        case .none, .trainingMaxPerCycle, .rpeEstimate:
            return
        case .trainingMaxPercentPerCycle(let percent):
            try Self.require(percent > 0 && percent <= 20, "\(field).percent", LocalizedText("error.program_rule.cycle_increase_range"))
        case .amrapTable(let table, let setIndex):
            try Self.require(!table.rows.isEmpty, "\(field).table", LocalizedText("error.program_rule.amrap_table_empty"))
            try Self.require(
                slot.stages.allSatisfy { $0.sets.indices.contains(setIndex) && $0.sets[setIndex].amrap },
                "\(field).setIndex", LocalizedText("error.program_rule.amrap_table_set"))
        case .linear(let linear):
            try Self.require(linear.increment.kilograms > 0 && linear.increment.pounds > 0, "\(field).increment",
                LocalizedText("error.program_rule.increment_zero"))
            try Self.require(Self.deloadPercentRange.contains(linear.deloadPercent), "\(field).deloadPercent",
                LocalizedText("error.program_rule.deload_percent_range"))
            try Self.require(slot.usesWorkingWeight, "\(field)", LocalizedText("error.program_rule.linear_needs_working_weight"))
        case .staged(let staged):
            try Self.require(staged.increment.kilograms > 0 && staged.increment.pounds > 0, "\(field).increment",
                LocalizedText("error.program_rule.increment_zero"))
            try Self.require(slot.stages.count >= 2, "\(field)", LocalizedText("error.program_rule.staged_needs_two_stages"))
            try Self.require(slot.usesWorkingWeight, "\(field)", LocalizedText("error.program_rule.staged_needs_working_weight"))
            if case .newRepMax(let reps, let percent) = staged.reset {
                try Self.require((1...12).contains(reps), "\(field).reset.reps", LocalizedText("error.program_rule.reset_reps_range"))
                try Self.require(percent > 0 && percent <= 100, "\(field).reset.percent", LocalizedText("error.program_rule.reset_percent_range"))
            }
        case .double(let increment):
            try Self.require(increment.kilograms > 0 && increment.pounds > 0, "\(field).increment",
                LocalizedText("error.program_rule.increment_zero"))
            try Self.require(slot.usesWorkingWeight, "\(field)", LocalizedText("error.program_rule.double_needs_working_weight"))
            try Self.require(
                slot.stages.allSatisfy { $0.sets.allSatisfy { $0.repsUpper != nil } }, "\(field)",
                LocalizedText("error.program_rule.double_needs_rep_range"))
        }
    }

    private static let deloadPercentRange: ClosedRange<Double> = 1...50

    private static func require(_ condition: Bool, _ field: String, _ message: LocalizedText) throws(DomainError) {
        if !condition { throw .invalid(field: field, message: message) }
    }
}

extension SlotRule {
    /// Whether the rule runs at the end of a cycle rather than after each session.
    var isCycleRule: Bool {
        switch self {
        case .trainingMaxPerCycle, .trainingMaxPercentPerCycle: true
        default: false
        }
    }
}
