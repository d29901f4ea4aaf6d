import Foundation
import RepbookCore
import Testing

/// Exercise names from the real Strong, Hevy and FitNotes exports in ../shared/fixtures/imports, matched to the starter
/// library.
@Suite("Exercise name matching")
struct ExerciseNameMatcherTests {
    /// The starter library as a user's exercises, ids in library order.
    static let library: [Exercise] = StarterLibrary.exercises.enumerated().map { index, item in
        Exercise(id: Int64(index + 1), userID: 1, name: item.name, category: item.category, kind: item.kind, equipment: item.equipment)
    }
    let matcher = ExerciseNameMatcher(exercises: library)

    @Test("Fixture names land on the library exercise they mean, and say how", arguments: [
        // Strong
        ("Bench Press (Barbell)", "Bench Press", ExerciseMapping.Match.nameAndEquipment),
        ("Squat (Barbell)", "Back Squat", .knownAlias),
        ("Front Squat (Barbell)", "Front Squat", .nameAndEquipment),
        ("Deadlift (Barbell)", "Deadlift", .nameAndEquipment),
        ("Overhead Press (Barbell)", "Overhead Press", .nameAndEquipment),
        ("Strict Military Press (Barbell)", "Overhead Press", .knownAlias),
        ("Snatch (Barbell)", "Snatch", .nameAndEquipment),
        ("Clean and Jerk (Barbell)", "Clean and Jerk", .nameAndEquipment),
        ("Power Clean", "Power Clean", .sameName),
        ("Crunch", "Crunch", .sameName),
        ("Push Up", "Push-Up", .sameName),
        ("Bent Over Row (Barbell)", "Barbell Row", .knownAlias),
        ("Bicep Curl (Barbell)", "Barbell Curl", .knownAlias),
        ("Bicep Curl (Dumbbell)", "Dumbbell Curl", .knownAlias),
        ("Chest Press (Machine)", "Machine Chest Press", .nameAndEquipment),
        ("Lat Pulldown (Cable)", "Lat Pulldown", .nameAndEquipment),
        ("Lat Pulldown (Machine)", "Lat Pulldown", .nameAndEquipment),
        ("Leg Extension (Machine)", "Leg Extension", .nameAndEquipment),
        ("Leg Press", "Leg Press", .sameName),
        ("Pull Up (Assisted)", "Assisted Pull-Up", .knownAlias),
        ("Seated Leg Curl (Machine)", "Seated Leg Curl", .nameAndEquipment),
        ("Seated Row (Cable)", "Seated Cable Row", .knownAlias),
        ("Triceps Pushdown (Cable - Straight Bar)", "Triceps Pushdown", .nameAndEquipment),
        ("Romanian Deadlift (Barbell)", "Romanian Deadlift", .nameAndEquipment),
        ("Hip Thrust (Barbell)", "Hip Thrust", .nameAndEquipment),
        // Hevy
        ("Cable Crunch", "Cable Crunch", .sameName),
        ("Incline Bench Press (Dumbbell)", "Incline Dumbbell Press", .knownAlias),
        ("Lateral Raise (Cable)", "Cable Lateral Raise", .nameAndEquipment),
        ("Leg Press (Machine)", "Leg Press", .nameAndEquipment),
        ("Pendlay Row (Barbell)", "Pendlay Row", .nameAndEquipment),
        ("Shoulder Press (Dumbbell)", "Seated Dumbbell Press", .knownAlias),
        ("Skullcrusher (Barbell)", "Skull Crusher", .knownAlias),
        ("Triceps Pressdown", "Triceps Pushdown", .knownAlias),
        // FitNotes
        ("Barbell Overhead Press", "Overhead Press", .nameAndEquipment),
        ("Barbell Squat", "Back Squat", .knownAlias),
        ("Barbell Front Squat", "Front Squat", .nameAndEquipment),
        ("Dumbbell Row", "Dumbbell Row", .sameName),
        ("Chin Up", "Chin-Up", .sameName),
        ("Pull Up", "Pull-Up", .sameName),
        ("Push-up", "Push-Up", .sameName),
        ("Cable Lateral Raises", "Cable Lateral Raise", .sameName),
        ("EZ-Bar Curl", "EZ Bar Curl", .sameName),
        ("EZ-Bar Preacher Curl", "Preacher Curl", .nameAndEquipment),
        ("EZ-Bar Skullcrusher", "Skull Crusher", .nameAndEquipment),
        ("Dumbbell Hammer Curl", "Hammer Curl", .nameAndEquipment),
        ("Lateral Dumbbell Raise", "Lateral Raise", .nameAndEquipment),
        ("Arnold Dumbbell Press", "Arnold Press", .nameAndEquipment),
        ("Dumbbell Shrug", "Shrug", .nameAndEquipment),
        ("Barbell Upright Row", "Upright Row", .nameAndEquipment),
        ("Incline Barbell Bench Press", "Incline Bench Press", .nameAndEquipment),
        ("Decline Barbell Bench Press", "Decline Bench Press", .nameAndEquipment),
        ("Flat Barbell Bench Press", "Bench Press", .knownAlias),
        ("Flat Dumbbell Bench Press", "Dumbbell Bench Press", .knownAlias),
        ("Incline Dumbbell Bench Press", "Incline Dumbbell Press", .knownAlias),
        ("Leg Extension Machine", "Leg Extension", .nameAndEquipment),
        ("Lying Leg Curl Machine", "Lying Leg Curl", .nameAndEquipment),
        ("Seated Calf Raise Machine", "Seated Calf Raise", .nameAndEquipment),
        ("Cable Overhead Triceps Extension", "Overhead Triceps Extension", .nameAndEquipment),
        ("Running (Treadmill)", "Treadmill Run", .knownAlias),
        ("Running (Outdoor)", "Running", .knownAlias),
        ("Farmer Carries", "Farmer's Walk", .knownAlias),
        ("T-Bar Row", "T-Bar Row", .sameName),
        ("Romanian Deadlift", "Romanian Deadlift", .sameName),
    ])
    func matches(fileName: String, libraryName: String, how: ExerciseMapping.Match) throws {
        let found = try #require(matcher.match(fileName), "\(fileName) matched nothing")
        #expect(found.exercise.name == libraryName, "\(fileName)")
        #expect(found.match == how, "\(fileName)")
    }

    @Test("Different movements never match, even when a word is shared", arguments: [
        "Squat (Dumbbell)", "Squat (Smith Machine)", "Hammer Curl (Cable)", "Romanian Deadlift (Dumbbell)", "Smith Machine Bench Press",
        "Crunch Machine", "Shoulder Press (Machine)", "Clean (Barbell)", "Hip Abduction Machine (Inward)", "Pec Deck (Machine)",
        "Kettlebell Carry", "Calf Press on Seated Leg Press", "Seated Cable Row - Bar Wide Grip", "Back Extension (Weighted Hyperextension)",
        "Warm Up", "Swimming", "Preacher Curl (Dumbbell)", "Goblet Squat (Kettlebell)",
    ])
    func noMatch(fileName: String) {
        #expect(matcher.match(fileName) == nil, "\(fileName) matched \(matcher.match(fileName)?.exercise.name ?? "")")
    }

    @Test("The user's own exercise of the same name wins, archived ones still match, a renamed library exercise is not guessed")
    func ownExercises() throws {
        let mine = [
            Exercise(id: 7, userID: 1, name: "Squat (Dumbbell)", category: .legs, kind: .weightAndReps, equipment: .dumbbell),
            Exercise(id: 8, userID: 1, name: "Lunges", category: .legs, kind: .weightAndReps, equipment: .dumbbell, isArchived: true),
            Exercise(id: 9, userID: 1, name: "Flat Bench", category: .chest, kind: .weightAndReps, equipment: .barbell),
        ]
        let matcher = ExerciseNameMatcher(exercises: mine)
        #expect(matcher.match("squat (dumbbell)")?.exercise.id == 7)
        #expect(matcher.match("Lunge")?.exercise.id == 8)
        #expect(matcher.match("Bench Press (Barbell)") == nil)
    }

    @Test("A new exercise is named as the file names it, with category, equipment and kind guessed")
    func newExerciseGuess() {
        let kg = { (value: Double, reps: Int) in SetValues(weight: Weight(value, .kilograms), reps: reps) }
        let squat = NewExerciseGuess.draft(name: "  Squat   (Dumbbell) ", fileCategory: nil, sets: [kg(20, 10)])
        #expect(squat == ExerciseDraft(name: "Squat (Dumbbell)", category: .legs, kind: .weightAndReps, equipment: .dumbbell))

        let fitNotes = NewExerciseGuess.draft(name: "Alternating Dumbbell Shoulder Raises", fileCategory: "Shoulders", sets: [kg(8, 12)])
        #expect(fitNotes.category == .shoulders)
        #expect(fitNotes.equipment == .dumbbell)
        #expect(NewExerciseGuess.draft(name: "Curl Pulldown Bicep", fileCategory: "Biceps", sets: []).category == .arms)
        #expect(NewExerciseGuess.draft(name: "General Abs", fileCategory: "Abs", sets: []).category == .core)

        let pistol = NewExerciseGuess.draft(name: "Pistol Squat", fileCategory: "Legs", sets: [SetValues(weight: Weight(0, .pounds), reps: 8)])
        #expect(pistol.kind == .bodyweightReps)
        #expect(pistol.equipment == .bodyweight)
        let plank = NewExerciseGuess.draft(name: "Dead Hang", fileCategory: nil, sets: [SetValues(durationSeconds: 60)])
        #expect(plank.kind == .duration)
        let swim = NewExerciseGuess.draft(name: "Swimming", fileCategory: nil, sets: [SetValues(durationSeconds: 900, distanceMeters: 1000)])
        #expect(swim == ExerciseDraft(name: "Swimming", category: .cardio, kind: .distanceAndDuration, equipment: .none))
        #expect(NewExerciseGuess.draft(name: "Good Morning (Barbell)", fileCategory: nil, sets: [kg(40, 8)]).category == .legs)
        #expect(NewExerciseGuess.draft(name: "Turkish Getup", fileCategory: "Body", sets: [kg(12, 3)]).category == .fullBody)
        #expect(NewExerciseGuess.draft(name: "Zottman Thing", fileCategory: nil, sets: [kg(12, 3)]).category == .other)

        let long = NewExerciseGuess.draft(name: String(repeating: "Très long ", count: 20), fileCategory: nil, sets: [])
        #expect(long.name.unicodeScalars.count <= 80)
        #expect(long.name == long.name.trimmingCharacters(in: .whitespaces))
        #expect(NewExerciseGuess.draft(name: "   ", fileCategory: nil, sets: []).name == "Exercise")
    }

    @Test("Names split into movement and equipment the ways apps write them")
    func nameParts() {
        #expect(ExerciseNameParts("Bench Press (Barbell)") == ExerciseNameParts("Barbell Bench Press"))
        #expect(ExerciseNameParts("Triceps Pushdown (Cable - Rope)").equipment == .cable)
        #expect(ExerciseNameParts("Squat (Smith Machine)").equipment == .smithMachine)
        #expect(ExerciseNameParts("Leg Extension Machine").movementKey == "legextension")
        #expect(ExerciseNameParts("Pull Up (Assisted)").equipment == nil)
        #expect(ExerciseNameParts("Machine").movementKey == "machine")
        #expect(ExerciseMatchKey.key("Farmer's Walks") == ExerciseMatchKey.key("farmers walk"))
        #expect(ExerciseMatchKey.key("Skull Crusher") == ExerciseMatchKey.key("Skullcrushers"))
        #expect(ExerciseMatchKey.key("Press") == "press")
    }
}
