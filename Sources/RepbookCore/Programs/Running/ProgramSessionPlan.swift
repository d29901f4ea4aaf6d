import Foundation

/// A program day as a workout to start: each prescribed exercise on the user's exercise, its sets prefilled, each set
/// carrying its suggestion (weight, reps, AMRAP) and its own reason (stored in the language of the request that starts it),
/// the workout linked to the program's position.
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
                sets: exercise.sets.map { SetSuggestion(weight: $0.weight, reps: $0.reps, amrap: $0.amrap, reason: $0.reason.inRequestLanguage) },
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

    /// `5/3/1 Boring But Big: Squat`, the day named in the request's language.
    static func name(_ session: PrescribedSession, program: Program) -> String {
        "\(program.name): \(RequestLanguage.current?.localizer.programDayName(session.name, in: program) ?? session.name)"
    }

    /// The exercise's line in the request's language: `5/3/1 Boring But Big, Cycle 1 · Week 2 · Day 4` and its stage
    /// (`Squat 5x3+`) when it has stages.
    static func reason(_ exercise: PrescribedExercise, session: PrescribedSession, program: Program) -> String {
        let at = session.position
        let lift = RequestLanguage.current?.localizer.programLiftName(exercise.name, in: program) ?? exercise.name
        let text = LocalizedText("program.reason.session", [
            "program": .text(program.name),
            "position": .localized(LocalizedText(
                "program.position", ["cycle": .integer(at.cycle), "week": .integer(at.week), "day": .integer(at.day)])),
            "deload": session.isDeloadWeek ? .localized(LocalizedText("program.reason.deload_week")) : "",
            "stage": exercise.stage.isEmpty
                ? "" : .localized(LocalizedText("program.reason.stage", ["lift": .text(lift), "stage": .text(exercise.stage)])),
        ])
        return String(text.inRequestLanguage.prefix(400))
    }
}
