import Foundation
import RepbookCore
import RepbookFormats
import RepbookTestFixtures
import Testing

/// `WorkingSets` over real Strong exports, whose CSV carries no warm-up flag: known sessions read as a lifter reads
/// them, and every exercise entry of the files splits into working sets, warm-ups and top singles without losing a set.
@Suite("Working sets in real Strong exports")
struct WorkingSetsFixtureTests {
    typealias Support = WorkoutCSVTestSupport

    static func entry(_ file: WorkoutFile, start: String, exercise: String) throws -> [SetValues] {
        let workout = try #require(file.workouts.first { $0.start == Support.time(start) }, "workout at \(start)")
        let entry = try #require(workout.exercises.first { $0.name == exercise }, "\(exercise) at \(start)")
        return entry.sets.map(\.values)
    }

    static func pairs(_ sets: [SetValues]) -> [String] {
        sets.map { "\($0.weight.map { Weight.format($0.value) } ?? "-")x\($0.reps ?? 0)" }
    }

    @Test("Front squat 50x4, 70x2, 80x2, 90x2 then 95 for 4, 4, 3, 4: the 95s are the work, 50–90 the ramp")
    func frontSquat() throws {
        let file = try Support.readFixture("strong_classic_comma_AlexandrosKyriakakis", unit: .kilograms)
        let reading = WorkingSets(try Self.entry(file, start: "2020-12-30 18:51:52", exercise: "Front Squat (Barbell)"))
        #expect(Self.pairs(reading.working) == ["95x4", "95x4", "95x3", "95x4"])
        #expect(reading.leftOut?.englishText == "warm-ups 50–90 kg")
        let later = WorkingSets(try Self.entry(file, start: "2021-01-04 18:33:57", exercise: "Front Squat (Barbell)"))
        #expect(Self.pairs(later.working) == ["90x4", "90x4", "90x4", "90x4"])
        #expect(Self.pairs(later.warmUps) == ["50x4", "70x2", "80x2"])
    }

    @Test("A light first set of 20 before 30 for 10, 10, 7 is a ramp; a top set then back-offs all count")
    func squatShapes() throws {
        let file = try Support.readFixture("strong_classic_noNotes_DaKheera47", unit: .kilograms)
        let ramp = WorkingSets(try Self.entry(file, start: "2025-09-11 18:16:11", exercise: "Squat (Barbell)"))
        #expect(Self.pairs(ramp.working) == ["30x10", "30x10", "30x7"])
        #expect(ramp.leftOut?.englishText == "warm-up 20 kg")
        let reverse = WorkingSets(try Self.entry(file, start: "2025-09-19 16:56:24", exercise: "Squat (Barbell)"))
        #expect(Self.pairs(reverse.working) == ["40x7", "35x8", "35x8"])
    }

    @Test("Every entry of every Strong export: no set lost or doubled, the working weight is the heaviest working set")
    func wholeFiles() throws {
        for name in ["strong_classic_comma_AlexandrosKyriakakis", "strong_classic_noNotes_DaKheera47", "strong_workoutnum_semicolon_DaKheera47"] {
            let file = try Support.readFixture(name, unit: .kilograms)
            var entries = 0
            for workout in file.workouts {
                for exercise in workout.exercises {
                    let sets = exercise.sets.map(\.values)
                    let reading = WorkingSets(sets)
                    let drops = sets.filter { $0.kind == .drop }.count
                    #expect(
                        reading.working.count + reading.warmUps.count + reading.topSingles.count + drops == sets.count, "\(name) \(exercise.name)")
                    let nonWarmUp = sets.contains { $0.kind != .warmUp && $0.kind != .drop }
                    #expect(reading.working.isEmpty == !nonWarmUp, "\(name) \(exercise.name) at line \(workout.line)")
                    if let weight = reading.workingWeight {
                        let heaviest = reading.working.compactMap(\.weight?.kilograms).max() ?? 0
                        #expect(abs(heaviest - weight.kilograms) < 0.01, "\(name) \(exercise.name) at line \(workout.line)")
                    }
                    entries += 1
                }
            }
            #expect(entries > 10, "\(name)")
        }
    }
}
