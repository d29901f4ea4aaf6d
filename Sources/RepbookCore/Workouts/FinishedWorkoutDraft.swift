import Foundation

/// A finished workout to insert in bulk (a demo history, an import): its exercises in order, every set done.
public struct FinishedWorkoutDraft: Equatable, Sendable {
    public var name: String
    /// The day it belongs to, in the user's time zone.
    public var date: LocalDate
    public var startedAt: Date
    public var endedAt: Date
    public var source: WorkoutSource
    public var notes: String
    public var exercises: [FinishedExerciseDraft]

    public init(
        name: String, date: LocalDate, startedAt: Date, endedAt: Date, source: WorkoutSource = .imported, notes: String = "",
        exercises: [FinishedExerciseDraft]
    ) {
        self.name = name
        self.date = date
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.source = source
        self.notes = notes
        self.exercises = exercises
    }

    /// The number of sets across all exercises.
    public var setCount: Int { exercises.reduce(0) { $0 + $1.sets.count } }

    /// Refuses what the log cannot hold (the schema's limits), naming the workout by day and name.
    public func validate() throws {
        let label: LocalizedText.Slot = .localized(LocalizedText("error.history.workout_label",
            ["name": .text(name), "date": .text(date.description)]))
        guard (1...80).contains(name.unicodeScalars.count) else {
            throw DomainError.invalid(field: "name", message: LocalizedText("error.workout_on_needs_name_1_80", ["date": "\(date)"]))
        }
        guard notes.unicodeScalars.count <= 4000 else {
            throw DomainError.invalid(field: "notes", message: LocalizedText("error.notes_are_limited_4000_characters", ["label": label]))
        }
        for (field, text, multiline) in [("name", name, false), ("notes", notes, true)]
        + exercises.map({ ("notes", $0.notes, true) }) {
            if let scalar = UserText.forbiddenCharacter(in: text, multiline: multiline) {
                let key = field == "name" ? "error.history.name_control_character" : "error.history.notes_control_character"
                throw DomainError.invalid(field: field, message: LocalizedText(key, ["label": label, "scalar": .text(UserText.codePoint(scalar))]))
            }
        }
        guard endedAt >= startedAt else {
            throw DomainError.invalid(field: "endedAt", message: LocalizedText("error.ends_before_it_starts", ["label": label]))
        }
        guard WorkoutLimits.instants.contains(startedAt), WorkoutLimits.instants.contains(endedAt) else {
            throw DomainError.invalid(field: "startedAt", message: LocalizedText("error.dated_outside_years_1900_2199", ["label": label]))
        }
        guard exercises.count <= WorkoutLimits.maximumExercises else {
            throw DomainError.invalid(field: "exercises", message:
                LocalizedText("error.has_more_than_exercises", ["label": label, "maximumExercises": "\(WorkoutLimits.maximumExercises)"]))
        }
        guard setCount <= WorkoutLimits.maximumSets else {
            throw DomainError.invalid(field: "sets", message:
                LocalizedText("error.has_more_than_sets", ["label": label, "maximumSets": "\(WorkoutLimits.maximumSets)"]))
        }
        for exercise in exercises {
            guard exercise.notes.unicodeScalars.count <= 2000 else {
                throw DomainError.invalid(field: "notes", message:
                    LocalizedText("error.exercise_notes_are_limited_2000_characters", ["label": label]))
            }
            if let group = exercise.supersetGroup, group < 0 {
                throw DomainError.invalid(field: "supersetGroup", message:
                    LocalizedText("error.superset_group_cannot_negative", ["label": label]))
            }
            for set in exercise.sets {
                if let problem = SetValueRules.problem(in: set) {
                    throw DomainError.invalid(field: problem.field.rawValue, message: LocalizedText(
                        "error.set.problem_at", ["label": label, "problem": .localized(problem.message)]))
                }
            }
        }
    }
}

/// An exercise of a `FinishedWorkoutDraft`: one of the user's exercises and its sets, in order.
public struct FinishedExerciseDraft: Equatable, Sendable {
    public var exerciseID: Int64
    public var sets: [SetValues]
    public var supersetGroup: Int?
    public var notes: String

    public init(exerciseID: Int64, sets: [SetValues], supersetGroup: Int? = nil, notes: String = "") {
        self.exerciseID = exerciseID
        self.sets = sets
        self.supersetGroup = supersetGroup
        self.notes = notes
    }
}
