import Testing
@testable import RepbookCore
import RepbookTestFixtures

/// The suggested training max: 90 % of the best e1RM among the working sets, by the user's formula, in their unit.
@Suite("Training max suggestion")
struct ProgramTrainingMaxSuggestionTests {
    @Test("Epley: 100 kg × 5 is an e1RM of 116.67 kg; 90 % is 105 kg")
    func epley() throws {
        let sets = [SetValues(weight: Weight(100, .kilograms), reps: 5), SetValues(weight: Weight(90, .kilograms), reps: 5)]
        let suggestion = try #require(TrainingMaxSuggestion.suggest(from: sets, formula: .epley, unit: .kilograms))
        #expect(suggestion.weight == Weight(105, .kilograms))
        #expect(EnglishMessages.text(suggestion.reason) == "90 % of e1RM 116.67 kg (100 kg × 5, Epley) = 105 kg")
    }

    @Test("Brzycki for a lb user from kg sets: converted, rounded to 1 lb")
    func brzyckiPounds() throws {
        let sets = [SetValues(weight: Weight(100, .kilograms), reps: 3)]
        let suggestion = try #require(TrainingMaxSuggestion.suggest(from: sets, percent: 85, formula: .brzycki, unit: .pounds))
        let pounds = 100 / WeightUnit.kilogramsPerPound
        #expect(suggestion.weight == Weight((pounds * 36 / 34 * 0.85).rounded(), .pounds))
    }

    @Test("No weighted set with 1 to 12 reps: no suggestion")
    func none() {
        #expect(TrainingMaxSuggestion.suggest(from: [SetValues(reps: 10)], formula: .epley, unit: .kilograms) == nil)
        #expect(TrainingMaxSuggestion.suggest(from: [SetValues(weight: Weight(60, .kilograms), reps: 20)], formula: .epley, unit: .kilograms) == nil)
    }

    @Test("Starting a program: a lift without a typed training max takes the suggestion, its reason kept in the history")
    func startWithSuggestion() throws {
        let program = try ProgramLibrary.program("531-bbb")
        let squatSets = [SetValues(weight: Weight(140, .kilograms), reps: 3)]
        let suggestion = try #require(TrainingMaxSuggestion.suggest(from: squatSets, formula: .epley, unit: .kilograms))
        let typed = ProgramTestSupport.maxes(["overhead-press": 60, "deadlift": 180, "bench-press": 100])
        let state = try ProgramState.start(
            program, trainingMaxes: typed, suggested: ["squat": suggestion], date: ProgramTestSupport.day)
        // Epley: 140 × 1.1 = 154 kg; 90 % is 138.6, to the half kilogram 138.5.
        #expect(state.trainingMaxes["squat"]?.current == Weight(138.5, .kilograms))
        #expect(
            state.trainingMaxes["squat"].map { EnglishMessages.text($0.history[0].reason) }
                == "Suggested: 90 % of e1RM 154 kg (140 kg × 3, Epley) = 138.5 kg")
        #expect(state.trainingMaxes["bench-press"].map { EnglishMessages.text($0.history[0].reason) } == "Set at the start")
    }
}
