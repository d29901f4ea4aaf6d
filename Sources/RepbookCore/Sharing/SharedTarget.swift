/// One exercise of a shared template with its targets, the exercise named rather than numbered.
public struct SharedTarget: Codable, Equatable, Sendable {
    /// The name of one of the plan's `exercises`.
    public let exercise: String
    public let sets: Int
    /// `5` or `8-12`.
    public let reps: String
    /// The weight as typed, with its unit.
    public let weight: Weight?
    public let restSeconds: Int?
    /// The superset letter, `A` to `Z`; targets sharing one are done as a superset.
    public let superset: String?
    public let notes: String
    /// The progression rule, as the JSON archive writes it; absent for none (and in files made before rules).
    public let progression: ArchivedProgression?

    public init(
        exercise: String, sets: Int, reps: String, weight: Weight?, restSeconds: Int?, superset: String?, notes: String,
        progression: ArchivedProgression? = nil
    ) {
        self.exercise = exercise
        self.sets = sets
        self.reps = reps
        self.weight = weight
        self.restSeconds = restSeconds
        self.superset = superset
        self.notes = notes
        self.progression = progression
    }

    /// A stored target, its exercise given by name.
    public init(_ target: ExerciseTarget, exerciseName: String) {
        self.init(
            exercise: exerciseName, sets: target.sets, reps: target.reps.description, weight: target.weight,
            restSeconds: target.restSeconds, superset: target.supersetGroup.map(SupersetLabel.letter), notes: target.notes,
            progression: ArchivedProgression(target.progression))
    }

    private enum CodingKeys: String, CodingKey {
        case exercise, sets, reps, weight, restSeconds, superset, notes, progression
    }

    /// Reads a target; a hand-written file may leave out `notes` and write `reps` as a number.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        exercise = try container.decode(String.self, forKey: .exercise)
        sets = try container.decode(Int.self, forKey: .sets)
        if let count = try? container.decode(Int.self, forKey: .reps) {
            reps = String(count)
        } else {
            reps = try container.decode(String.self, forKey: .reps)
        }
        weight = try container.decodeIfPresent(Weight.self, forKey: .weight)
        restSeconds = try container.decodeIfPresent(Int.self, forKey: .restSeconds)
        superset = try container.decodeIfPresent(String.self, forKey: .superset)
        notes = try container.decodeIfPresent(String.self, forKey: .notes) ?? ""
        progression = try container.decodeIfPresent(ArchivedProgression.self, forKey: .progression)
    }
}
