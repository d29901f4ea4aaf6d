import Foundation

/// The program sheet: every session ahead, computed as if each set were done exactly as prescribed (its minimum reps,
/// no RPE logged), so per-session and per-cycle increments show and AMRAP-driven moves wait for real reps.
public enum ProgramSheet {
    /// The most weeks a sheet shows.
    public static let maximumWeeks = 52

    /// The next `weeks` weeks of sessions from `state.position`, for a user of `unit` with `plates`; reasons say an
    /// effort on the user's `effort` scale.
    public static func sheet(
        _ program: Program, state: ProgramState, weeks: Int, plates: PlateSetup, unit: WeightUnit,
        formula: OneRepMaxFormula = .epley, effort: EffortScale = .rpe
    ) throws(DomainError) -> [PrescribedSession] {
        guard (1...maximumWeeks).contains(weeks) else {
            throw .invalid(field: "weeks", message: LocalizedText("error.sheet_shows_1_weeks", ["maximumWeeks": "\(maximumWeeks)"]))
        }
        var current = state
        var sessions: [PrescribedSession] = []
        let date = current.trainingMaxes.values.compactMap { $0.history.last?.date }.max() ?? LocalDate(unchecked: 2000, 1, 1)
        for _ in 0..<(weeks * program.daysPerWeek) {
            let session = try ProgramPrescriber.prescribe(program, state: current, plates: plates, unit: unit, effort: effort)
            sessions.append(session)
            current = try ProgramAdvance.advance(current, program: program, logged: asPrescribed(session, date: date), formula: formula).state
        }
        return sessions
    }

    /// `session` logged exactly as prescribed: each set at its weight and (minimum) reps.
    static func asPrescribed(_ session: PrescribedSession, date: LocalDate) -> LoggedSession {
        var exercises: [String: LoggedExercise] = [:]
        for exercise in session.exercises {
            exercises[exercise.slotKey] = LoggedExercise(
                workingSets: exercise.sets.map { SetValues(weight: $0.weight, reps: $0.reps) })
        }
        return LoggedSession(date: date, exercises: exercises)
    }
}
