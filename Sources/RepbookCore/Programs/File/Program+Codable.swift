import Foundation

/// A program's shape in the program file: the program, its lifts, weeks, days, slots, stages and sets, by name.
extension Program: Codable {
    private enum CodingKeys: String, CodingKey { case slug, name, summary, lifts, weeks, rounding }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            slug: try c.decode(String.self, forKey: .slug), name: try c.decode(String.self, forKey: .name),
            summary: try c.decodeIfPresent(String.self, forKey: .summary) ?? "", lifts: try c.decode([ProgramLift].self, forKey: .lifts),
            weeks: try c.decode([ProgramWeek].self, forKey: .weeks),
            rounding: try c.decodeIfPresent(LoadRounding.self, forKey: .rounding) ?? .nearest)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(slug, forKey: .slug)
        try c.encode(name, forKey: .name)
        try c.encode(summary, forKey: .summary)
        try c.encode(lifts, forKey: .lifts)
        try c.encode(weeks, forKey: .weeks)
        try c.encode(rounding, forKey: .rounding)
    }
}

extension LoadRounding: Codable {}
extension ProgramLift.Region: Codable {}
extension PrescribedSetKind: Codable {}

/// A lift in the program file: `{"key", "name", "region", "loading": {"type": "barbell"}}`.
extension ProgramLift: Codable {
    private enum CodingKeys: String, CodingKey { case key, name, region, loading }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            key: try c.decode(String.self, forKey: .key), name: try c.decode(String.self, forKey: .name),
            region: try c.decode(Region.self, forKey: .region), loading: try c.decodeIfPresent(Loading.self, forKey: .loading) ?? .barbell)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(name, forKey: .name)
        try c.encode(region, forKey: .region)
        try c.encode(loading, forKey: .loading)
    }
}

/// A week in the program file.
extension ProgramWeek: Codable {
    private enum CodingKeys: String, CodingKey { case name, days, deload }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            name: try c.decode(String.self, forKey: .name), days: try c.decode([ProgramDay].self, forKey: .days),
            isDeload: try c.decodeIfPresent(Bool.self, forKey: .deload) ?? false)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(days, forKey: .days)
        try c.encode(isDeload, forKey: .deload)
    }
}

/// A day in the program file.
extension ProgramDay: Codable {
    private enum CodingKeys: String, CodingKey { case name, slots }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name), slots: try c.decode([ExerciseSlot].self, forKey: .slots))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(slots, forKey: .slots)
    }
}

/// A slot in the program file: `{"key", "lift", "basisLift", "stages", "rule", "startPercent"}`.
extension ExerciseSlot: Codable {
    private enum CodingKeys: String, CodingKey { case key, lift, basisLift, stages, rule, startPercent }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            key: try c.decode(String.self, forKey: .key), liftKey: try c.decode(String.self, forKey: .lift),
            basisLiftKey: try c.decodeIfPresent(String.self, forKey: .basisLift), stages: try c.decode([SlotStage].self, forKey: .stages),
            rule: try c.decodeIfPresent(SlotRule.self, forKey: .rule) ?? SlotRule.none,
            startPercent: try c.decodeIfPresent(Double.self, forKey: .startPercent) ?? 100)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(key, forKey: .key)
        try c.encode(liftKey, forKey: .lift)
        try c.encode(basisLiftKey, forKey: .basisLift)
        try c.encode(stages, forKey: .stages)
        try c.encode(rule, forKey: .rule)
        try c.encode(startPercent, forKey: .startPercent)
    }
}

/// A stage in the program file.
extension SlotStage: Codable {
    private enum CodingKeys: String, CodingKey { case name, sets }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decodeIfPresent(String.self, forKey: .name) ?? "", sets: try c.decode([SetPrescription].self, forKey: .sets))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try c.encode(sets, forKey: .sets)
    }
}

/// A prescribed set in the program file: `{"load": {...}, "reps", "repsUpper", "amrap", "kind"}`.
extension SetPrescription: Codable {
    private enum CodingKeys: String, CodingKey { case load, reps, repsUpper, amrap, kind }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            load: try c.decode(SetLoad.self, forKey: .load), reps: try c.decode(Int.self, forKey: .reps),
            repsUpper: try c.decodeIfPresent(Int.self, forKey: .repsUpper), amrap: try c.decodeIfPresent(Bool.self, forKey: .amrap) ?? false,
            kind: try c.decodeIfPresent(PrescribedSetKind.self, forKey: .kind) ?? .main)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(load, forKey: .load)
        try c.encode(reps, forKey: .reps)
        try c.encodeIfPresent(repsUpper, forKey: .repsUpper)
        try c.encode(amrap, forKey: .amrap)
        try c.encode(kind, forKey: .kind)
    }
}
