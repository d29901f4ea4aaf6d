import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

@Suite("Body measurements: values, units, days, keys, names and the day's form")
struct BodyMeasurementRulesTests {
    private let today = LocalDate("2026-11-20")!

    @Test("A value is above 0 and at most 300 cm or 118 in; a decimal comma reads; the error names the field and the limit", arguments: [
        ("0.1", LengthUnit.centimetres, 0.1), ("300", .centimetres, 300), ("81,5", .centimetres, 81.5), (" 32.25 ", .inches, 32.25),
        ("118", .inches, 118),
    ])
    func goodValues(text: String, unit: LengthUnit, value: Double) throws {
        #expect(try MeasurementRules.length(text, unit: unit, field: "waist", name: "Waist") == Length(value, unit))
    }

    @Test("Zero, negatives, too long, not a number, infinity and empty are refused under the field", arguments: [
        ("0", LengthUnit.centimetres, "must be a number above 0 and at most 300 cm"), ("-3", .centimetres, "at most 300 cm"),
        ("300.01", .centimetres, "at most 300 cm"), ("118.5", .inches, "at most 118 in"), ("abc", .centimetres, "above 0"),
        ("1e999", .centimetres, "above 0"), ("", .centimetres, "needs a value"), ("nan", .inches, "above 0"),
    ])
    func badValues(text: String, unit: LengthUnit, message: String) {
        #expect {
            try MeasurementRules.length(text, unit: unit, field: "thigh-left", name: "Thigh, left")
        } throws: { error in
            guard case DomainError.invalid(let field, let said) = error else { return false }
            let text = EnglishMessages.text(said)
            return field == "thigh-left" && text.contains(message)
                && text.hasPrefix(text.contains("needs") ? "Thigh, left needs" : "Thigh, left must")
        }
    }

    @Test("The unit follows the weight unit by default; cm and in in any case; anything else is refused under unit")
    func units() throws {
        #expect(LengthUnit.following(.kilograms) == .centimetres)
        #expect(LengthUnit.following(.pounds) == .inches)
        #expect(try MeasurementRules.unit(nil, fallback: .inches) == .inches)
        #expect(try MeasurementRules.unit(" IN ", fallback: .centimetres) == .inches)
        #expect(throws: DomainError.invalid(field: "unit", message: LocalizedText("error.unit_cm_or_in"))) {
            try MeasurementRules.unit("mm", fallback: .centimetres)
        }
    }

    @Test("Lengths convert by 2.54 and show as typed in their own unit, converted to 0.1 in the other")
    func conversion() {
        let inches = Length(32, .inches)
        #expect(abs(inches.centimetres - 81.28) < 1e-9)
        #expect(inches.text(in: .inches) == "32 in")
        #expect(inches.text(in: .centimetres) == "81.3 cm")
        #expect(Length(81.28, .centimetres).text(in: .inches) == "32 in")
    }

    @Test("The day defaults to today, may be today, never tomorrow, and must be a real day")
    func days() throws {
        #expect(try MeasurementRules.date("", today: today) == today)
        #expect(try MeasurementRules.date("2026-11-20", today: today) == today)
        #expect(throws: DomainError.invalid(field: "date", message: LocalizedText("error.date_cannot_in_future"))) {
            try MeasurementRules.date("2026-11-21", today: today)
        }
        #expect(throws: DomainError.invalid(field: "date", message: LocalizedText("error.date_real_day_written_yyyy_mm"))) {
            try MeasurementRules.date("2026-02-30", today: today)
        }
    }

    @Test("Keys: built-in names and custom-<id>; anything else (zero, leading zeros, words) is no key")
    func keys() {
        #expect(MeasureKey("waist") == .site(.waist))
        #expect(MeasureKey("upper-arm-left") == .site(.upperArmLeft))
        #expect(MeasureKey("custom-12") == .custom(12))
        #expect(MeasureKey("custom-12")?.description == "custom-12")
        for bad in ["custom-0", "custom-012", "custom-x", "custom-", "Waist", "upper arm", "custom--1", ""] {
            #expect(MeasureKey(bad) == nil, "\(bad)")
        }
    }

    @Test("Custom names: 1 to 32 characters, never a built-in name or part, never another custom one, ignoring case and spacing")
    func customNames() throws {
        #expect(try MeasurementRules.customName("  Wrist  ", existing: []) == "Wrist")
        #expect(try MeasurementRules.customName(String(repeating: "a", count: 32), existing: []).count == 32)
        #expect(throws: DomainError.self) { try MeasurementRules.customName(String(repeating: "a", count: 33), existing: []) }
        #expect(throws: DomainError.invalid(field: "name", message: LocalizedText("error.measurement.name_empty"))) {
            try MeasurementRules.customName("  ", existing: [])
        }
        #expect(throws: DomainError.conflict(
            LocalizedText("error.already_measurement", ["value": "WAIST"]))) { try MeasurementRules.customName("WAIST", existing: []) }
        #expect(throws: DomainError.conflict(
            LocalizedText("error.already_measurement", ["value": "upper arm"]))) { try MeasurementRules.customName("upper  arm", existing: []) }
        let wrist = BodyMeasure(key: .custom(4), name: "Wrist")
        #expect(throws: DomainError.conflict(
            LocalizedText("error.already_measurement", ["value": "wrist"]))) { try MeasurementRules.customName("wrist", existing: [wrist]) }
    }

    @Test("The day's form: empty fields are left alone, one unit for all, the first bad value names its field, nothing else is kept")
    func dayForm() throws {
        let measures = BodyMeasure.all(custom: [BodyMeasure(key: .custom(7), name: "Wrist")])
        let input = BodyMeasurementDayInput(date: "", unit: "in", values: [("waist", "32"), ("chest", " "), ("custom-7", "6,5")])
        let entries = try input.entries(measures: measures, today: today, defaultUnit: .centimetres)
        #expect(entries == [
            BodyMeasurementEntry(key: .site(.waist), date: today, length: Length(32, .inches)),
            BodyMeasurementEntry(key: .custom(7), date: today, length: Length(6.5, .inches)),
        ])
        let defaulted = try BodyMeasurementDayInput(values: [("neck", "38")]).entries(measures: measures, today: today, defaultUnit: .centimetres)
        #expect(defaulted.first?.length == Length(38, .centimetres))
        #expect(throws: DomainError.invalid(field: "calf-right", message:
            LocalizedText("error.number_above_0_and_at_most", ["value": "Calf, right", "limit": "300", "symbol": "cm"]))) {
            try BodyMeasurementDayInput(values: [("waist", "80"), ("calf-right", "400")]).entries(
                measures: measures, today: today, defaultUnit: .centimetres)
        }
        #expect(throws: DomainError.invalid(field: "waist", message: LocalizedText("error.enter_at_least_one_measurement"))) {
            try BodyMeasurementDayInput(values: [("waist", ""), ("hips", "  ")]).entries(measures: measures, today: today, defaultUnit: .centimetres)
        }
        #expect(throws: DomainError.notFound(LocalizedText("error.there_no_measurement", ["key": "custom-8"]))) {
            try BodyMeasurementDayInput(values: [("custom-8", "5")]).entries(measures: measures, today: today, defaultUnit: .centimetres)
        }
        #expect(throws: DomainError.invalid(field: "date", message: LocalizedText("error.date_cannot_in_future"))) {
            try BodyMeasurementDayInput(date: "2026-11-21", values: [("waist", "80")]).entries(
                measures: measures, today: today, defaultUnit: .centimetres)
        }
    }

    @Test("Left and right pairs: every limb has both sides, the trunk and neck one value")
    func sites() {
        #expect(BodySite.allCases.count == 12)
        #expect(BodySite.allCases.filter { $0.side == nil }.map(\.rawValue) == ["waist", "chest", "hips", "neck"])
        for part in ["Upper arm", "Forearm", "Thigh", "Calf"] {
            #expect(BodySite.allCases.filter { $0.part == part }.compactMap(\.side) == ["left", "right"])
        }
    }
}
