import Foundation

/// A slot's rule in the program file: `{"type": "none"}`, `trainingMaxPerCycle` (`upper`, `lower`,
/// `failedAmrapDropPercent`), `trainingMaxPercentPerCycle` (`percent`), `amrapTable` (`rows`, `setIndex`), `linear`
/// (`increment`, `doubleWhenAmrapReaches`, `addOnlyWhenAmrapReaches`, `deloadAfterFailures`, `deloadPercent`), `staged`
/// (`increment`, `reset`), `double` (`increment`), `rpeEstimate`.
extension SlotRule: Codable {
    private enum CodingKeys: String, CodingKey {
        case type, upper, lower, failedAmrapDropPercent, percent, rows, setIndex, increment, doubleWhenAmrapReaches,
             addOnlyWhenAmrapReaches, deloadAfterFailures, deloadPercent, reset
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .type) {
        case "none": self = .none
        case "trainingMaxPerCycle":
            self = .trainingMaxPerCycle(
                upper: try c.decode(LoadStep.self, forKey: .upper), lower: try c.decode(LoadStep.self, forKey: .lower),
                failedAmrapDropPercent: try c.decodeIfPresent(Double.self, forKey: .failedAmrapDropPercent))
        case "trainingMaxPercentPerCycle": self = .trainingMaxPercentPerCycle(try c.decode(Double.self, forKey: .percent))
        case "amrapTable":
            self = .amrapTable(
                AmrapTable(rows: try c.decode([AmrapTable.Row].self, forKey: .rows)), setIndex: try c.decode(Int.self, forKey: .setIndex))
        case "linear":
            self = .linear(LinearRule(
                increment: try c.decode(LoadStep.self, forKey: .increment),
                doubleWhenAmrapReaches: try c.decodeIfPresent(Int.self, forKey: .doubleWhenAmrapReaches),
                addOnlyWhenAmrapReaches: try c.decodeIfPresent(Int.self, forKey: .addOnlyWhenAmrapReaches),
                deloadAfterFailures: try c.decodeIfPresent(Int.self, forKey: .deloadAfterFailures),
                deloadPercent: try c.decodeIfPresent(Double.self, forKey: .deloadPercent) ?? 10))
        case "staged":
            self = .staged(StagedRule(
                increment: try c.decode(LoadStep.self, forKey: .increment), reset: try c.decode(StagedRule.Reset.self, forKey: .reset)))
        case "double": self = .double(increment: try c.decode(LoadStep.self, forKey: .increment))
        case "rpeEstimate": self = .rpeEstimate
        default: throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "Unknown rule.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .none: try c.encode("none", forKey: .type)
        case .trainingMaxPerCycle(let upper, let lower, let drop):
            try c.encode("trainingMaxPerCycle", forKey: .type)
            try c.encode(upper, forKey: .upper)
            try c.encode(lower, forKey: .lower)
            try c.encodeIfPresent(drop, forKey: .failedAmrapDropPercent)
        case .trainingMaxPercentPerCycle(let percent):
            try c.encode("trainingMaxPercentPerCycle", forKey: .type)
            try c.encode(percent, forKey: .percent)
        case .amrapTable(let table, let setIndex):
            try c.encode("amrapTable", forKey: .type)
            try c.encode(table.rows, forKey: .rows)
            try c.encode(setIndex, forKey: .setIndex)
        case .linear(let rule):
            try c.encode("linear", forKey: .type)
            try c.encode(rule.increment, forKey: .increment)
            try c.encodeIfPresent(rule.doubleWhenAmrapReaches, forKey: .doubleWhenAmrapReaches)
            try c.encodeIfPresent(rule.addOnlyWhenAmrapReaches, forKey: .addOnlyWhenAmrapReaches)
            try c.encodeIfPresent(rule.deloadAfterFailures, forKey: .deloadAfterFailures)
            try c.encode(rule.deloadPercent, forKey: .deloadPercent)
        case .staged(let rule):
            try c.encode("staged", forKey: .type)
            try c.encode(rule.increment, forKey: .increment)
            try c.encode(rule.reset, forKey: .reset)
        case .double(let increment):
            try c.encode("double", forKey: .type)
            try c.encode(increment, forKey: .increment)
        case .rpeEstimate: try c.encode("rpeEstimate", forKey: .type)
        }
    }
}

/// A row of an AMRAP table in the program file: `{"minimumReps", "upper", "lower"}`.
extension AmrapTable.Row: Codable {
    private enum CodingKeys: String, CodingKey { case minimumReps, upper, lower }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            minimumReps: try c.decode(Int.self, forKey: .minimumReps), upper: try c.decode(LoadStep.self, forKey: .upper),
            lower: try c.decode(LoadStep.self, forKey: .lower))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(minimumReps, forKey: .minimumReps)
        try c.encode(upper, forKey: .upper)
        try c.encode(lower, forKey: .lower)
    }
}

/// A staged rule's reset: `{"type": "newRepMax", "reps", "percent"}` or `{"type": "lastFirstStagePlus", "step"}`.
extension StagedRule.Reset: Codable {
    private enum CodingKeys: String, CodingKey { case type, reps, percent, step }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .type) {
        case "newRepMax": self = .newRepMax(reps: try c.decode(Int.self, forKey: .reps), percent: try c.decode(Double.self, forKey: .percent))
        case "lastFirstStagePlus": self = .lastFirstStagePlus(try c.decode(LoadStep.self, forKey: .step))
        default: throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "Unknown reset.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .newRepMax(let reps, let percent):
            try c.encode("newRepMax", forKey: .type)
            try c.encode(reps, forKey: .reps)
            try c.encode(percent, forKey: .percent)
        case .lastFirstStagePlus(let step):
            try c.encode("lastFirstStagePlus", forKey: .type)
            try c.encode(step, forKey: .step)
        }
    }
}
