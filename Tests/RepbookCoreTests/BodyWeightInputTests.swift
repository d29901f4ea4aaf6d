import Foundation
import RepbookCore
import Testing

@Suite("Body weight input")
struct BodyWeightInputTests {
    let today = LocalDate("2026-11-20")!

    @Test("A weight is kept as typed in its unit; no unit means the default unit; body fat is optional")
    func parses() throws {
        let pounds = try BodyWeightInput(date: "2026-11-19", weight: "177.5", unit: "lb", bodyFatPercent: "18.5").entry(
            today: today, defaultUnit: .kilograms)
        #expect(pounds == BodyWeightEntry(date: LocalDate("2026-11-19")!, weight: Weight(177.5, .pounds), bodyFatPercent: 18.5))
        let plain = try BodyWeightInput(date: "2026-11-20", weight: "80,5").entry(today: today, defaultUnit: .kilograms)
        #expect(plain == BodyWeightEntry(date: today, weight: Weight(80.5, .kilograms)))
        let userUnit = try BodyWeightInput(date: "2026-11-20", weight: "180").entry(today: today, defaultUnit: .pounds)
        #expect(userUnit.weight == Weight(180, .pounds))
    }

    @Test("The date defaults to today, and today and the past are allowed")
    func dates() throws {
        #expect(try BodyWeightInput(weight: "80").entry(today: today, defaultUnit: .kilograms).date == today)
        #expect(try BodyWeightInput(date: "2001-02-28", weight: "80").entry(today: today, defaultUnit: .kilograms).date == LocalDate("2001-02-28"))
    }

    @Test("Limits are inclusive: 1000 in its unit, body fat 1 and 75")
    func limits() throws {
        #expect(try BodyWeightInput(weight: "1000", unit: "lb").entry(today: today, defaultUnit: .kilograms).weight == Weight(1000, .pounds))
        #expect(try BodyWeightInput(weight: "80", bodyFatPercent: "1").entry(today: today, defaultUnit: .kilograms).bodyFatPercent == 1)
        #expect(try BodyWeightInput(weight: "80", bodyFatPercent: "75").entry(today: today, defaultUnit: .kilograms).bodyFatPercent == 75)
    }

    @Test("Bad values name their field", arguments: [
        (BodyWeightInput(date: "2026-11-21", weight: "80"), "date"),
        (BodyWeightInput(date: "2026-02-30", weight: "80"), "date"),
        (BodyWeightInput(date: "20-11-2026", weight: "80"), "date"),
        (BodyWeightInput(weight: "80", unit: "stone"), "unit"),
        (BodyWeightInput(weight: "0"), "weight"),
        (BodyWeightInput(weight: "-3"), "weight"),
        (BodyWeightInput(weight: "1000.5"), "weight"),
        (BodyWeightInput(weight: "heavy"), "weight"),
        (BodyWeightInput(weight: "nan"), "weight"),
        (BodyWeightInput(weight: ""), "weight"),
        (BodyWeightInput(weight: nil, weightField: "weightKg"), "weightKg"),
        (BodyWeightInput(weight: "0", weightField: "weightKg"), "weightKg"),
        (BodyWeightInput(weight: "80", bodyFatPercent: "0.5"), "bodyFatPercent"),
        (BodyWeightInput(weight: "80", bodyFatPercent: "75.1"), "bodyFatPercent"),
        (BodyWeightInput(weight: "80", bodyFatPercent: "lean"), "bodyFatPercent"),
    ])
    func rejects(input: BodyWeightInput, field: String) {
        #expect { try input.entry(today: today, defaultUnit: .kilograms) } throws: { ($0 as? DomainError)?.field == field }
    }
}
