import Foundation

/// Finished workouts, newest first, with their figures.
public struct HistoryPage: Sendable {
    /// One finished workout.
    public struct Item: Sendable {
        public let id: Int64
        public let name: String
        public let date: String
        public let duration: String
        public let volume: String
        public let setCount: Int
        /// "12 sets" in the user's language.
        public let setsText: String
    }

    public let items: [Item]
    public let hasItems: Bool
    public let olderHref: String?
    public let newerHref: String?

    /// Builds a page of history after the workout `before` (nil for the newest); `pageSize + 1` workouts tell whether
    /// another page follows, whose cursor is this page's last workout.
    public static func make(
        workouts: [Workout], before: Int64?, pageSize: Int, settings: UserSettings, localizer: Localizer
    ) -> HistoryPage {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let training = LocalizedTrainingFormat(localizer)
        let unit = settings.weightUnit
        let items = workouts.prefix(pageSize).map { workout in
            Item(
                id: workout.id, name: workout.name, date: format.day(workout.date),
                duration: training.duration(max(0, Int((workout.endedAt ?? workout.startedAt).timeIntervalSince(workout.startedAt)))),
                volume: training.volume(kilograms: WorkoutVolume.kilograms(of: workout), unit: unit),
                setCount: WorkoutVolume.doneSetCount(of: workout),
                setsText: localizer.plural("history.sets", count: WorkoutVolume.doneSetCount(of: workout)))
        }
        return HistoryPage(
            items: Array(items), hasItems: !items.isEmpty,
            olderHref: workouts.count > pageSize ? items.last.map { "/history/all?before=\($0.id)" } : nil,
            newerHref: before != nil ? "/history/all" : nil)
    }
}

/// A finished workout, read-only: its summary, records and every set; also the summary shown right after finishing.
public struct WorkoutDetailPage: Sendable {
    /// An exercise and its sets as lines.
    public struct ExerciseBlock: Sendable {
        public let name: String
        public let exerciseID: Int64
        public let supersetLetter: String?
        public let notes: String?
        public let sets: [SetLine]
    }

    /// A set as a line with its label.
    public struct SetLine: Sendable {
        public let label: String
        public let text: String
        public let note: String?
    }

    public let workoutID: Int64
    public let name: String
    public let date: String
    public let time: String
    public let duration: String
    public let setCount: Int
    public let volume: String
    public let records: [String]
    public let hasRecords: Bool
    public let exercises: [ExerciseBlock]
    public let justFinished: Bool
    /// Finished within the last hour (and not a quick-log day or an import): the page offers to reopen it.
    public let canReopen: Bool
    /// When the workout differs from the template it started from: the offer to update that template.
    public let templateUpdate: TemplateUpdateOffer?

    /// The offer to update a template with what was done: its name and each exercise's change as a line.
    public struct TemplateUpdateOffer: Sendable {
        public let templateName: String
        public let changes: [String]
    }

    /// Builds the page from a finished workout and its summary; `revision` is what updating its template would change.
    public static func make(
        workout: Workout, summary: WorkoutSummary, settings: UserSettings, justFinished: Bool, now: Date = Date(),
        revision: (template: WorkoutTemplate, changes: [TemplateRevision.Change])? = nil, localizer: Localizer
    ) -> WorkoutDetailPage {
        let format = DisplayFormat(settings: settings, localizer: localizer)
        let training = LocalizedTrainingFormat(localizer)
        let unit = settings.weightUnit
        let blocks = workout.exercises.map { exercise in
            var working = 0
            return ExerciseBlock(
                name: localizer.exerciseName(exercise.exerciseName), exerciseID: exercise.exerciseID,
                supersetLetter: exercise.supersetGroup.map(SupersetLabel.letter),
                notes: exercise.notes.isEmpty ? nil : exercise.notes,
                sets: exercise.sets.map { set in
                    if set.values.kind != .warmUp { working += 1 }
                    return SetLine(
                        label: localizer.setMark(set.values.kind) ?? String(working),
                        text: training.line(set.values, kind: exercise.kind, effort: settings.effortScale),
                        note: set.values.note.isEmpty ? nil : set.values.note)
                })
        }
        let records = summary.records.map { "\(localizer.exerciseName($0.exerciseName)) · \(training.record($0, unit: unit))" }
        return WorkoutDetailPage(
            workoutID: workout.id, name: workout.name, date: format.day(workout.date), time: format.dateTime(workout.startedAt),
            duration: training.duration(summary.durationSeconds), setCount: summary.setCount,
            volume: training.volume(kilograms: summary.volumeKilograms, unit: unit), records: records, hasRecords: !records.isEmpty,
            exercises: blocks, justFinished: justFinished,
            canReopen: WorkoutReopening.isOffered(endedAt: workout.endedAt, source: workout.source, now: now),
            templateUpdate: revision.map { revision in
                TemplateUpdateOffer(templateName: revision.template.name, changes: revision.changes.map { change in
                    let exercise = localizer.exerciseName(change.exerciseName)
                    return switch (change.before, change.after) {
                    case (nil, let after?): localizer.text("detail.change_added", ["exercise": exercise, "after": after])
                    case (let before?, nil): localizer.text("detail.change_removed", ["exercise": exercise, "before": before])
                    case (let before?, let after?): localizer.text(
                        "detail.change", ["exercise": exercise, "before": before, "after": after])
                    case (nil, nil): exercise
                    }
                })
            })
    }
}
