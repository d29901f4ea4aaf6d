import Foundation

/// One exercise of a program day as pages show it: its name, its stage (`6x2+`) and its lines of sets.
public struct ProgramExerciseCard: Sendable, Equatable {
    public let name: String
    /// The stage's name when the slot has stages, else nil.
    public let stage: String?
    public let lines: [ProgramSetLine]
    /// Whether any set is AMRAP, for the "go for reps" hint.
    public let hasAmrap: Bool

    init(_ exercise: PrescribedExercise, program: Program, localizer: Localizer) {
        name = localizer.programLiftName(exercise.name, in: program)
        stage = exercise.stage.isEmpty ? nil : exercise.stage
        lines = ProgramSetLine.lines(exercise.sets, localizer: localizer)
        hasAmrap = exercise.sets.contains(where: \.amrap)
    }
}

/// One program day as pages show it: where it is (`Cycle 1 · Week 2 · Day 3`), its name and its exercises.
public struct ProgramDayCard: Sendable, Equatable {
    /// `Day 3: Bench Press`.
    public let title: String
    /// `Cycle 1 · Week 2 · Day 3`.
    public let position: String
    public let cycle: Int
    public let week: Int
    public let day: Int
    public let isDeloadWeek: Bool
    public let exercises: [ProgramExerciseCard]
    /// Whether any set of the day is AMRAP.
    public let hasAmrap: Bool

    /// The card of `session`, a day of `program` (whose built-in day and lift names show in the language).
    public init(_ session: PrescribedSession, program: Program, localizer: Localizer) {
        let at = session.position
        title = localizer.text("program.day_title", ["day": String(at.day), "name": localizer.programDayName(session.name, in: program)])
        position = localizer.programPosition(at)
        cycle = at.cycle
        week = at.week
        day = at.day
        isDeloadWeek = session.isDeloadWeek
        exercises = session.exercises.map { ProgramExerciseCard($0, program: program, localizer: localizer) }
        hasAmrap = exercises.contains(where: \.hasAmrap)
    }
}
