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

    @Test("The API's choices are exact: blank or padded values are refused by name, a form's are trimmed or kept")
    func exactChoices() throws {
        let existing = Exercise(id: 1, userID: 1, name: "Curl", category: .arms, kind: .weightAndReps, equipment: .dumbbell)
        for padded in ["", " machine", "machine "] {
            #expect { try ExerciseInput(equipment: padded, exactChoices: true).draft(updating: existing) } throws: {
                ($0 as? DomainError)?.field == "equipment"
            }
            #expect { try ExerciseInput(category: padded, exactChoices: true).draft(updating: existing) } throws: {
                ($0 as? DomainError)?.field == "category"
            }
        }
        #expect(try ExerciseInput(equipment: "machine", exactChoices: true).draft(updating: existing).equipment == .machine)
        #expect(try ExerciseInput(kind: nil, exactChoices: true).draft(updating: existing).kind == .weightAndReps)
        #expect(try ExerciseInput(equipment: " machine").draft(updating: existing).equipment == .machine)
        #expect(try ExerciseInput(equipment: "").draft(updating: existing).equipment == .dumbbell)
    }
}
