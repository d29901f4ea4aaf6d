import Testing
@testable import RepbookCore

/// Madcow 5x5: the Monday ramp, Wednesday's light day, Friday's triple, and the 2.5 % weekly rise.
@Suite("Program: Madcow 5x5")
struct ProgramMadcowTests {
    typealias T = ProgramTestSupport

    @Test("Three weeks of sheet match the ramps in 12.5 % steps and rise 2.5 % a week")
    func sheet() throws {
        let program = try ProgramLibrary.program("madcow-5x5")
        let maxes: [String: Double] = ["squat": 100, "bench-press": 80, "barbell-row": 70, "overhead-press": 50, "deadlift": 120]
        let state = try ProgramState.start(program, trainingMaxes: T.maxes(maxes), date: T.day)
        let sheet = try ProgramSheet.sheet(program, state: state, weeks: 3, plates: .standardKilograms, unit: .kilograms)
        let monday: [(Double, Int)] = [(50, 5), (62.5, 5), (75, 5), (87.5, 5), (100, 5)]
        let friday: [(Double, Int)] = [(50, 5), (62.5, 5), (75, 5), (87.5, 5), (102.5, 3), (75, 8)]
        let wednesdaySquat: [(Double, Int)] = [(50, 5), (62.5, 5), (75, 5), (75, 5)]
        let wednesdayRamp: [(Double, Int)] = [(62.5, 5), (75, 5), (87.5, 5), (100, 5)]
        let days: [[(String, [(Double, Int)])]] = [
            [("squat", monday), ("bench-press", monday), ("barbell-row", monday)],
            [("squat", wednesdaySquat), ("overhead-press", wednesdayRamp), ("deadlift", wednesdayRamp)],
            [("squat", friday), ("bench-press", friday), ("barbell-row", friday)],
        ]
        for week in 0..<3 {
            let factor = [1.0, 1.025, 1.025 * 1.025][week]
            for (dayIndex, day) in days.enumerated() {
                for (exercise, wanted) in zip(sheet[week * 3 + dayIndex].exercises, day) {
                    #expect(exercise.liftKey == wanted.0)
                    #expect(exercise.sets.map(\.reps) == wanted.1.map(\.1))
                    let top = maxes[wanted.0]! * factor
                    #expect(T.weights(exercise) == wanted.1.map { T.kg(top * $0.0 / 100) }, "week \(week + 1) \(wanted.0)")
                }
            }
        }
    }
}
