import RepbookCore
import Testing

@Suite("Starter library")
struct StarterLibraryTests {
    @Test("At least 60 exercises with unique names and seed keys")
    func sizeAndUniqueness() {
        let exercises = StarterLibrary.exercises
        #expect(exercises.count >= 60)
        #expect(Set(exercises.map { ExerciseName.key($0.name) }).count == exercises.count)
        #expect(Set(exercises.map(\.seedKey)).count == exercises.count)
    }

    @Test("Every big compound lift is there")
    func compounds() {
        let names = Set(StarterLibrary.exercises.map(\.name))
        for lift in ["Back Squat", "Front Squat", "Bench Press", "Incline Bench Press", "Deadlift", "Romanian Deadlift",
                     "Overhead Press", "Barbell Row", "Pull-Up", "Chin-Up", "Dip", "Hip Thrust"] {
            #expect(names.contains(lift), "missing \(lift)")
        }
    }

    @Test("Every category has exercises")
    func categories() {
        let used = Set(StarterLibrary.exercises.map(\.category))
        #expect(used.isSuperset(of: ExerciseCategory.allCases.filter { $0 != .other }))
    }
}
