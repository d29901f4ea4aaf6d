import Foundation
import RepbookCore
import RepbookTestFixtures
import RepbookFormats
import Testing

/// Detection of every layout from its header, and the rules of each format on small files written here.
@Suite("Workout CSV layouts")
struct WorkoutCSVLayoutTests {
    typealias Support = WorkoutCSVTestSupport

    @Test("Each header is detected with its separator, columns in any order and any case")
    func detection() throws {
        let files: [(String, WorkoutFileFormat)] = [
            (
                "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2024-01-02 "
                    + "10:00:00,A,1h,Squat,1,100,5,0,0,,,\n",
                .strong
            ),
            (
                "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,RPE\n2024-01-02 10:00:00,A,1h,Squat,1,100,5,0,0,\n",
                .strong
            ),
            (
                "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout "
                    + "Notes\n2024-01-02 10:00:00;A;Squat;1;100;kg;5;;;;0;;\n",
                .strong
            ),
            (
                "\"Workout #\";\"Date\";\"Workout Name\";\"Duration (sec)\";\"Exercise Name\";\"Set Order\";\"Weight "
                    + "(kg)\";\"Reps\";\"RPE\";\"Distance (meters)\";\"Seconds\";\"Notes\";\"Workout Notes\"\n\"1\";\"2024-01-02 "
                        + "10:00:00\";\"A\";\"60\";\"Squat\";\"1\";\"100\";\"5\";\"\";\"\";\"\";\"\";\"\"\n",
                .strong
            ),
            ("reps,exercise name,WEIGHT,set order,workout name,date\n5,Squat,100,1,A,2024-01-02 10:00:00\n", .strong),
            (
                "title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,"
                    + "duration_seconds,rpe\nA,\"2 Jan 2024, 10:00\",\"2 Jan 2024, 11:00\",,Squat,,,0,normal,225,5,,,\n",
                .hevy
            ),
            ("Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment\n2024-01-02,Squat,Legs,100,kgs,5,,,,\n", .fitnotes),
            ("Date,Exercise,Category,Weight (lbs),Reps,Distance,Distance Unit,Time\n2024-01-02,Squat,Legs,225,5,,,\n", .fitnotes),
            ("Date\tExercise\tCategory\tWeight (kgs)\tReps\n2024-01-02\tSquat\tLegs\t100\t5\n", .fitnotes),
            (RepbookCSVWriter.header + "\n1,2024-01-02 10:00:00,3600,A,,1,Squat,,,1,normal,100,kg,5,,,,\n", .repbook),
        ]
        for (text, format) in files {
            let file = try Support.read(text)
            #expect(file.format == format, "\(text.prefix(40))")
            #expect(file.setCount == 1, "\(text.prefix(40))")
            #expect(file.skipped == [], "\(text.prefix(40))")
        }
    }

    @Test("Units: stated by the header or a unit column win over the lifter's; none stated means the lifter's")
    func units() throws {
        let kg = try Support.read(
            "Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps\n2024-01-02 10:00:00;A;Squat;1;82,5;kg;5\n", unit: .pounds)
        #expect(kg.statedUnit == .kilograms)
        #expect(kg.workouts[0].exercises[0].sets[0].values.weight == Weight(82.5, .kilograms))
        let lbs = try Support.read(
            "Date;Workout Name;Exercise Name;Set Order;Weight (lbs);Reps;Distance (mi);Seconds\n2024-01-02 10:00:00;A;Run;1;0;0;1,5;600\n")
        #expect(lbs.statedUnit == .pounds)
        #expect(lbs.workouts[0].exercises[0].sets[0].values == SetValues(durationSeconds: 600, distanceMeters: 1.5 * 1609.344))
        let none = try Support.read(
            "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-01-02 10:00:00,A,Squat,1,\"82,5\",5\n", unit: .pounds)
        #expect(none.statedUnit == nil)
        #expect(none.assumedUnit == .pounds)
        #expect(none.workouts[0].exercises[0].sets[0].values.weight == Weight(82.5, .pounds))
    }

    @Test("Strong: W, D, F set orders; Rest Timer rows skipped; a Note row and first-row notes become the exercise's notes")
    func strongRows() throws {
        let text = """
            Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
            2024-01-02 10:00:00,"Leg day",45m,"Squat (Barbell)",Note,,,,,"Belt on, ""low"" bar","Felt good",
            2024-01-02 10:00:00,"Leg day",45m,"Squat (Barbell)",W,60,5,0,0,,,
            2024-01-02 10:00:00,"Leg day",45m,"Squat (Barbell)",Rest Timer,,,,90,,,
            2024-01-02 10:00:00,"Leg day",45m,"Squat (Barbell)",1,100,5,0,0,,,8.5
            2024-01-02 10:00:00,"Leg day",45m,"Squat (Barbell)",D,80,8,0,0,,,11
            2024-01-02 10:00:00,"Leg day",45m,"Squat (Barbell)",F,80,3,0,0,,,10
            2024-01-02 10:00:00,"Leg day",45m,"Pull Up",1,,12.0,0,0,"Strict
            no kipping",,
            2024-01-02 10:00:00,"Leg day",45m,"Squat (Barbell)",1,100,5,0,0,,,
            """
        let file = try Support.read(text, unit: .kilograms)
        #expect(file.skipped.inEnglish == [SkippedImportRow(line: 4, reason: "a rest timer row, not a set")])
        #expect(file.rowCount == 8)
        let workout = try #require(file.workouts.first)
        #expect(workout.notes == "Felt good")
        #expect(workout.durationSeconds == 45 * 60)
        #expect(workout.exercises.map(\.name) == ["Squat (Barbell)", "Pull Up", "Squat (Barbell)"])
        #expect(workout.exercises[0].notes == "Belt on, \"low\" bar")
        #expect(workout.exercises[0].sets.map(\.values.kind) == [.warmUp, .normal, .drop, .failure])
        // RPE 11 is not an RPE: dropped, the set kept.
        #expect(workout.exercises[0].sets.map(\.values.rpe) == [nil, 8.5, nil, 10])
        #expect(workout.exercises[1].notes == "Strict\nno kipping")
        #expect(workout.exercises[1].sets == [ImportedSet(line: 8, values: SetValues(reps: 12))])
        // The note ran over two lines, so the next record starts on line 10.
        #expect(workout.exercises[2].sets.map(\.line) == [10])
    }

    @Test("Strong: workouts split by date and name, and by Workout # when present; durations of every shape")
    func strongGrouping() throws {
        let text = """
            Workout #;Date;Workout Name;Duration;Exercise Name;Set Order;Weight (kg);Reps
            1;2024-01-02 10:00:00;A;2h 38m;Squat;1;100;5
            2;2024-01-02 10:00:00;A;38s;Squat;1;100;5
            3;2024-01-03 10:00:00;A;1h;Squat;1;100;5
            3;2024-01-03 10:00:00;A;1h;Bench;1;80;5
            4;2024-01-04 5:30:00 PM;B;2134;Squat;1;100;5
            """
        let file = try Support.read(text)
        #expect(file.workouts.map(\.durationSeconds) == [9480, 38, 3600, 2134])
        #expect(file.workouts.map(\.start) == [
            Support.time("2024-01-02 10:00:00"), Support.time("2024-01-02 10:00:00"), Support.time("2024-01-03 10:00:00"),
            Support.time("2024-01-04 17:30:00"),
        ])
        #expect(file.workouts[2].exercises.map(\.name) == ["Squat", "Bench"])
    }

    @Test("CRLF and CR line ends, a byte-order mark and blank lines keep the line numbers right")
    func lineEnds() throws {
        let rows = ["Date,Exercise,Weight,Reps", "2024-01-02,Squat,100,5", "", "2024-01-02,Squat,x,5", "2024-01-03,Squat,100,5"]
        for end in ["\r\n", "\r", "\n"] {
            let data = Data([0xEF, 0xBB, 0xBF]) + Data(rows.joined(separator: end).utf8)
            let file = try WorkoutCSVReader.read(data, options: WorkoutCSVOptions(unit: .kilograms))
            #expect(file.format == .fitnotes)
            #expect(file.skipped.inEnglish == [SkippedImportRow(line: 4, reason: "weight \"x\" is not a number")])
            #expect(file.workouts.map { $0.exercises[0].sets[0].line } == [2, 5])
            #expect(file.rowCount == 3)
        }
    }

    @Test("Hevy in pounds and miles, ISO dates too, superset ids renumbered per workout")
    func hevyRows() throws {
        let text = """
            title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_lbs,reps,distance_miles,\
            duration_seconds,rpe
            "B","3 Jan 2024, 18:05","3 Jan 2024, 19:00","Second",Curl,7,,0,normal,30,10,,,
            "B","3 Jan 2024, 18:05","3 Jan 2024, 19:00","Second",Dip,7,,0,normal,,10,,,
            "A","2 January 2024, 07:00","2 January 2024, 06:00","=cmd",Run,,,0,normal,,,2,900,
            "A","2 January 2024, 07:00","2 January 2024, 06:00","=cmd",Curl,3,,0,dropset,25,8,,,7
            "C","2024-01-04 07:00:00","2024-01-04 08:00:00",,Curl,,,0,warmup,20,12,,,
            """
        let file = try Support.read(text)
        #expect(file.statedUnit == .pounds)
        #expect(file.workouts.map(\.name) == ["A", "B", "C"])
        let a = file.workouts[0]
        #expect(a.durationSeconds == nil)  // it ends before it starts
        #expect(a.notes == "=cmd")
        #expect(a.exercises.map(\.supersetGroup) == [nil, 0])
        #expect(a.exercises[0].sets[0].values == SetValues(durationSeconds: 900, distanceMeters: 2 * 1609.344))
        #expect(a.exercises[1].sets[0].values == SetValues(weight: Weight(25, .pounds), reps: 8, kind: .drop, rpe: 7))
        #expect(file.workouts[1].exercises.map(\.supersetGroup) == [0, 0])
        #expect(file.workouts[1].durationSeconds == 55 * 60)
        #expect(file.workouts[2].start == Support.time("2024-01-04 07:00:00"))
    }
}
