import Foundation

/// Finds the personal records a workout set: heaviest weight, best estimated 1RM, most reps at a weight and best
/// set volume, each against every earlier working set of the same exercise. Warm-ups never count, and an exercise
/// done for the first time sets no record (there is nothing to beat).
public enum RecordDetection {
    /// One working set reduced to what records compare: kilograms and reps.
    public struct Sample: Equatable, Sendable {
        public let kilograms: Double
        public let reps: Int

        public init(kilograms: Double, reps: Int) {
            self.kilograms = kilograms
            self.reps = reps
        }

        /// The working sets of a list of values: not warm-ups, with a weight above zero and reps.
        public static func of(_ values: [SetValues]) -> [Sample] {
            values.compactMap { value in
                guard value.kind != .warmUp, let weight = value.weight, weight.value > 0, let reps = value.reps, reps > 0 else { return nil }
                return Sample(kilograms: weight.kilograms, reps: reps)
            }
        }
    }

    /// The records of `workout`, given each exercise's earlier done sets.
    public static func records(in workout: Workout, earlier: [Int64: [SetValues]]) -> [PersonalRecord] {
        var records: [PersonalRecord] = []
        var seen = Set<Int64>()
        for exercise in workout.exercises where exercise.kind.hasLoad && !seen.contains(exercise.exerciseID) {
            seen.insert(exercise.exerciseID)
            let sameExercise = workout.exercises.filter { $0.exerciseID == exercise.exerciseID }
            let today = Sample.of(sameExercise.flatMap { $0.sets.filter(\.isDone).map(\.values) })
            let before = Sample.of(earlier[exercise.exerciseID] ?? [])
            records += Self.records(today: today, before: before, exerciseID: exercise.exerciseID, name: exercise.exerciseName)
        }
        return records
    }

    /// The records `today`'s samples set against `before`'s.
    public static func records(today: [Sample], before: [Sample], exerciseID: Int64, name: String) -> [PersonalRecord] {
        guard !today.isEmpty, !before.isEmpty else { return [] }
        var records: [PersonalRecord] = []
        func add(_ kind: PersonalRecord.Kind, _ value: Double?, _ previous: Double?) {
            // Nothing earlier to compare with (say, only sets above 12 reps for the e1RM) is no record.
            guard let value, let previous, value > previous + 1e-9 else { return }
            records.append(PersonalRecord(exerciseID: exerciseID, exerciseName: name, kind: kind, kilograms: value, previousKilograms: previous))
        }
        add(.heaviestWeight, today.map(\.kilograms).max(), before.map(\.kilograms).max())
        add(.bestE1RM, today.compactMap(e1rm).max(), before.compactMap(e1rm).max())
        // Most reps at a weight: the heaviest weight of today whose reps beat every earlier set at that weight or more.
        let byWeight = Dictionary(grouping: today, by: { rounded($0.kilograms) }).mapValues { $0.map(\.reps).max()! }
        for weight in byWeight.keys.sorted(by: >) {
            let reps = byWeight[weight]!
            let earlierAtWeight = before.filter { rounded($0.kilograms) >= weight }.map(\.reps).max()
            if let earlierAtWeight, reps > earlierAtWeight {
                records.append(PersonalRecord(
                    exerciseID: exerciseID, exerciseName: name, kind: .mostRepsAtWeight, kilograms: weight, reps: reps,
                    previousReps: earlierAtWeight))
                break
            }
        }
        add(.bestSetVolume, today.map(volume).max(), before.map(volume).max())
        return records
    }

    private static func e1rm(_ sample: Sample) -> Double? {
        EstimatedOneRepMax.epley(weight: sample.kilograms, reps: sample.reps)
    }

    private static func volume(_ sample: Sample) -> Double {
        sample.kilograms * Double(sample.reps)
    }

    private static func rounded(_ kilograms: Double) -> Double {
        (kilograms * 100).rounded() / 100
    }
}

extension ExerciseKind {
    /// Whether the weight of its sets is load lifted, so records and volume apply.
    public var hasLoad: Bool { self == .weightAndReps || self == .weightedBodyweight }
}
