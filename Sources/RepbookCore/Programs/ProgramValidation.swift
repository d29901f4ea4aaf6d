import Foundation

extension Program {
    /// The most weeks in a cycle, days in a week, slots in a day, stages in a slot and sets in a stage.
    public static let limits = (weeks: 16, days: 7, slots: 12, stages: 6, sets: 20)
    /// The longest slug, lift key or slot key, in characters (as the store keeps them).
    public static let keyLength = 80

    /// Checks an edited program; the error names the field, such as `weeks[0].days[1].slots[0].stages[0].sets[2].reps`.
    public func validate() throws(DomainError) {
        try Self.require(!slug.trimmingCharacters(in: .whitespaces).isEmpty, "slug", "A program needs a slug.")
        try Self.require(!name.trimmingCharacters(in: .whitespaces).isEmpty, "name", "A program needs a name.")
        try Self.require(slug.unicodeScalars.count <= Self.keyLength, "slug", "A slug has at most \(Self.keyLength) characters.")
        try Self.require(name.unicodeScalars.count <= 120, "name", "A program's name has at most 120 characters.")
        try Self.require(
            (1...Self.limits.weeks).contains(weeks.count), "weeks", "A cycle has 1 to \(Self.limits.weeks) weeks.")
        try validateLifts()
        var cycleRuleLifts: [String: String] = [:]
        for (weekIndex, week) in weeks.enumerated() {
            let weekField = "weeks[\(weekIndex)]"
            try Self.require(
                (1...Self.limits.days).contains(week.days.count), "\(weekField).days",
                "A week has 1 to \(Self.limits.days) training days.")
            try Self.require(
                week.days.count == daysPerWeek, "\(weekField).days",
                "Every week needs the same number of days (\(daysPerWeek)); this one has \(week.days.count).")
            for (dayIndex, day) in week.days.enumerated() {
                let dayField = "\(weekField).days[\(dayIndex)]"
                try Self.require(
                    (1...Self.limits.slots).contains(day.slots.count), "\(dayField).slots",
                    "A day has 1 to \(Self.limits.slots) exercises.")
                try Self.require(
                    Set(day.slots.map(\.key)).count == day.slots.count, "\(dayField).slots",
                    "Two exercises of one day share a slot key.")
                for (slotIndex, slot) in day.slots.enumerated() {
                    let slotField = "\(dayField).slots[\(slotIndex)]"
                    try validate(slot, field: slotField)
                    if slot.rule.isCycleRule {
                        if let other = cycleRuleLifts[slot.basisLiftKey], other != slot.key {
                            throw .invalid(
                                field: "\(slotField).rule",
                                message: "Slots \(other) and \(slot.key) both move the training max of \(slot.basisLiftKey) each cycle.")
                        }
                        cycleRuleLifts[slot.basisLiftKey] = slot.key
                    }
                }
            }
        }
    }

    private func validateLifts() throws(DomainError) {
        try Self.require(!lifts.isEmpty, "lifts", "A program needs at least one lift.")
        try Self.require(Set(lifts.map(\.key)).count == lifts.count, "lifts", "Two lifts share a key.")
        for (index, lift) in lifts.enumerated() {
            try Self.require(!lift.key.isEmpty, "lifts[\(index)].key", "A lift needs a key.")
            try Self.require(
                lift.key.unicodeScalars.count <= Self.keyLength, "lifts[\(index)].key", "A lift's key has at most \(Self.keyLength) characters.")
            try Self.require(
                !lift.name.trimmingCharacters(in: .whitespaces).isEmpty, "lifts[\(index)].name", "A lift needs a name.")
            if case .steps(let step) = lift.loading {
                try Self.require(
                    step.kilograms > 0 && step.pounds > 0, "lifts[\(index)].loading",
                    "A lift's weight step must be above zero.")
            }
        }
    }

    private func validate(_ slot: ExerciseSlot, field: String) throws(DomainError) {
        try Self.require(!slot.key.isEmpty, "\(field).key", "An exercise slot needs a key.")
        try Self.require(
            slot.key.unicodeScalars.count <= Self.keyLength, "\(field).key", "A slot's key has at most \(Self.keyLength) characters.")
        try Self.require(lift(slot.liftKey) != nil, "\(field).liftKey", "No lift \"\(slot.liftKey)\" in this program.")
        try Self.require(
            lift(slot.basisLiftKey) != nil, "\(field).basisLiftKey", "No lift \"\(slot.basisLiftKey)\" in this program.")
        try Self.require(
            (1...Self.limits.stages).contains(slot.stages.count), "\(field).stages",
            "An exercise has 1 to \(Self.limits.stages) stages.")
        try Self.require(
            slot.startPercent > 0 && slot.startPercent <= 150, "\(field).startPercent",
            "The start must be above 0 and at most 150 % of the training max.")
        for (stageIndex, stage) in slot.stages.enumerated() {
            let stageField = "\(field).stages[\(stageIndex)]"
            try Self.require(
                (1...Self.limits.sets).contains(stage.sets.count), "\(stageField).sets",
                "A stage has 1 to \(Self.limits.sets) sets.")
            var sawTopSet = false
            for (setIndex, set) in stage.sets.enumerated() {
                try Self.validate(set, field: "\(stageField).sets[\(setIndex)]", topSetBefore: sawTopSet)
                if case .rpe = set.load { sawTopSet = true }
            }
        }
        try validate(slot.rule, of: slot, field: "\(field).rule")
    }

    private static func validate(_ set: SetPrescription, field: String, topSetBefore: Bool) throws(DomainError) {
        try require((1...100).contains(set.reps), "\(field).reps", "Reps must be from 1 to 100.")
        if let upper = set.repsUpper {
            try require(
                (set.reps...100).contains(upper), "\(field).repsUpper", "The top of the range must be from \(set.reps) to 100.")
        }
        switch set.load {
        case .fixed(let weight):
            try require(
                weight.value >= 0 && weight.kilograms <= 1000, "\(field).weight", "A fixed weight must be from 0 to 1000 kg.")
        case .percentOfTrainingMax(let percent), .percentOfWorkingWeight(let percent):
            try require(percent > 0 && percent <= 150, "\(field).percent", "A percentage must be above 0 and at most 150.")
        case .percentOfTopSet(let percent):
            try require(percent > 0 && percent <= 100, "\(field).percent", "A back-off must be above 0 and at most 100 % of the top set.")
            try require(topSetBefore, "\(field).load", "A back-off set needs a top set (an RPE set) before it.")
        case .rpe(let rpe):
            try require((5...10).contains(rpe), "\(field).rpe", "RPE must be from 5 to 10.")
            try require(set.reps <= RPEChart.maximumReps, "\(field).reps", "An RPE set has at most \(RPEChart.maximumReps) reps.")
        }
    }

    private func validate(_ rule: SlotRule, of slot: ExerciseSlot, field: String) throws(DomainError) {
        switch rule {
        case .none, .trainingMaxPerCycle, .rpeEstimate:
            return
        case .trainingMaxPercentPerCycle(let percent):
            try Self.require(percent > 0 && percent <= 20, "\(field).percent", "A cycle's increase must be above 0 and at most 20 %.")
        case .amrapTable(let table, let setIndex):
            try Self.require(!table.rows.isEmpty, "\(field).table", "The AMRAP table needs rows.")
            try Self.require(
                slot.stages.allSatisfy { $0.sets.indices.contains(setIndex) && $0.sets[setIndex].amrap },
                "\(field).setIndex", "The AMRAP table must read an AMRAP set of the exercise.")
        case .linear(let linear):
            try Self.require(linear.increment.kilograms > 0 && linear.increment.pounds > 0, "\(field).increment", "The increment must be above zero.")
            try Self.require(Self.deloadPercentRange.contains(linear.deloadPercent), "\(field).deloadPercent", "A deload takes 1 to 50 % off.")
            try Self.require(slot.usesWorkingWeight, "\(field)", "A linear rule needs sets at the working weight.")
        case .staged(let staged):
            try Self.require(staged.increment.kilograms > 0 && staged.increment.pounds > 0, "\(field).increment", "The increment must be above zero.")
            try Self.require(slot.stages.count >= 2, "\(field)", "A staged rule needs at least two stages.")
            try Self.require(slot.usesWorkingWeight, "\(field)", "A staged rule needs sets at the working weight.")
            if case .newRepMax(let reps, let percent) = staged.reset {
                try Self.require((1...12).contains(reps), "\(field).reset.reps", "The new rep max is for 1 to 12 reps.")
                try Self.require(percent > 0 && percent <= 100, "\(field).reset.percent", "The restart must be above 0 and at most 100 %.")
            }
        case .double(let increment):
            try Self.require(increment.kilograms > 0 && increment.pounds > 0, "\(field).increment", "The increment must be above zero.")
            try Self.require(slot.usesWorkingWeight, "\(field)", "Double progression needs sets at the working weight.")
            try Self.require(
                slot.stages.allSatisfy { $0.sets.allSatisfy { $0.repsUpper != nil } }, "\(field)",
                "Double progression needs a rep range on every set.")
        }
    }

    private static let deloadPercentRange: ClosedRange<Double> = 1...50

    private static func require(_ condition: Bool, _ field: String, _ message: String) throws(DomainError) {
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
