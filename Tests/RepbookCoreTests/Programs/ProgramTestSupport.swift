import Foundation
@testable import RepbookCore

/// Helpers the program tests share, written apart from the code under test: loadable weights by plain arithmetic, the
/// start day, logging a session as done.
enum ProgramTestSupport {
    static let day = LocalDate("2026-11-02")!

    /// The nearest weight `bar + k × step` to `target` (the lighter on a tie), the bar below it.
    static func nearest(_ target: Double, bar: Double, step: Double) -> Double {
        guard target > bar else { return bar }
        let below = bar + ((target - bar) / step + 1e-9).rounded(.down) * step
        let above = below + step
        let pick = (above - target) < (target - below) - 1e-9 ? above : below
        return (pick * 100).rounded() / 100
    }

    /// Nearest loadable on a 20 kg bar with plates down to 1.25 kg (2.5 kg steps).
    static func kg(_ target: Double) -> Double { nearest(target, bar: 20, step: 2.5) }

    /// Nearest loadable on a 45 lb bar with plates down to 2.5 lb (5 lb steps).
    static func lb(_ target: Double) -> Double { nearest(target, bar: 45, step: 5) }

    /// Training maxes in kilograms by lift key.
    static func maxes(_ values: [String: Double], unit: WeightUnit = .kilograms) -> [String: Weight] {
        values.mapValues { Weight($0, unit) }
    }

    /// `reps` working sets at `weight` kg.
    static func sets(_ reps: [Int], at weight: Double, unit: WeightUnit = .kilograms) -> [SetValues] {
        reps.map { SetValues(weight: Weight(weight, unit), reps: $0) }
    }

    /// Advances past the state's day with only `exercises` logged (none: the day is skipped).
    static func log(
        _ state: ProgramState, _ program: Program, _ exercises: [String: LoggedExercise] = [:]
    ) throws -> (state: ProgramState, changes: [ProgramChange]) {
        try ProgramAdvance.advance(state, program: program, logged: LoggedSession(date: day, exercises: exercises))
    }

    /// Skips days until the state is at `day` of a week.
    static func skip(to dayNumber: Int, _ state: ProgramState, _ program: Program) throws -> ProgramState {
        var current = state
        for _ in 0..<program.daysPerWeek where current.position.day != dayNumber {
            current = try log(current, program).state
        }
        return current
    }

    /// The weights of an exercise's sets.
    static func weights(_ exercise: PrescribedExercise) -> [Double] { exercise.sets.map(\.weight.value) }
}
