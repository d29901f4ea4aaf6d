import Testing
@testable import RepbookCore

/// Weights after a switch of unit: converted to what a lifter loads, never a long fraction; a weight already in the
/// user's unit is shown as typed.
@Suite("Loadable weights")
struct WeightLoadableTests {
    @Test("Kilograms in pounds round to 5 lb (1 lb when light); pounds in kilograms to 2.5 kg (0.5 kg when light)")
    func converted() {
        #expect(Weight(120, .kilograms).loadable(in: .pounds) == Weight(265, .pounds))
        #expect(Weight(110, .kilograms).loadable(in: .pounds) == Weight(245, .pounds))
        #expect(Weight(90, .kilograms).loadable(in: .pounds) == Weight(200, .pounds))
        #expect(Weight(5, .kilograms).loadable(in: .pounds) == Weight(11, .pounds))
        #expect(Weight(225, .pounds).loadable(in: .kilograms) == Weight(102.5, .kilograms))
        #expect(Weight(10, .pounds).loadable(in: .kilograms) == Weight(4.5, .kilograms))
        #expect(Weight(122.5, .kilograms).loadable(in: .kilograms) == Weight(122.5, .kilograms))
    }

    @Test("Fields and records: no unit suffix in a field, no 198.42 lb in a record; a weight typed in pounds stays exact")
    func shown() {
        #expect(TrainingFormat.field(Weight(120, .kilograms), userUnit: .pounds) == "265")
        #expect(TrainingFormat.field(Weight(227, .pounds), userUnit: .pounds) == "227")
        #expect(TrainingFormat.compact(SetValues(weight: Weight(60, .kilograms), reps: 5), kind: .weightAndReps, unit: .pounds) == "130×5")
        #expect(Weight.shown(kilograms: 90, in: .pounds) == 200)
        #expect(Weight.shown(kilograms: Weight(227, .pounds).kilograms, in: .pounds) == 227)
        #expect(Weight.shown(kilograms: 102.5, in: .kilograms) == 102.5)
        let record = PersonalRecord(exerciseID: 1, exerciseName: "Bench Press", kind: .heaviestWeight, kilograms: 90)
        #expect(TrainingFormat.record(record, unit: .pounds) == "Heaviest weight: 200 lb")
        #expect(DisplayFormat.entry(LiftLog.Entry(weight: 264.55, unit: .pounds, reps: 1, sets: 1)) == "265 lb × 1 × 1")
        #expect(DisplayFormat.entry(LiftLog.Entry(weight: 227, unit: .pounds, reps: 5, sets: 2)) == "227 lb × 5 × 2")
    }
}
