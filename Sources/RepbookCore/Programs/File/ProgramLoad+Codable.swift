import Foundation

/// A step in the program file: `{"kg": 2.5, "lb": 5}`.
extension LoadStep: Codable {
    private enum CodingKeys: String, CodingKey { case kg, lb }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(kilograms: try c.decode(Double.self, forKey: .kg), pounds: try c.decode(Double.self, forKey: .lb))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kilograms, forKey: .kg)
        try c.encode(pounds, forKey: .lb)
    }
}

/// A lift's loading: `{"type": "barbell"}` or `{"type": "steps", "step": {"kg", "lb"}}`.
extension ProgramLift.Loading: Codable {
    private enum CodingKeys: String, CodingKey { case type, step }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .type) {
        case "barbell": self = .barbell
        case "steps": self = .steps(try c.decode(LoadStep.self, forKey: .step))
        default: throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "Unknown loading.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .barbell: try c.encode("barbell", forKey: .type)
        case .steps(let step):
            try c.encode("steps", forKey: .type)
            try c.encode(step, forKey: .step)
        }
    }
}

/// A set's load: `{"type": "percentOfTrainingMax", "percent": 85}`, `{"type": "fixed", "weight": 60, "unit": "kg"}`,
/// `{"type": "rpe", "rpe": 8}`, `percentOfWorkingWeight` and `percentOfTopSet` with a `percent`.
extension SetLoad: Codable {
    private enum CodingKeys: String, CodingKey { case type, percent, weight, unit, rpe }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        switch try c.decode(String.self, forKey: .type) {
        case "fixed": self = .fixed(Weight(try c.decode(Double.self, forKey: .weight), try c.decode(WeightUnit.self, forKey: .unit)))
        case "percentOfTrainingMax": self = .percentOfTrainingMax(try c.decode(Double.self, forKey: .percent))
        case "percentOfWorkingWeight": self = .percentOfWorkingWeight(try c.decode(Double.self, forKey: .percent))
        case "rpe": self = .rpe(try c.decode(Double.self, forKey: .rpe))
        case "percentOfTopSet": self = .percentOfTopSet(try c.decode(Double.self, forKey: .percent))
        default: throw DecodingError.dataCorruptedError(forKey: .type, in: c, debugDescription: "Unknown load.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .fixed(let weight):
            try c.encode("fixed", forKey: .type)
            try c.encode(weight.value, forKey: .weight)
            try c.encode(weight.unit, forKey: .unit)
        case .percentOfTrainingMax(let percent):
            try c.encode("percentOfTrainingMax", forKey: .type)
            try c.encode(percent, forKey: .percent)
        case .percentOfWorkingWeight(let percent):
            try c.encode("percentOfWorkingWeight", forKey: .type)
            try c.encode(percent, forKey: .percent)
        case .rpe(let rpe):
            try c.encode("rpe", forKey: .type)
            try c.encode(rpe, forKey: .rpe)
        case .percentOfTopSet(let percent):
            try c.encode("percentOfTopSet", forKey: .type)
            try c.encode(percent, forKey: .percent)
        }
    }
}
