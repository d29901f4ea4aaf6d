import Foundation

/// The live workout and the workout log of one user: start, edit, rest, finish, discard, delete, list.
///
/// Every change goes to the store at once; the store refuses changes to a finished workout.
public struct WorkoutService: Sendable {
    private let store: any RepbookStore
    private let now: Clock

    public init(store: any RepbookStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// The workout in progress, if any.
    public func active(for user: User) async throws -> Workout? {
        try await store.activeWorkout(userID: user.id)
    }

    /// The id of the workout in progress, if any: one indexed lookup, for routes that act on it.
    public func activeID(for user: User) async throws -> Int64? {
        try await store.activeWorkoutID(userID: user.id)
    }

    /// One workout, or not found.
    public func workout(_ id: Int64, of user: User) async throws -> Workout {
        guard let workout = try await store.workout(id: id, userID: user.id) else { throw Self.notFound(id) }
        return workout
    }

    /// Starts a workout; refused with a conflict naming the one in progress, so the caller can offer to resume,
    /// finish or discard it.
    public func start(_ start: WorkoutStart, for user: User) async throws -> Workout {
        try await self.start(start, for: user, once: nil).unkeyed()
    }

    /// `start` once per client key (nil: no key): the plan is made from the reads it needs, then one store intent
    /// inserts it and stores the answer with the key. A repeat of the key gets the first answer before any of those
    /// reads (so a template deleted since does not turn it into a 404), and the intent checks the key again.
    public func start(_ start: WorkoutStart, for user: User, once claim: OnceClaim<Workout>?) async throws -> Once<Workout> {
        if let claim, let prior = try await store.recordedAnswer(for: claim.request, userID: user.id) { return .replayed(prior) }
        let settings = try await store.settings(userID: user.id)
        let instant = now()
        let date = LocalDate(instant, in: settings.timeZone)
        let plan: WorkoutPlan
        switch start {
        case .empty(let name):
            let given = name.map(ExerciseName.normalize) ?? ""
            plan = WorkoutPlan(
                name: given.isEmpty ? WorkoutNaming.timeOfDayName(instant, in: settings.timeZone) : try ExerciseName.validated(given),
                source: .empty, date: date, startedAt: instant)
        case .template(let id):
            guard let template = try await store.template(id: id, userID: user.id) else { throw TemplateService.notFound(id) }
            plan = try await planned(from: template, user: user, unit: settings.weightUnit, date: date, instant: instant, source: .template)
        case .splitDay(let index):
            guard let split = try await store.activeSplit(userID: user.id) else {
                throw DomainError.conflict(LocalizedText("error.there_no_active_split_activate_one"))
            }
            guard split.days.indices.contains(index) else {
                throw DomainError.invalid(field: "day", message: LocalizedText("error.split.day_out_of_range", ["count": "\(split.days.count)"]))
            }
            guard let templateID = split.days[index].templateID, let template = try await store.template(id: templateID, userID: user.id) else {
                throw DomainError.invalid(
                    field: "day",
                    message: LocalizedText("error.workout.rest_day", ["day": .localized(SplitCalendar.dayName(index, schedule: split.schedule))]))
            }
            let base = try await planned(from: template, user: user, unit: settings.weightUnit, date: date, instant: instant, source: .splitDay)
            plan = WorkoutPlan(
                name: base.name, source: .splitDay, date: date, startedAt: instant, templateID: templateID, splitID: split.id,
                splitDayIndex: index, exercises: base.exercises)
        case .program(let id):
            guard let running = try await store.program(id: id, userID: user.id) else { throw ProgramService.notFound(id) }
            guard running.isActive else { throw DomainError.conflict(
                LocalizedText("error.has_ended_start_it_again_from", ["running": "\(running.name)"])) }
            let plates = try await store.coachingSettings(userID: user.id).plates(settings.weightUnit)
            let session = try ProgramPrescriber.prescribe(
                running.program, state: running.state, plates: plates, unit: settings.weightUnit, effort: settings.effortScale)
            plan = try ProgramSessionPlan.plan(session, of: running, date: date, instant: instant)
        case .repeatWorkout(let id):
            let past = try await workout(id, of: user)
            plan = WorkoutPlan(
                name: past.name, source: .repeated, date: date, startedAt: instant, templateID: past.templateID,
                exercises: past.exercises.map { exercise in
                    PlannedExercise(
                        exerciseID: exercise.exerciseID, supersetGroup: exercise.supersetGroup, notes: exercise.notes,
                        restSeconds: exercise.restSeconds, targetSets: exercise.targetSets, targetReps: exercise.targetReps,
                        sets: exercise.sets.filter(\.isDone).map { SetValues(
                            weight: $0.values.weight, reps: $0.values.reps, durationSeconds: $0.values.durationSeconds,
                            distanceMeters: $0.values.distanceMeters, kind: $0.values.kind) })
                })
        }
        do {
            return try await store.startWorkout(plan, userID: user.id, now: instant, once: claim)
        } catch DomainError.conflict(let message) {
            if let current = try await store.activeWorkout(userID: user.id) { throw Self.alreadyActive(current) }
            // Not a workout in progress: the store's own refusal (a program that moved on meanwhile).
            throw DomainError.conflict(message)
        }
    }

    /// Appends an exercise with one set, prefilled from the last time it was performed.
    public func addExercise(_ exerciseID: Int64, to workoutID: Int64, of user: User) async throws -> Workout {
        try await addExercise(exerciseID, to: .id(workoutID), of: user, once: nil).unkeyed().workout
    }

    /// Appends an exercise like `addExercise`, once per client key: one store intent answers the entry it added (by its
    /// id, so a concurrent add by another client is never mistaken for it) with the workout.
    public func addExercise(
        _ exerciseID: Int64, to workout: LiveWorkout, of user: User, once claim: OnceClaim<ExerciseAdded>?
    ) async throws -> Once<ExerciseAdded> {
        try await store.addExercise(exerciseID, to: workout, userID: user.id, now: now(), once: claim)
    }

    /// Appends several exercises in the order picked, each with one set, as one intent; refused without any.
    public func addExercises(
        _ exerciseIDs: [Int64], to workout: LiveWorkout, of user: User, once claim: OnceClaim<Workout>? = nil
    ) async throws -> Once<Workout> {
        guard !exerciseIDs.isEmpty else { throw DomainError.invalid(field: "exercise_id", message:
            LocalizedText("error.pick_at_least_one_exercise_add")) }
        return try await store.addExercises(exerciseIDs, to: workout, userID: user.id, now: now(), once: claim)
    }

    /// Replaces an exercise of the workout by another, its sets kept, once per client key.
    public func replaceExercise(
        _ workoutExerciseID: Int64, with exerciseID: Int64, in workout: LiveWorkout, of user: User, once claim: OnceClaim<Workout>? = nil
    ) async throws -> Once<Workout> {
        try await store.replaceExercise(workoutExerciseID, with: exerciseID, in: workout, userID: user.id, now: now(), once: claim)
    }

    /// Removes an exercise and its sets, once per client key (nil: no key).
    public func removeExercise(
        _ workoutExerciseID: Int64, from workout: LiveWorkout, of user: User, once claim: OnceClaim<Workout>? = nil
    ) async throws -> Once<Workout> {
        try await store.removeExercise(workoutExerciseID, from: workout, userID: user.id, now: now(), once: claim)
    }

    /// Changes an exercise's notes, superset or place (`WorkoutExerciseEdit`) as one intent, once per client key.
    public func editExercise(
        _ workoutExerciseID: Int64, in workout: LiveWorkout, edit: WorkoutExerciseEdit, of user: User, once claim: OnceClaim<Workout>? = nil
    ) async throws -> Once<Workout> {
        try await store.editExercise(workoutExerciseID, in: workout, edit: edit, userID: user.id, now: now(), once: claim)
    }

    /// Moves an exercise up (negative) or down (positive) by `offset` places.
    public func moveExercise(_ workoutExerciseID: Int64, by offset: Int, in workoutID: Int64, of user: User) async throws -> Workout {
        try await editExercise(workoutExerciseID, in: .id(workoutID), edit: WorkoutExerciseEdit(moveBy: offset), of: user).unkeyed()
    }

    /// Joins an exercise and the one after it into a superset, or takes it out of its superset.
    public func setSuperset(_ workoutExerciseID: Int64, linkedWithNext: Bool, in workoutID: Int64, of user: User) async throws -> Workout {
        try await editExercise(
            workoutExerciseID, in: .id(workoutID), edit: WorkoutExerciseEdit(supersetWithNext: linkedWithNext), of: user
        ).unkeyed()
    }

    /// Replaces an exercise's notes.
    public func setNotes(_ notes: String, of workoutExerciseID: Int64, in workoutID: Int64, of user: User) async throws -> Workout {
        try await editExercise(workoutExerciseID, in: .id(workoutID), edit: WorkoutExerciseEdit(notes: notes), of: user).unkeyed()
    }

    /// Appends a set prefilled from the exercise's previous set (else from last time), with `input` applied on top; one
    /// store intent.
    public func addSet(
        to workoutExerciseID: Int64, in workout: LiveWorkout, input: SetInput = SetInput(), by caller: Caller
    ) async throws -> SetChange {
        try await store.addSet(
            to: workoutExerciseID, in: workout, input: input, settings: caller.settings, userID: caller.user.id, now: now())
    }

    /// Appends a set to a workout by id; reads the settings (callers with a `Caller` skip that read).
    public func addSet(to workoutExerciseID: Int64, in workoutID: Int64, input: SetInput = SetInput(), of user: User) async throws -> SetChange {
        try await addSet(to: workoutExerciseID, in: .id(workoutID), input: input, by: try await caller(user))
    }

    /// Applies a change to a set; marking it done starts the rest timer and says which set is next. One store intent,
    /// one transaction: the hot path of logging.
    public func updateSet(_ setID: Int64, in workout: LiveWorkout, input: SetInput, by caller: Caller) async throws -> SetChange {
        try await store.changeSet(setID, in: workout, input: input, settings: caller.settings, userID: caller.user.id, now: now())
    }

    /// Changes a set of a workout by id; reads the settings (callers with a `Caller` skip that read).
    public func updateSet(_ setID: Int64, in workoutID: Int64, input: SetInput, of user: User) async throws -> SetChange {
        try await updateSet(setID, in: .id(workoutID), input: input, by: try await caller(user))
    }

    /// `addSet` applied once per client key (nil: no key): one store intent that writes the key with the answer.
    public func addSet(
        to workoutExerciseID: Int64, in workout: LiveWorkout, input: SetInput = SetInput(), by caller: Caller, once claim: OnceClaim<SetChange>?
    ) async throws -> Once<SetChange> {
        try await store.addSet(
            to: workoutExerciseID, in: workout, input: input, settings: caller.settings, userID: caller.user.id, now: now(), once: claim)
    }

    /// `updateSet` applied once per client key; an older `input.version` than the set's is refused (`StaleSetVersion`).
    public func updateSet(
        _ setID: Int64, in workout: LiveWorkout, input: SetInput, by caller: Caller, once claim: OnceClaim<SetChange>?
    ) async throws -> Once<SetChange> {
        try await store.changeSet(setID, in: workout, input: input, settings: caller.settings, userID: caller.user.id, now: now(), once: claim)
    }

    /// `deleteSet` applied once per client key; answers the removed set's id.
    public func deleteSet(_ setID: Int64, in workoutID: Int64, of user: User, once claim: OnceClaim<Int64>?) async throws -> Once<Int64> {
        try await store.deleteSet(workoutID: workoutID, userID: user.id, setID: setID, now: now(), once: claim)
    }

    /// Removes a set: one store intent, nothing read back.
    public func deleteSet(_ setID: Int64, in workoutID: Int64, of user: User) async throws {
        try await store.deleteSet(workoutID: workoutID, userID: user.id, setID: setID, now: now())
    }

    /// Adds (or with a negative number removes) seconds from the rest countdown, reaching zero ends it; nil skips it.
    /// One store intent, once per client key (nil: no key).
    public func adjustRest(
        by seconds: Int?, in workout: LiveWorkout, of user: User, once claim: OnceClaim<Workout>? = nil
    ) async throws -> Once<Workout> {
        try await store.adjustRest(by: seconds, in: workout, userID: user.id, now: now(), once: claim)
    }

    /// Sets never marked done in a workout; finishing drops them, so the UI confirms first.
    public func undoneSetCount(_ workout: Workout) -> Int {
        workout.allSets.filter { !$0.isDone }.count
    }

    /// Finishes a workout now: drops sets never marked done and answers the summary with today's records.
    public func finish(_ workoutID: Int64, of user: User) async throws -> (Workout, WorkoutSummary) {
        let finished = try await finish(.id(workoutID), of: user, once: nil).unkeyed()
        return (finished.workout, finished.summary)
    }

    /// `finish` as one store intent, once per client key: the summary is built in the finish's transaction.
    public func finish(_ workout: LiveWorkout, of user: User, once claim: OnceClaim<FinishedWorkout>?) async throws -> Once<FinishedWorkout> {
        try await store.finishWorkout(workout, userID: user.id, now: now(), once: claim)
    }

    /// Reopens a workout finished within the last hour, so sets can be added or corrected; it is in progress again.
    /// One store intent, once per client key (nil: no key).
    public func reopen(_ workoutID: Int64, of user: User, once claim: OnceClaim<Workout>? = nil) async throws -> Once<Workout> {
        try await store.reopenWorkout(workoutID, userID: user.id, now: now(), once: claim)
    }

    /// The template a finished workout started from and what updating it with the workout would change; nil when the
    /// workout is in progress, has no template (or it is gone) or matches it.
    public func templateRevision(of workout: Workout, user: User) async throws -> (template: WorkoutTemplate, changes: [TemplateRevision.Change])? {
        guard !workout.isActive, let id = workout.templateID, let template = try await store.template(id: id, userID: user.id) else { return nil }
        let changes = TemplateRevision.changes(template, by: workout)
        return changes.isEmpty ? nil : (template, changes)
    }

    /// Updates the template a finished workout started from with what was done, in one transaction, once per client key.
    public func updateTemplate(
        fromWorkout workoutID: Int64, of user: User, once claim: OnceClaim<WorkoutTemplate>? = nil
    ) async throws -> Once<WorkoutTemplate> {
        try await store.reviseTemplate(fromWorkout: workoutID, userID: user.id, now: now(), once: claim)
    }

    /// Throws away the workout in progress.
    public func discard(_ workoutID: Int64, of user: User) async throws {
        try await store.deleteWorkout(workoutID: workoutID, userID: user.id, onlyActive: true, now: now())
    }

    /// Deletes a workout for good, once per client key (nil: no key).
    public func delete(_ workoutID: Int64, of user: User, once claim: OnceClaim<Int64>?) async throws -> Once<Int64> {
        try await store.deleteWorkout(workoutID: workoutID, userID: user.id, onlyActive: false, now: now(), once: claim)
    }

    /// Deletes a workout for good.
    public func delete(_ workoutID: Int64, of user: User) async throws {
        try await store.deleteWorkout(workoutID: workoutID, userID: user.id, onlyActive: false, now: now())
    }

    /// Duration, sets, volume and the records a workout set against everything before it.
    public func summary(of workout: Workout, user: User) async throws -> WorkoutSummary {
        let kinds = Dictionary(workout.exercises.map { ($0.exerciseID, $0.kind) }, uniquingKeysWith: { first, _ in first })
        let running = try await store.runningBests(
            userID: user.id, exerciseIDs: RecordBaseline.fromRunningBests(kinds), startedBefore: workout.startedAt)
        let earlier = try await store.exerciseSessions(
            userID: user.id, exerciseIDs: RecordBaseline.foldedFromSessions(kinds), startedBefore: workout.startedAt, excluding: workout.id)
        let settings = try await store.settings(userID: user.id)
        let bodyWeight = BodyWeightHistory(try await store.bodyWeights(userID: user.id))
        let formula = settings.oneRepMaxFormula
        let bests = RecordBaseline.bests(running: running, earlierSessions: earlier, formula: formula, bodyWeight: bodyWeight)
        return WorkoutSummary(of: workout, bests: bests, formula: formula, bodyWeight: bodyWeight)
    }

    /// Finished workouts, newest first.
    public func history(for user: User, limit: Int = 30, before: Int64? = nil) async throws -> [Workout] {
        try await store.completedWorkouts(userID: user.id, limit: limit, before: before)
    }

    /// What each exercise of a workout was the last time it was performed ("previous").
    public func previous(for workout: Workout, user: User) async throws -> [Int64: [SetValues]] {
        try await store.lastPerformances(userID: user.id, exerciseIDs: workout.exercises.map(\.exerciseID), excluding: workout.id)
    }

    private func caller(_ user: User) async throws -> Caller {
        Caller(user: user, settings: try await store.settings(userID: user.id))
    }

    private func planned(
        from template: WorkoutTemplate, user: User, unit: WeightUnit, date: LocalDate, instant: Date, source: WorkoutSource
    ) async throws -> WorkoutPlan {
        // The rules read as many past sessions as the longest deload waits for; the first of them is last time.
        let depth = max(1, template.exercises.compactMap(\.target.progression.deloadAfter).max() ?? 1)
        let recent = try await store.recentPerformances(
            userID: user.id, exerciseIDs: template.exercises.map(\.target.exerciseID), sessions: depth, excluding: nil)
        let exercises = template.exercises.map { item in
            let target = item.target
            let history = recent[target.exerciseID] ?? []
            // Last time's working sets first, set by set (warm-ups, a ramp and top singles left out, as `WorkingSets`
            // reads them); the template's numbers only where there is no history.
            let working = ProgressionRule.bySet(WorkingSets(history.first ?? []).working, count: target.sets)
            let matched: [SetValues?] = (0..<target.sets).map { working.indices.contains($0) ? working[$0] : nil }
            let measured = item.exerciseKind == .duration || item.exerciseKind == .distanceAndDuration
            var sets = matched.map { before in
                SetValues(
                    weight: before?.weight ?? target.weight, reps: measured ? nil : before?.reps ?? target.reps.lower,
                    durationSeconds: before?.durationSeconds, distanceMeters: before?.distanceMeters)
            }
            // A progression rule steps last time's numbers on, and says why.
            let suggestion = ProgressionRule.suggest(
                target.progression, sets: target.sets, range: target.reps, kind: item.exerciseKind, history: history, shownIn: unit)
            if let suggestion {
                for (index, suggested) in suggestion.sets.enumerated() where sets.indices.contains(index) {
                    sets[index].weight = suggested.weight ?? sets[index].weight
                    sets[index].reps = suggested.reps
                }
            }
            return PlannedExercise(
                exerciseID: target.exerciseID, supersetGroup: target.supersetGroup, notes: target.notes, restSeconds: target.restSeconds,
                targetSets: target.sets, targetReps: target.reps, sets: sets, suggestion: suggestion)
        }
        return WorkoutPlan(name: template.name, source: source, date: date, startedAt: instant, templateID: template.id, exercises: exercises)
    }

    static func notFound(_ id: Int64) -> DomainError { .notFound(LocalizedText("error.no_workout_with_id", ["id": "\(id)"])) }
    static func exerciseNotFound(_ id: Int64) -> DomainError { .notFound(LocalizedText("error.no_exercise_in_workout", ["entryID": "\(id)"])) }
    static func setNotFound(_ id: Int64) -> DomainError { .notFound(LocalizedText("error.no_set_in_workout", ["id": "\(id)"])) }
    static let finished = DomainError.conflict(LocalizedText("error.workout_finished_finished_workouts_are_read"))

    static func alreadyActive(_ workout: Workout) -> DomainError {
        .conflict(LocalizedText("error.still_in_progress_resume_finish_or", ["workout": "\(workout.name)"]))
    }
}

/// The outcome of a change to a set, built from the rows it touched: the set, and, when it was just done, what comes next.
public struct SetChange: Equatable, Sendable {
    public let workoutID: Int64
    public let set: WorkoutSet
    /// The flow's step when the set became done.
    public let step: WorkoutFlow.Step?
    /// The rest countdown the change started, as stored.
    public let rest: RestTimer?

    public init(workoutID: Int64, set: WorkoutSet, step: WorkoutFlow.Step?, rest: RestTimer?) {
        self.workoutID = workoutID
        self.set = set
        self.step = step
        self.rest = rest
    }
}
