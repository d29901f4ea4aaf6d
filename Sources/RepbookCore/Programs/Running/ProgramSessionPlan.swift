import Foundation

/// A program day as a workout to start: each prescribed exercise on the user's exercise, its sets prefilled, each set
/// carrying its suggestion (weight, reps, AMRAP) and its own reason, the workout linked to the program's position.
public enum ProgramSessionPlan {
    /// The plan for `session` (prescribed for `running` at its position), started at `instant` on `date`.
    public static func plan(
        _ session: PrescribedSession, of running: UserProgram, date: LocalDate, instant: Date
    ) throws(DomainError) -> WorkoutPlan {
        var exercises: [PlannedExercise] = []
        for exercise in session.exercises {
            guard let exerciseID = running.exerciseIDs[exercise.liftKey] else {
                throw .invalid(field: "lifts.\(exercise.liftKey)", message:
                    LocalizedText("error.not_mapped_one_exercises", ["exercise": "\(exercise.name)"]))
            }
            let sets = exercise.sets.map { SetValues(weight: $0.weight, reps: $0.reps) }
            let suggestion = ExerciseSuggestion(
                sets: exercise.sets.map { SetSuggestion(weight: $0.weight, reps: $0.reps, amrap: $0.amrap, reason: $0.reason) },
                reason: reason(exercise, session: session, program: running.program))
            exercises.append(PlannedExercise(
                exerciseID: exerciseID, targetSets: min(sets.count, 20), sets: sets, suggestion: suggestion,
                programSlotKey: exercise.slotKey))
        }
        return WorkoutPlan(
            name: String(name(session, program: running.program).prefix(ExerciseName.maximumLength)), source: .empty, date: date,
            startedAt: instant, exercises: exercises,
            program: WorkoutProgramLink(programID: running.id, position: session.position))
    }

    /// `5/3/1 Boring But Big: Squat`.
    static func name(_ session: PrescribedSession, program: Program) -> String { "\(program.name): \(session.name)" }

    /// The exercise's line: `5/3/1 Boring But Big, cycle 1, week 2, day 4` and its stage (`5x3+`) when it has stages.
    static func reason(_ exercise: PrescribedExercise, session: PrescribedSession, program: Program) -> String {
        let stage = exercise.stage.isEmpty ? "" : " · \(exercise.name) \(exercise.stage)"
        let deload = session.isDeloadWeek ? " (deload week)" : ""
        return String("\(program.name), \(session.position)\(deload)\(stage)".prefix(400))
    }
}
