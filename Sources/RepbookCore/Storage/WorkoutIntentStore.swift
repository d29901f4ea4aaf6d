import Foundation

/// The changes to a workout other than its sets, each one intent in one write transaction that also builds the answer
/// (the workout as it now stands, read inside that transaction) and, with a claim, stores the answer under the client's
/// key: a repeat of the key gets the first answer and changes nothing (`Idempotency-Key`). A nil claim is a plain
/// change. Every change checks in its transaction that the workout is the user's and, where it must be, in progress.
public protocol WorkoutIntentStore: Sendable {
    /// The answer stored for the user's key when a change under it was applied (a different request under the key is
    /// refused); nil otherwise. Only a shortcut for intents that must read before their transaction (start): the
    /// intent's own transaction still decides.
    func recordedAnswer(for request: IdempotentRequest, userID: Int64) async throws -> RecordedAnswer?
    /// Starts a workout from `plan`; a conflict when one is already in progress, not found for an exercise outside the
    /// library. Answers the workout as stored.
    func startWorkout(_ plan: WorkoutPlan, userID: Int64, now: Date, once claim: OnceClaim<Workout>?) async throws -> Once<Workout>
    /// Appends one of the user's exercises with one set prefilled from the last time it was performed (read in the same
    /// transaction); answers the entry added (by its id, so a concurrent add is never mistaken for it) with the workout.
    func addExercise(
        _ exerciseID: Int64, to workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<ExerciseAdded>?
    ) async throws -> Once<ExerciseAdded>
    /// Applies `edit` (notes, superset with the next exercise, move) to one exercise through
    /// `WorkoutExerciseEdit.placements`; answers the workout.
    func editExercise(
        _ entryID: Int64, in workout: LiveWorkout, edit: WorkoutExerciseEdit, userID: Int64, now: Date, once claim: OnceClaim<Workout>?
    ) async throws -> Once<Workout>
    /// Appends several of the user's exercises in the order given, each with one set prefilled from the last time it was
    /// performed, in one transaction (all or none); answers the workout.
    func addExercises(
        _ exerciseIDs: [Int64], to workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<Workout>?
    ) async throws -> Once<Workout>
    /// Puts another of the user's exercises in an exercise's place, its sets, notes and superset kept (the progression's
    /// reason and suggestions, which were for the old exercise, are dropped); answers the workout.
    func replaceExercise(
        _ entryID: Int64, with exerciseID: Int64, in workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<Workout>?
    ) async throws -> Once<Workout>
    /// Removes an exercise and its sets; answers the workout.
    func removeExercise(_ entryID: Int64, from workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<Workout>?) async throws -> Once<
        Workout
    >
    /// Adds `seconds` to the running rest (negative takes off; reaching zero ends it) or, with nil, skips it, by
    /// `RestAdjustment`; answers the workout.
    func adjustRest(by seconds: Int?, in workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<Workout>?) async throws -> Once<
        Workout
    >
    /// Finishes the workout at `now` (never before its start): refused by `FinishedWorkout.check`, drops the sets never
    /// done and the exercises left empty, writes the session summaries, and answers the finished workout with its
    /// summary against the running bests before it.
    func finishWorkout(_ workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<FinishedWorkout>?) async throws -> Once<
        FinishedWorkout
    >
    /// Reopens a workout finished within `WorkoutReopening.window` of `now`; refused (naming why) for older history,
    /// quick-log days, imports, or while another workout is in progress. Answers the workout.
    func reopenWorkout(_ workoutID: Int64, userID: Int64, now: Date, once claim: OnceClaim<Workout>?) async throws -> Once<Workout>
    /// Updates the template a finished workout started from with what was done (`TemplateRevision`); a conflict naming
    /// why when the workout is in progress, has no template, or already matches it. Answers the template.
    func reviseTemplate(fromWorkout workoutID: Int64, userID: Int64, now: Date, once claim: OnceClaim<WorkoutTemplate>?) async throws -> Once<
        WorkoutTemplate
    >
    /// Adds the warm-up ramp before the first working set of an exercise: reads the exercise, its first working weight
    /// and the coaching settings, asks `WarmUpRamp` for the sets (in `unit`) and inserts them as warm-ups ahead of the
    /// working sets. Answers how many were added with the workout; a conflict when there is no working weight to ramp to.
    func addWarmUpSets(
        to entryID: Int64, in workout: LiveWorkout, unit: WeightUnit, userID: Int64, now: Date, once claim: OnceClaim<WarmUpsAdded>?
    ) async throws -> Once<WarmUpsAdded>
}

/// The exercise an intent appended and the workout after it.
public struct ExerciseAdded: Sendable {
    public let entry: WorkoutExercise
    public let workout: Workout

    public init(entry: WorkoutExercise, workout: Workout) {
        self.entry = entry
        self.workout = workout
    }
}

/// The warm-up sets an intent added (0 when the working weight is too light for a ramp) and the workout after it.
public struct WarmUpsAdded: Sendable {
    public let count: Int
    public let workout: Workout

    public init(count: Int, workout: Workout) {
        self.count = count
        self.workout = workout
    }
}

extension WorkoutIntentStore {
    /// Starts a workout without a key (the archive restore and tests).
    public func insertWorkout(_ plan: WorkoutPlan, userID: Int64, now: Date) async throws -> Workout {
        try await startWorkout(plan, userID: userID, now: now, once: nil).unkeyed()
    }

    /// Reopens a workout without a key.
    public func reopenWorkout(workoutID: Int64, userID: Int64, now: Date) async throws {
        _ = try await reopenWorkout(workoutID, userID: userID, now: now, once: nil).unkeyed()
    }

    /// Skips the rest of a workout in progress without a key.
    public func skipRest(workoutID: Int64, userID: Int64, now: Date) async throws {
        _ = try await adjustRest(by: nil, in: .id(workoutID), userID: userID, now: now, once: nil).unkeyed()
    }
}
