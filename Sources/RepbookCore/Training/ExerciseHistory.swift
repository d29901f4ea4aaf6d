import Foundation

/// An exercise's log as its page needs it: the finished workouts' session summaries (what records, trends and the list
/// of days come from), the done sets of the days the page lists, and those of the workout in progress (which the lift
/// log lists as well), with the body weights the estimates need.
public struct ExerciseHistory: Sendable {
    public let exercise: Exercise
    /// Done sets of finished workouts, oldest first, grouped by workout, as `AnalyticsStore.performedSets` answers: all
    /// of them, or, read for a page, those of the days it lists.
    public let finished: [PerformedSet]
    /// Done sets of the exercise in the workout in progress, in the order they were logged.
    public let inProgress: [PerformedSet]
    /// The finished workouts' session summaries, oldest first, as `AnalyticsStore.exerciseSessions` answers.
    public let sessions: [ExerciseSessionSummary]
    /// Body weights by day; `BodyWeightHistory.unknown` when no set's estimate depends on body weight.
    public let bodyWeight: BodyWeightHistory

    /// A history from what the store answered.
    public init(
        exercise: Exercise, finished: [PerformedSet], sessions: [ExerciseSessionSummary], inProgress: [PerformedSet],
        bodyWeight: BodyWeightHistory
    ) {
        self.exercise = exercise
        self.finished = finished
        self.sessions = sessions
        self.inProgress = inProgress
        self.bodyWeight = bodyWeight
    }

    /// A history whose session summaries are computed from `finished` by the same rule the store writes them with.
    public init(exercise: Exercise, finished: [PerformedSet], inProgress: [PerformedSet], bodyWeight: BodyWeightHistory) {
        self.init(
            exercise: exercise, finished: finished, sessions: ExerciseSessions.split(finished).compactMap(ExerciseSessionSummary.of),
            inProgress: inProgress, bodyWeight: bodyWeight)
    }

    /// The done sets of `exercise` in `workout` (the one in progress), as performed sets of its day.
    public static func doneSets(of exercise: Exercise, in workout: Workout) -> [PerformedSet] {
        workout.exercises.filter { $0.exerciseID == exercise.id }.flatMap { entry in
            entry.sets.filter(\.isDone).map {
                PerformedSet(workoutID: workout.id, exerciseID: entry.exerciseID, date: workout.date, kind: entry.kind, values: $0.values)
            }
        }
    }

    /// Whether a set of `kind` estimates its 1RM from the lifter's body weight (see `RecordSample.of`).
    public static func needsBodyWeight(_ kind: ExerciseKind) -> Bool {
        switch kind {
        case .bodyweightReps, .weightedBodyweight, .assistedBodyweight: true
        case .weightAndReps, .repsOnly, .duration, .distanceAndDuration: false
        }
    }

    /// The lift log's days, newest first, in `unit`: every done set, the workout in progress included, as
    /// `LiftLogService.history` answers them.
    public func days(unit: WeightUnit) -> [LiftLog.Day] {
        LiftLog.days(from: (finished + inProgress).map(Self.loggedSet), unit: unit)
    }

    /// The days with a done set, newest first, from the session summaries and the workout in progress: the days
    /// `days(unit:)` answers over the whole log, without reading its sets.
    public var dates: [LocalDate] {
        Self.dates(sessions: sessions, inProgress: inProgress)
    }

    /// The days of `sessions` and of the sets `inProgress`, newest first.
    public static func dates(sessions: [ExerciseSessionSummary], inProgress: [PerformedSet]) -> [LocalDate] {
        var seen = Set<LocalDate>()
        var previous: LocalDate?
        for session in sessions where session.date != previous {
            seen.insert(session.date)
            previous = session.date
        }
        for set in inProgress { seen.insert(set.date) }
        return seen.sorted(by: >)
    }

    /// The lift log's days among `wanted`, newest first, in `unit`: the same days `days(unit:)` answers for them, for
    /// a page that lists a few days out of years of them.
    public func days(on wanted: Set<LocalDate>, unit: WeightUnit) -> [LiftLog.Day] {
        guard let first = wanted.min(), let last = wanted.max() else { return [] }
        // Comparing with the span first spares hashing the years of sets outside it.
        func isWanted(_ set: PerformedSet) -> Bool { set.date >= first && set.date <= last && wanted.contains(set.date) }
        var sets: [LoggedSet] = []
        for set in finished where isWanted(set) { sets.append(Self.loggedSet(set)) }
        for set in inProgress where isWanted(set) { sets.append(Self.loggedSet(set)) }
        return LiftLog.days(from: sets, unit: unit)
    }

    /// Records, sessions, weeks and rep ranges folded over the finished workouts' session summaries, as
    /// `AnalyticsService.progress` answers.
    public func progress(formula: OneRepMaxFormula) -> ExerciseProgress {
        ExerciseProgress(sessions: sessions, exerciseID: exercise.id, name: exercise.name, formula: formula, bodyWeight: bodyWeight)
    }

    private static func loggedSet(_ set: PerformedSet) -> LoggedSet {
        LoggedSet(date: set.date, weight: set.values.weight, reps: set.values.reps, kind: set.values.kind)
    }
}
