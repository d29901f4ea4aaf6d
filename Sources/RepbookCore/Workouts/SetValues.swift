import Foundation

/// What a set holds, shaped by its exercise's kind: weight as typed, reps, duration, distance, set kind, RPE and a note.
public struct SetValues: Equatable, Sendable {
    public var weight: Weight?
    public var reps: Int?
    public var durationSeconds: Int?
    public var distanceMeters: Double?
    public var kind: SetKind
    public var rpe: Double?
    public var note: String

    public init(
        weight: Weight? = nil, reps: Int? = nil, durationSeconds: Int? = nil, distanceMeters: Double? = nil,
        kind: SetKind = .normal, rpe: Double? = nil, note: String = ""
    ) {
        self.weight = weight
        self.reps = reps
        self.durationSeconds = durationSeconds
        self.distanceMeters = distanceMeters
        self.kind = kind
        self.rpe = rpe
        self.note = note
    }

    /// The values a new set starts from: the measurements of `previous`, a normal set with no RPE or note.
    public static func prefill(from previous: SetValues?) -> SetValues {
        guard let previous else { return SetValues() }
        return SetValues(
            weight: previous.weight, reps: previous.reps, durationSeconds: previous.durationSeconds,
            distanceMeters: previous.distanceMeters)
    }

    /// The values a set of an exercise added to a workout starts from: the first working set of its last session (its
    /// warm-ups, an unmarked ramp and top singles not read, see `WorkingSets`), or empty values without one.
    public static func prefill(lastSession: [SetValues]?) -> SetValues {
        prefill(from: lastSession.flatMap { WorkingSets($0).working.first })
    }

    /// The field a done set of `kind` still lacks, if any.
    public func missingField(for kind: ExerciseKind) -> (field: String, message: LocalizedText)? {
        switch kind {
        case .weightAndReps:
            if weight == nil { return ("weight", LocalizedText("error.set.enter_weight")) }
            if reps == nil { return ("reps", LocalizedText("error.set.enter_reps")) }
        case .bodyweightReps, .weightedBodyweight, .assistedBodyweight, .repsOnly:
            if reps == nil { return ("reps", LocalizedText("error.set.enter_reps")) }
        case .duration:
            if durationSeconds == nil { return ("duration", LocalizedText("error.set.enter_time")) }
        case .distanceAndDuration:
            if distanceMeters == nil { return ("distance", LocalizedText("error.set.enter_distance")) }
            if durationSeconds == nil { return ("duration", LocalizedText("error.set.enter_time")) }
        }
        return nil
    }
}
