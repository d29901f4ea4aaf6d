import RepbookCore
import Testing

@Suite("Exercise input")
struct ExerciseInputTests {
    @Test("A complete input becomes a normalised draft")
    func complete() throws {
        let draft = try ExerciseInput(name: " Zercher  Squat", category: "legs", kind: "weight_reps", equipment: "barbell").draft()
        #expect(draft == ExerciseDraft(name: "Zercher Squat", category: .legs, kind: .weightAndReps, equipment: .barbell))
    }

    @Test("Missing and unknown fields are named")
    func fieldErrors() {
        #expect(throws: DomainError.invalid(field: "name", message: LocalizedText("error.name_required"))) {
            try ExerciseInput(category: "legs", kind: "duration").draft()
        }
        #expect { try ExerciseInput(name: "X", kind: "duration").draft() } throws: { ($0 as? DomainError)?.field == "category" }
        #expect { try ExerciseInput(name: "X", category: "wings", kind: "duration").draft() } throws: { ($0 as? DomainError)?.field == "category" }
        #expect { try ExerciseInput(name: "X", category: "legs", kind: "duration", equipment: "rope").draft() } throws: {
            ($0 as? DomainError)?.field == "equipment"
        }
    }

    @Test("Equipment defaults by kind; updates keep unspecified fields")
    func defaultsAndUpdates() throws {
        #expect(try ExerciseInput(name: "Muscle-Up", category: "back", kind: "bodyweight_reps").draft().equipment == .bodyweight)
        let existing = Exercise(id: 1, userID: 1, name: "Curl", category: .arms, kind: .weightAndReps, equipment: .dumbbell, notes: "slow")
        let draft = try ExerciseInput(name: "Hammer Curl").draft(updating: existing)
        #expect(draft == ExerciseDraft(name: "Hammer Curl", category: .arms, kind: .weightAndReps, equipment: .dumbbell, notes: "slow"))
    }
}
