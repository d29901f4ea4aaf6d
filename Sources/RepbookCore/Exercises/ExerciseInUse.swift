/// The refusal of deleting an exercise something still refers to: the templates that use it, named, or a workout added
/// meanwhile. Both engines' `deleteExercise` check this in the deleting transaction, so the foreign key never answers.
public enum ExerciseInUse {
    /// The conflict naming the templates (in name order) that use `exercise`.
    public static func inTemplates(_ templates: [String], exercise: String) -> DomainError {
        let listed = templates.map { "\"\($0)\"" }.joined(separator: ", ")
        let values: [String: LocalizedText.Slot] = ["exercise": .text(exercise), "templates": .text(listed)]
        return .conflict(LocalizedText(templates.count == 1 ? "error.exercise.in_template" : "error.exercise.in_templates", values))
    }

    /// The conflict naming the programs (in name order) whose lifts `exercise` is.
    public static func inPrograms(_ programs: [String], exercise: String) -> DomainError {
        let listed = programs.map { "\"\($0)\"" }.joined(separator: ", ")
        let values: [String: LocalizedText.Slot] = ["exercise": .text(exercise), "programs": .text(listed)]
        return .conflict(LocalizedText(programs.count == 1 ? "error.exercise.in_program" : "error.exercise.in_programs", values))
    }

    /// The conflict of an exercise logged in a workout since the check for history.
    public static func inWorkouts(exercise: String) -> DomainError {
        .conflict(LocalizedText("error.was_just_logged_in_workout_so", ["exercise": "\(exercise)"]))
    }
}
