import RepbookCore
import Testing

@Suite("Exercise names")
struct ExerciseNameTests {
    @Test("Names are trimmed and single-spaced")
    func normalizes() {
        #expect(ExerciseName.normalize("  Bench \t  Press \n") == "Bench Press")
    }

    @Test("Keys ignore case, accents and spacing")
    func keys() {
        #expect(ExerciseName.key("Bench  Press") == ExerciseName.key("bench press"))
        #expect(ExerciseName.key("Développé Couché") == "developpe couche")
        #expect(ExerciseName.key("Squat") != ExerciseName.key("Squats"))
    }

    @Test("Empty and overlong names are refused, naming the field")
    func validation() throws {
        #expect(throws: DomainError.invalid(field: "name", message: LocalizedText("error.name.empty"))) {
            try ExerciseName.validated("   ")
        }
        #expect(throws: DomainError.self) { try ExerciseName.validated(String(repeating: "x", count: 81)) }
        #expect(try ExerciseName.validated(" Zercher  Squat ") == "Zercher Squat")
    }
}

@Suite("Name suggestions")
struct NameSuggestionsTests {
    @Test("Typos and fragments find the closest names")
    func closest() {
        let names = ["Bench Press", "Incline Bench Press", "Back Squat", "Deadlift"]
        #expect(NameSuggestions.closest(to: "bench pres", among: names, limit: 1) == ["Bench Press"])
        #expect(NameSuggestions.closest(to: "dedlift", among: names, limit: 1) == ["Deadlift"])
        #expect(NameSuggestions.closest(to: "squat", among: names, limit: 1) == ["Back Squat"])
    }
}
