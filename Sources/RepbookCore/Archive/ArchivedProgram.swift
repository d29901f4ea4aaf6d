import Foundation

/// A program in an archive: the definition as the program file writes it, each lift's exercise by name, the position,
/// and the dated history of every training max and working weight.
public struct ArchivedProgram: Codable, Equatable, Sendable {
    public var program: Program
    /// Lift key → the exercise's name.
    public var lifts: [String: String]
    public var cycle: Int
    public var week: Int
    public var day: Int
    public var startedOn: LocalDate
    public var endedAt: Date?
    /// Lift key → every value of its training max, oldest first.
    public var trainingMaxes: [String: [WeightHistoryEntry]]
    /// Slot key → its state.
    public var slots: [String: ArchivedSlotState]

    /// `running` with its exercise ids named by `exerciseNames`.
    public init(_ running: UserProgram, exerciseNames: [Int64: String]) {
        program = running.program
        lifts = running.exerciseIDs.compactMapValues { exerciseNames[$0] }
        cycle = running.state.position.cycle
        week = running.state.position.week
        day = running.state.position.day
        startedOn = running.startedOn
        endedAt = running.endedAt
        trainingMaxes = running.state.trainingMaxes.mapValues(\.history)
        slots = running.state.slots.mapValues(ArchivedSlotState.init)
    }

    /// The state the archive holds; nil when a history is empty (validation refuses that first).
    public var state: ProgramState? {
        var maxes: [String: TrainingMax] = [:]
        for (key, history) in trainingMaxes {
            guard let max = TrainingMax(history: history) else { return nil }
            maxes[key] = max
        }
        var states: [String: SlotState] = [:]
        for (key, slot) in slots {
            var state = SlotState(
                stage: slot.stage, failures: slot.failures, firstStageWeight: slot.firstStageWeight, targetReps: slot.targetReps)
            if let history = slot.workingWeight {
                guard let working = TrainingMax(history: history) else { return nil }
                state.workingWeight = working
            }
            states[key] = state
        }
        return ProgramState(position: ProgramPosition(cycle: cycle, week: week, day: day), trainingMaxes: maxes, slots: states)
    }
}

/// A program slot's state in an archive.
public struct ArchivedSlotState: Codable, Equatable, Sendable {
    public var stage: Int
    public var failures: Int
    public var firstStageWeight: Weight?
    public var targetReps: [Int]?
    /// Every value of the slot's working weight, oldest first; nil for slots without one.
    public var workingWeight: [WeightHistoryEntry]?

    public init(_ state: SlotState) {
        stage = state.stage
        failures = state.failures
        firstStageWeight = state.firstStageWeight
        targetReps = state.targetReps
        workingWeight = state.workingWeight?.history
    }
}

/// A dated weight with its reason in an archive: `{"date", "weight": {"value", "unit"}, "reason", "reasonValues"?}`, the
/// reason a catalog key (`program.history.*`) with its values as stored, or a text; an older archive's English text is
/// read back into its key where it matches one (`LegacyProgramReason`).
extension WeightHistoryEntry: Codable {
    private enum CodingKeys: String, CodingKey { case date, weight, reason, reasonValues }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let reason = try c.decode(String.self, forKey: .reason)
        let values = try c.decodeIfPresent([String: LocalizedText.Slot].self, forKey: .reasonValues)
        self.init(
            date: try c.decode(LocalDate.self, forKey: .date), weight: try c.decode(Weight.self, forKey: .weight),
            reason: values.map { LocalizedText(reason, $0) } ?? LegacyProgramReason.parse(reason) ?? .verbatim(reason))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(date, forKey: .date)
        try c.encode(weight, forKey: .weight)
        try c.encode(reason.key, forKey: .reason)
        if !reason.values.isEmpty { try c.encode(reason.values, forKey: .reasonValues) }
    }
}
