import Foundation
import GRDB
import RepbookCore

/// The workout's intents other than its sets (start, exercises, rest, warm-ups, finish, reopen, template update): each
/// one `writeOnce` transaction that checks the workout, calls Core's rule, writes, and reads back the answer inside the
/// same transaction, so a keyed change stores exactly the answer it gives.
extension SQLiteStore {
    public func finishWorkout(
        _ workout: LiveWorkout, userID: Int64, now: Date, once claim: OnceClaim<FinishedWorkout>?
    ) async throws -> Once<FinishedWorkout> {
        try await writeOnce(claim, userID: userID, now: now) { db in
            let workoutID: Int64
            switch workout {
            case .id(let id): workoutID = id
            case .active: workoutID = try Self.openWorkoutID(.active, userID: userID, db: db)
            }
            let current = try Self.requireWorkout(workoutID, userID: userID, db: db)
            try FinishedWorkout.check(current)
            try db.execute(
                sql: """
                    DELETE FROM workout_set WHERE NOT is_done
                    AND workout_exercise_id IN (SELECT id FROM workout_exercise WHERE workout_id = ?)
                    """,
                arguments: [workoutID])
            try db.execute(
                sql: """
                    DELETE FROM workout_exercise WHERE workout_id = ?
                    AND NOT EXISTS (SELECT 1 FROM workout_set WHERE workout_set.workout_exercise_id = workout_exercise.id)
                    """,
                arguments: [workoutID])
            try db.execute(
                sql: "UPDATE workout SET ended_at = ?, rest_started_at = NULL, rest_ends_at = NULL WHERE id = ?",
                arguments: [max(now, current.startedAt), workoutID])
            try ExerciseSessionWriting.rewrite(workoutIDs: [workoutID], db: db)
            let finished = try Self.requireWorkout(workoutID, userID: userID, db: db)
            return FinishedWorkout(workout: finished, summary: try Self.summary(of: finished, userID: userID, db: db))
        }
    }

    public func reopenWorkout(_ workoutID: Int64, userID: Int64, now: Date, once claim: OnceClaim<Workout>?) async throws -> Once<Workout> {
        try await writeOnce(claim, userID: userID, now: now) { db in
            guard let row = try Row.fetchOne(
                db, sql: "SELECT ended_at, source FROM workout WHERE id = ? AND user_id = ?", arguments: [workoutID, userID])
            else { throw DomainError.notFound("No workout with id \(workoutID).") }
            let source: WorkoutSource = try RowDecoding.enumValue(row, "source")
            try WorkoutReopening.check(endedAt: row["ended_at"], source: source, now: now)
            if let active = try String.fetchOne(db, sql: "SELECT name FROM workout WHERE user_id = ? AND ended_at IS NULL", arguments: [userID]) {
                throw DomainError.conflict("\"\(active)\" is in progress. Finish or discard it before reopening another workout.")
            }
            try db.execute(sql: "UPDATE workout SET ended_at = NULL WHERE id = ?", arguments: [workoutID])
            // Its summaries go and the running bests of its exercises' later sessions are folded again.
            try ExerciseSessionWriting.rewrite(workoutIDs: [workoutID], db: db)
            return try Self.requireWorkout(workoutID, userID: userID, db: db)
        }
    }

    public func reviseTemplate(
        fromWorkout workoutID: Int64, userID: Int64, now: Date, once claim: OnceClaim<WorkoutTemplate>?
    ) async throws -> Once<WorkoutTemplate> {
        try await writeOnce(claim, userID: userID, now: now) { db in
            let workout = try Self.requireWorkout(workoutID, userID: userID, db: db)
            guard !workout.isActive else { throw DomainError.conflict("Finish the workout before updating its template.") }
            guard let templateID = workout.templateID, let template = try Self.fetchTemplate(id: templateID, userID: userID, db: db) else {
                throw DomainError.conflict("This workout was not started from a template.")
            }
            guard let draft = TemplateRevision.revised(template, by: workout) else {
                throw DomainError.conflict("\"\(template.name)\" already matches this workout.")
            }
            try db.execute(sql: "UPDATE template SET updated_at = ? WHERE id = ?", arguments: [now, templateID])
            try db.execute(sql: "DELETE FROM template_exercise WHERE template_id = ?", arguments: [templateID])
            try Self.insertTemplateExercises(draft.exercises, templateID: templateID, userID: userID, db: db)
            return try Self.requireTemplate(id: templateID, userID: userID, db: db)
        }
    }

    public func addWarmUpSets(
        to entryID: Int64, in workout: LiveWorkout, unit: WeightUnit, userID: Int64, now: Date, once claim: OnceClaim<WarmUpsAdded>?
    ) async throws -> Once<WarmUpsAdded> {
        try await writeOnce(claim, userID: userID, now: now) { db in
            let workoutID = try Self.openWorkoutID(workout, userID: userID, db: db)
            guard let entry = try Row.fetchOne(
                db,
                sql: """
                    SELECT exercise.equipment FROM workout_exercise JOIN exercise ON exercise.id = workout_exercise.exercise_id
                    WHERE workout_exercise.id = ? AND workout_exercise.workout_id = ?
                    """,
                arguments: [entryID, workoutID])
            else { throw DomainError.notFound("No exercise \(entryID) in this workout.") }
            let equipment = Equipment(rawValue: entry["equipment"] as String? ?? "") ?? .none
            let firstWorking = try Row.fetchOne(
                db,
                sql: """
                    SELECT weight, weight_unit FROM workout_set
                    WHERE workout_exercise_id = ? AND kind != 'warmup' AND weight IS NOT NULL AND weight > 0
                    ORDER BY position LIMIT 1
                    """,
                arguments: [entryID])
            guard let firstWorking, let weightUnit = WeightUnit(rawValue: firstWorking["weight_unit"]) else {
                throw DomainError.conflict("Enter the weight of the first working set, then add the warm-up to it.")
            }
            let working = Weight(firstWorking["weight"], weightUnit).value(in: unit)
            let settings = try Self.coachingSettings(userID: userID, db: db)
            let sets = settings.warmUp.sets(upTo: working, setup: settings.plates(unit), barbell: equipment == .barbell)
            if !sets.isEmpty {
                try Self.requireRoom(in: workoutID, exercises: 0, sets: sets.count, db: db)
                // The ramp goes ahead of every set: the sets move down by its length.
                try db.execute(
                    sql: "UPDATE workout_set SET position = position + ? WHERE workout_exercise_id = ?", arguments: [sets.count, entryID])
                for (position, set) in sets.enumerated() {
                    try Self.insertSet(
                        SetValues(weight: set.weight, reps: set.reps, kind: .warmUp), isDone: false, workoutExerciseID: entryID,
                        position: position, now: now, db: db)
                }
            }
            return WarmUpsAdded(count: sets.count, workout: try Self.requireWorkout(workoutID, userID: userID, db: db))
        }
    }

    /// The user's workout with its exercises and sets, read inside the intent's transaction; not found otherwise.
    static func requireWorkout(_ workoutID: Int64, userID: Int64, db: Database) throws -> Workout {
        try WorkoutLoading.requireWorkout(workoutID, userID: userID, GRDBConnection(db: db))
    }

    /// A finished workout's summary against everything started before it, read in the caller's transaction: the running
    /// bests of its exercises (or, for bodyweight kinds, their earlier sessions and the body weights), and the formula.
    static func summary(of workout: Workout, userID: Int64, db: Database) throws -> WorkoutSummary {
        let kinds = Dictionary(workout.exercises.map { ($0.exerciseID, $0.kind) }, uniquingKeysWith: { first, _ in first })
        let runningIDs = RecordBaseline.fromRunningBests(kinds)
        let running = runningIDs.isEmpty ? [:] : try RunningBestsReading.bests(
            exerciseIDs: runningIDs, condition: "user_id = ? AND started_at < ?", arguments: [userID, workout.startedAt], db: db)
        let foldedIDs = Array(Set(RecordBaseline.foldedFromSessions(kinds)))
        let earlier = foldedIDs.isEmpty ? [] : try ExerciseSessionReading.summaries(
            where: "exercise_id IN (\(databaseQuestionMarks(count: foldedIDs.count))) AND user_id = ? AND started_at < ? AND workout_id != ?",
            arguments: StatementArguments(foldedIDs) + [userID, workout.startedAt, workout.id], index: .byExercise, db: db)
        guard let settingsRow = try Row.fetchOne(db, cached: "SELECT * FROM user_settings WHERE user_id = ?", arguments: [userID]) else {
            throw DomainError.notFound("No settings for user \(userID).")
        }
        let formula = try RowDecoding.settings(settingsRow).oneRepMaxFormula
        // Only bodyweight kinds weigh the lifter, so a workout without them reads no weigh-in.
        let bodyWeight = foldedIDs.isEmpty ? BodyWeightHistory.unknown : BodyWeightHistory(try Row.decodeAll(
            db, sql: "SELECT local_date, weight, weight_unit, body_fat_percent FROM body_weight WHERE user_id = ? ORDER BY local_date",
            arguments: [userID], cached: true, bodyWeightEntry))
        let bests = RecordBaseline.bests(running: running, earlierSessions: earlier, formula: formula, bodyWeight: bodyWeight)
        return WorkoutSummary(of: workout, bests: bests, formula: formula, bodyWeight: bodyWeight)
    }
}
