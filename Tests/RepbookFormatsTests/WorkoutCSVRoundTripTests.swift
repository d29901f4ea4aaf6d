import Foundation
import RepbookCore
import RepbookFormats
import Testing

/// What the writers write, the reader reads back: our own format exactly, Strong's classic layout with every set.
@Suite("Workout CSV round trips")
struct WorkoutCSVRoundTripTests {
    typealias Support = WorkoutCSVTestSupport

    static let zone = TimeZone(identifier: "America/New_York")!

    /// An instant from a wall-clock time in `zone`.
    static func instant(_ text: String) -> Date {
        Support.time(text).instant(in: zone)
    }

    static func set(_ id: Int64, _ values: SetValues, done: Bool = true) -> WorkoutSet {
        WorkoutSet(id: id, position: Int(id), values: values, isDone: done)
    }

    /// Two finished workouts with every kind of value, hostile text included, and a set never done.
    static let workouts: [Workout] = [
        Workout(
            id: 7, name: "@home \"push\", day", notes: "=HYPERLINK(\"http://x\")\nline two", source: .empty,
            date: LocalDate("2024-03-09")!, startedAt: instant("2024-03-09 23:15:07"), endedAt: instant("2024-03-10 01:20:09"),
            exercises: [
                WorkoutExercise(
                    id: 1, exerciseID: 11, exerciseName: "Bench Press (Barbell)", kind: .weightAndReps, position: 0,
                    supersetGroup: 2, notes: "-felt heavy, \"grip\" wide", sets: [
                        set(1, SetValues(weight: Weight(60, .kilograms), reps: 8, kind: .warmUp)),
                        set(2, SetValues(weight: Weight(82.5, .kilograms), reps: 5, kind: .normal, rpe: 8.5, note: "+1 rep next time")),
                        set(3, SetValues(weight: Weight(82.5, .kilograms), reps: 4, kind: .failure, rpe: 10)),
                        set(4, SetValues(weight: Weight(60, .kilograms), reps: 9, kind: .drop)),
                        set(5, SetValues(weight: Weight(100, .kilograms), reps: 3), done: false),
                    ]),
                WorkoutExercise(
                    id: 2, exerciseID: 12, exerciseName: "=cmd|' /C calc'!A0", kind: .weightAndReps, position: 1, supersetGroup: 2,
                    sets: [
                        set(6, SetValues(weight: Weight(225, .pounds), reps: 6, kind: .restPause, note: "@everyone")),
                        set(7, SetValues(weight: Weight(0, .pounds), reps: 12)),
                    ]),
                WorkoutExercise(
                    id: 3, exerciseID: 13, exerciseName: "Pull Up", kind: .bodyweightReps, position: 2,
                    sets: [set(8, SetValues(reps: 10, note: "'=quoted already"))]),
                WorkoutExercise(
                    id: 4, exerciseID: 11, exerciseName: "Bench Press (Barbell)", kind: .weightAndReps, position: 3,
                    sets: [set(9, SetValues(weight: Weight(70.25, .kilograms), reps: 10))]),
                WorkoutExercise(
                    id: 5, exerciseID: 14, exerciseName: "Never done", kind: .weightAndReps, position: 4,
                    sets: [set(10, SetValues(weight: Weight(10, .kilograms), reps: 10), done: false)]),
            ]),
        Workout(
            id: 8, name: "Run", source: .empty, date: LocalDate("2024-07-01")!, startedAt: instant("2024-07-01 06:00:00"),
            endedAt: instant("2024-07-01 06:42:30"),
            exercises: [
                WorkoutExercise(
                    id: 6, exerciseID: 15, exerciseName: "Running", kind: .distanceAndDuration, position: 0,
                    sets: [set(11, SetValues(durationSeconds: 2550, distanceMeters: 8046.72))]),
                WorkoutExercise(
                    id: 7, exerciseID: 16, exerciseName: "Plank", kind: .duration, position: 1,
                    sets: [set(12, SetValues(durationSeconds: 75))]),
            ]),
    ]

    /// The workouts as the reader should return them from our format: done sets only, exercises without any left out.
    static func expected(from workouts: [Workout]) -> [[ImportedExerciseShape]] {
        workouts.map { workout in
            workout.exercises.compactMap { exercise in
                let sets = exercise.sets.filter(\.isDone).map(\.values)
                return sets.isEmpty ? nil : ImportedExerciseShape(
                    name: exercise.exerciseName, notes: exercise.notes, supersetGroup: exercise.supersetGroup, sets: sets)
            }
        }
    }

    @Test("Repbook CSV: written then read, the same workouts exactly (names, times to the second, units, kinds, RPE, notes, supersets)")
    func repbookRoundTrip() throws {
        let text = RepbookCSVWriter.csv(Self.workouts, timeZone: Self.zone)
        let file = try Support.read(text, unit: .pounds)
        #expect(file.format == .repbook)
        #expect(file.skipped == [])
        #expect(file.statedUnit == .kilograms)
        #expect(file.workouts.map(\.name) == Self.workouts.map(\.name))
        #expect(file.workouts.map(\.notes) == Self.workouts.map(\.notes))
        #expect(file.workouts.map(\.start) == [Support.time("2024-03-09 23:15:07"), Support.time("2024-07-01 06:00:00")])
        #expect(file.workouts.map(\.durationSeconds) == [2 * 3600 + 5 * 60 + 2, 42 * 60 + 30])
        #expect(file.workouts.map { $0.exercises.map(ImportedExerciseShape.init) } == Self.expected(from: Self.workouts))
        // Read in another zone's terms the wall clock is the same: the file holds no zone.
        #expect(try Support.read(RepbookCSVWriter.csv(Self.workouts, timeZone: .gmt)).workouts[0].start == Support.time("2024-03-10 04:15:07"))
    }

    @Test("Strong CSV: Strong's own header and cells; read back as Strong, every done set with weights in the chosen unit")
    func strongRoundTrip() throws {
        let text = StrongCSVWriter.csv(Self.workouts, unit: .kilograms, timeZone: Self.zone)
        let header = "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
        let firstRows = #"""
            2024-03-09 23:15:07,"'@home ""push"", day",2h 5m,"Bench Press (Barbell)",W,60.0,8,0,0,"'-felt heavy, ""grip"" wide",\#
            "'=HYPERLINK(""http://x"")
            line two",
            2024-03-09 23:15:07,"'@home ""push"", day",2h 5m,"Bench Press (Barbell)",1,82.5,5,0,0,"","",8.5

            """#
        #expect(text.hasPrefix(header + firstRows))
        #expect(text.hasSuffix("2024-07-01 06:00:00,\"Run\",42m,\"Plank\",1,,,0,75,\"\",\"\",\n"))

        let file = try Support.read(text, unit: .kilograms)
        #expect(file.format == .strong)
        #expect(file.skipped == [])
        #expect(file.statedUnit == nil)
        #expect(file.workouts.map(\.name) == Self.workouts.map(\.name))
        #expect(file.workouts.map(\.notes) == Self.workouts.map(\.notes))
        #expect(file.workouts.map(\.durationSeconds) == [2 * 3600 + 5 * 60, 42 * 60])
        let expected = Self.expected(from: Self.workouts).map { exercises in
            exercises.map { exercise in
                ImportedExerciseShape(name: exercise.name, notes: exercise.notes, supersetGroup: nil, sets: exercise.sets.map { values in
                    SetValues(
                        weight: values.weight.map { Weight($0.value(in: .kilograms), .kilograms) }, reps: values.reps,
                        durationSeconds: values.durationSeconds, distanceMeters: values.distanceMeters,
                        kind: values.kind == .restPause ? .normal : values.kind, rpe: values.rpe)
                })
            }
        }
        let read = file.workouts.map { $0.exercises.map(ImportedExerciseShape.init) }
        // Distances go through kilometers as decimal text: equal to a micrometer.
        #expect(abs((read[1][0].sets[0].distanceMeters ?? 0) - 8046.72) < 1e-6)
        #expect(read.map { $0.map(\.withoutDistance) } == expected.map { $0.map(\.withoutDistance) })
        #expect(file.setCount == 10)
        #expect(file.workouts[0].exercises[1].sets[0].values.weight == Weight(102.06, .kilograms))
    }

    @Test("Formula strings are neutralised in both writers: no cell starts with =, +, -, @")
    func formulasNeutralised() throws {
        for text in [
            StrongCSVWriter.csv(Self.workouts, unit: .pounds, timeZone: Self.zone), RepbookCSVWriter.csv(Self.workouts, timeZone: Self.zone),
        ] {
            for dangerous in ["=", "+", "-", "@"] {
                #expect(!text.contains(",\(dangerous)"), "a bare \(dangerous) cell")
                #expect(!text.contains(",\"\(dangerous)"), "a quoted \(dangerous) cell")
                #expect(!text.contains("\n\(dangerous)"), "a line starting with \(dangerous)")
            }
            #expect(text.contains("'=cmd|' /C calc'!A0"))
        }
    }
}

/// An imported exercise without its lines, to compare with what was written.
struct ImportedExerciseShape: Equatable {
    let name: String
    let notes: String
    let supersetGroup: Int?
    let sets: [SetValues]

    init(name: String, notes: String, supersetGroup: Int?, sets: [SetValues]) {
        self.name = name
        self.notes = notes
        self.supersetGroup = supersetGroup
        self.sets = sets
    }

    /// The same exercise with distances left out, to compare them apart.
    var withoutDistance: ImportedExerciseShape {
        ImportedExerciseShape(name: name, notes: notes, supersetGroup: supersetGroup, sets: sets.map {
            var values = $0
            values.distanceMeters = nil
            return values
        })
    }

    init(_ exercise: ImportedExercise) {
        self.init(name: exercise.name, notes: exercise.notes, supersetGroup: exercise.supersetGroup, sets: exercise.sets.map(\.values))
    }
}
