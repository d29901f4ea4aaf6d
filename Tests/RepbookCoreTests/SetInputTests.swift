import Foundation
import RepbookCore
import Testing

@Suite("Set input")
struct SetInputTests {
    private func field(_ input: SetInput, unit: WeightUnit = .kilograms) -> String? {
        do {
            _ = try input.applied(to: SetValues(), unit: unit)
            return nil
        } catch {
            return error.field
        }
    }

    @Test("Errors name the field at fault", arguments: [
        (SetInput(rpe: "8.25"), "rpe"), (SetInput(rpe: "5.5"), "rpe"), (SetInput(rpe: "10.5"), "rpe"), (SetInput(rpe: "hard"), "rpe"),
        (SetInput(reps: "abc"), "reps"), (SetInput(reps: "-1"), "reps"), (SetInput(reps: "1001"), "reps"), (SetInput(reps: "5.5"), "reps"),
        (SetInput(duration: "1:75"), "duration"), (SetInput(duration: "abc"), "duration"), (SetInput(duration: "1:-5"), "duration"),
        (SetInput(duration: "1:2:3:4"), "duration"), (SetInput(duration: "24:00:01"), "duration"), (SetInput(duration: "1::30"), "duration"),
        (SetInput(distance: "far"), "distance"), (SetInput(distance: "-5km"), "distance"), (SetInput(distance: "1001km"), "distance"),
        (SetInput(weight: "heavy"), "weight"), (SetInput(weight: "-5"), "weight"), (SetInput(weight: "2001"), "weight"),
        (SetInput(kind: "superset"), "kind"), (SetInput(note: String(repeating: "x", count: 501)), "note"),
    ])
    func namesTheField(input: SetInput, expected: String) {
        #expect(field(input) == expected)
    }

    @Test("Valid input passes", arguments: [
        SetInput(weight: "100", reps: "5", rpe: "8"), SetInput(rpe: "8.5"), SetInput(rpe: "6"), SetInput(rpe: "10"),
        SetInput(reps: "0"), SetInput(reps: "1000"), SetInput(duration: "24:00:00"), SetInput(weight: "2000"),
        SetInput(note: String(repeating: "x", count: 500)), SetInput(kind: "rest_pause"),
    ])
    func valid(input: SetInput) {
        #expect(field(input) == nil)
    }

    @Test("Durations: seconds, minutes:seconds or hours:minutes:seconds", arguments: [
        ("90", 90), ("1:30", 90), ("0:45", 45), ("90:00", 5400), ("1:02:03", 3723), (" 2:00 ", 120),
    ])
    func durations(text: String, seconds: Int) throws {
        #expect(try SetInput(duration: text).applied(to: SetValues(), unit: .kilograms).durationSeconds == seconds)
    }

    @Test("Distances: metres, km or mi, to the centimetre", arguments: [
        ("500", 500.0), ("500m", 500), ("5km", 5000), ("5 km", 5000), ("1,5km", 1500), ("3.1mi", 4988.97), ("1MI", 1609.34),
    ])
    func distances(text: String, meters: Double) throws {
        let parsed = try #require(try SetInput(distance: text).applied(to: SetValues(), unit: .kilograms).distanceMeters)
        #expect(abs(parsed - meters) < 1e-9)
    }

    @Test("RPE in halves, with a comma or a point")
    func rpe() throws {
        #expect(try SetInput(rpe: "8,5").applied(to: SetValues(), unit: .kilograms).rpe == 8.5)
        #expect(try SetInput(rpe: "9").applied(to: SetValues(), unit: .kilograms).rpe == 9)
        #expect(SetInput.rpeChoices == [6, 6.5, 7, 7.5, 8, 8.5, 9, 9.5, 10])
    }

    @Test("Set kinds by their raw names")
    func kinds() throws {
        #expect(try SetInput(kind: "warmup").applied(to: SetValues(), unit: .kilograms).kind == .warmUp)
        #expect(try SetInput(kind: "drop").applied(to: SetValues(), unit: .kilograms).kind == .drop)
    }

    @Test("Nil keeps the current value, an empty string clears it")
    func keepAndClear() throws {
        let current = SetValues(
            weight: Weight(100, .kilograms), reps: 5, durationSeconds: 60, distanceMeters: 400, kind: .drop, rpe: 8, note: "easy")
        #expect(try SetInput().applied(to: current, unit: .kilograms) == current)
        let cleared = try SetInput(weight: "", reps: " ", duration: "", distance: "", rpe: "", note: "").applied(to: current, unit: .kilograms)
        #expect(cleared == SetValues(kind: .drop))
        let changed = try SetInput(reps: "6", note: "  felt good \n").applied(to: current, unit: .kilograms)
        #expect(changed.reps == 6)
        #expect(changed.note == "felt good")
        #expect(changed.weight == Weight(100, .kilograms))
    }

    @Test("Weights without a unit are in the user's unit; a typed unit wins")
    func weightUnits() throws {
        #expect(try SetInput(weight: "100").applied(to: SetValues(), unit: .kilograms).weight == Weight(100, .kilograms))
        #expect(try SetInput(weight: "100").applied(to: SetValues(), unit: .pounds).weight == Weight(100, .pounds))
        #expect(try SetInput(weight: "225lb").applied(to: SetValues(), unit: .kilograms).weight == Weight(225, .pounds))
        #expect(try SetInput(weight: "100 kg").applied(to: SetValues(), unit: .pounds).weight == Weight(100, .kilograms))
        #expect(try SetInput(weight: "102,5").applied(to: SetValues(), unit: .kilograms).weight == Weight(102.5, .kilograms))
    }
}

@Suite("Set values")
struct SetValuesTests {
    @Test("A new set starts from the previous one's measurements, as a normal set without RPE or note")
    func prefill() {
        #expect(SetValues.prefill(from: nil) == SetValues())
        let previous = SetValues(
            weight: Weight(225, .pounds), reps: 5, durationSeconds: 30, distanceMeters: 100, kind: .warmUp, rpe: 9, note: "ouch")
        #expect(SetValues.prefill(from: previous) == SetValues(weight: Weight(225, .pounds), reps: 5, durationSeconds: 30, distanceMeters: 100))
    }

    @Test("A done set names the field it still lacks, by exercise kind")
    func missingField() {
        let empty = SetValues()
        #expect(empty.missingField(for: .weightAndReps)?.field == "weight")
        #expect(SetValues(weight: Weight(100, .kilograms)).missingField(for: .weightAndReps)?.field == "reps")
        #expect(SetValues(weight: Weight(100, .kilograms), reps: 5).missingField(for: .weightAndReps) == nil)
        for kind in [ExerciseKind.bodyweightReps, .weightedBodyweight, .assistedBodyweight, .repsOnly] {
            #expect(empty.missingField(for: kind)?.field == "reps")
            #expect(SetValues(reps: 10).missingField(for: kind) == nil)
        }
        #expect(empty.missingField(for: .duration)?.field == "duration")
        #expect(SetValues(durationSeconds: 60).missingField(for: .duration) == nil)
        #expect(empty.missingField(for: .distanceAndDuration)?.field == "distance")
        #expect(SetValues(distanceMeters: 5000).missingField(for: .distanceAndDuration)?.field == "duration")
        #expect(SetValues(durationSeconds: 1500, distanceMeters: 5000).missingField(for: .distanceAndDuration) == nil)
    }
}
