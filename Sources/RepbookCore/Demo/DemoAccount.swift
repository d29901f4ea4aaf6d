import Foundation

/// A whole made-up account for demos and benchmarks: the training history of `DemoHistory` started from an active split
/// of templates, plus weigh-ins, journal and supplements over the same days. It is written as a `UserArchive`, so it goes
/// into the database through the same validated, one-transaction restore as a user's own archive.
public struct DemoAccount: Sendable {
    public let history: DemoHistory

    /// The account around `history`; its seed, end date and time zone drive every part.
    public init(history: DemoHistory) {
        self.history = history
    }

    /// `base` (the archive of a new account: its settings, starter library, journal tags and supplements) with the demo's
    /// templates, split, workouts, weigh-ins, journal days and supplement intakes added, and its height set.
    public func archive(completing base: UserArchive) -> UserArchive {
        let start = history.startDate
        let end = history.endDate
        let zone = history.timeZone
        let library = base.exercises.enumerated().map { index, exercise in
            Exercise(
                id: Int64(index + 1), userID: 0, name: exercise.name, category: exercise.category, kind: exercise.kind,
                equipment: exercise.equipment, isArchived: exercise.archived)
        }
        let names = library.map(\.name)
        let workouts = history.workouts(library: library).map { Self.archived($0, names: names) }
        let templates = DemoTemplates.templates(dayNames: DemoProgram.days.map(\.name), workouts: workouts)
        let split = DemoTemplates.split(of: templates, activeSince: start, timeZone: zone)
        let body = DemoBody(seed: history.seed, startDate: start, endDate: end)
        let journal = DemoJournal(seed: history.seed, startDate: start, endDate: end)
            .days(tags: base.journal.tags.map(\.name), trainingDays: Set(workouts.map(\.date)))

        var archive = base
        archive.settings.heightCentimetres = body.heightCentimetres
        archive.templates = templates
        archive.splits = [split]
        archive.workouts = workouts.map { workout in
            guard let index = split.days.firstIndex(of: workout.name) else { return workout }
            var started = workout
            started.source = .splitDay
            started.template = workout.name
            started.split = split.name
            started.splitDayIndex = index
            return started
        }
        archive.bodyWeights = body.weighIns()
        archive.journal.days = journal
        archive.supplements = DemoSupplements(seed: history.seed, startDate: start, endDate: end, timeZone: zone)
            .history(of: base.supplements)
        return archive
    }

    /// A finished workout of the history as an archived one, not yet linked to a template; `names[id - 1]` is the name of
    /// exercise `id`.
    private static func archived(_ draft: FinishedWorkoutDraft, names: [String]) -> ArchivedWorkout {
        ArchivedWorkout(
            name: draft.name, notes: draft.notes, source: draft.source, date: draft.date, startedAt: draft.startedAt, endedAt: draft.endedAt,
            template: nil, split: nil, splitDayIndex: nil,
            exercises: draft.exercises.map { exercise in
                ArchivedWorkoutExercise(
                    exercise: names[Int(exercise.exerciseID) - 1], supersetGroup: exercise.supersetGroup, notes: exercise.notes,
                    restSeconds: nil, targetSets: nil, targetRepsMin: nil, targetRepsMax: nil,
                    sets: exercise.sets.map { ArchivedSet($0, done: true) })
            })
    }
}
