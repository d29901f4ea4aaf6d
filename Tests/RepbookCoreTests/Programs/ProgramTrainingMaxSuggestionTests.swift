import Testing
@testable import RepbookCore

/// The suggested training max: 90 % of the best e1RM among the working sets, by the user's formula, in their unit.
@Suite("Training max suggestion")
struct ProgramTrainingMaxSuggestionTests {
    @Test("Epley: 100 kg × 5 is an e1RM of 116.67 kg; 90 % is 105 kg")
    func epley() throws {
        let sets = [SetValues(weight: Weight(100, .kilograms), reps: 5), SetValues(weight: Weight(90, .kilograms), reps: 5)]
        let suggestion = try #require(TrainingMaxSuggestion.suggest(from: sets, formula: .epley, unit: .kilograms))
        #expect(suggestion.weight == Weight(105, .kilograms))
        #expect(suggestion.reason == "90 % of e1RM 116.67 kg (100 kg × 5, Epley) = 105 kg")
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
}
