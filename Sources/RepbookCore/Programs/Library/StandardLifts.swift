import Foundation

/// The lifts the library's programs share, by stable key.
enum StandardLifts {
    static let squat = ProgramLift(key: "squat", name: "Squat", region: .lower)
    static let bench = ProgramLift(key: "bench-press", name: "Bench Press", region: .upper)
    static let deadlift = ProgramLift(key: "deadlift", name: "Deadlift", region: .lower)
    static let press = ProgramLift(key: "overhead-press", name: "Overhead Press", region: .upper)
    static let row = ProgramLift(key: "barbell-row", name: "Barbell Row", region: .upper)
    static let sumoDeadlift = ProgramLift(key: "sumo-deadlift", name: "Sumo Deadlift", region: .lower)
    static let frontSquat = ProgramLift(key: "front-squat", name: "Front Squat", region: .lower)
    static let closeGripBench = ProgramLift(key: "close-grip-bench-press", name: "Close-Grip Bench Press", region: .upper)
    static let romanianDeadlift = ProgramLift(key: "romanian-deadlift", name: "Romanian Deadlift", region: .lower)
    static let latPulldown = ProgramLift(
        key: "lat-pulldown", name: "Lat Pulldown", region: .upper, loading: .steps(LoadStep(kilograms: 2.5, pounds: 5)))
    static let dumbbellRow = ProgramLift(
        key: "dumbbell-row", name: "Dumbbell Row", region: .upper, loading: .steps(LoadStep(kilograms: 2, pounds: 5)))
    static let tricepsPushdown = ProgramLift(
        key: "triceps-pushdown", name: "Triceps Pushdown", region: .upper, loading: .steps(LoadStep(kilograms: 2.5, pounds: 5)))
    static let dumbbellCurl = ProgramLift(
        key: "dumbbell-curl", name: "Dumbbell Curl", region: .upper, loading: .steps(LoadStep(kilograms: 2, pounds: 5)))
    static let legPress = ProgramLift(
        key: "leg-press", name: "Leg Press", region: .lower, loading: .steps(LoadStep(kilograms: 5, pounds: 10)))

    /// The step a linear program adds for `lift`: 2.5 kg / 5 lb upper, 5 kg / 10 lb lower.
    static func step(_ lift: ProgramLift) -> LoadStep { lift.region == .upper ? .upper : .lower }
}
