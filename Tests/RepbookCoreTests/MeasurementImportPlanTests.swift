import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

@Suite("Measurement import: the plan, names in files, and the CSV export")
struct MeasurementImportPlanTests {
    private let today = LocalDate("2026-11-20")!
    private func day(_ text: String) -> LocalDate { LocalDate(text)! }
    private func row(_ line: Int, _ date: String, _ name: String, _ value: Double, _ unit: LengthUnit = .centimetres) -> MeasurementFile.Row {
        .init(line: line, date: day(date), measurement: name, length: Length(value, unit))
    }

    @Test("Names in a file: keys, labels and spellings find the built-in site; other names are custom")
    func names() {
        #expect(MeasurementTarget.named("waist") == .site(.waist))
        #expect(MeasurementTarget.named("Upper arm, left") == .site(.upperArmLeft))
        #expect(MeasurementTarget.named("upper_arm_left") == .site(.upperArmLeft))
        #expect(MeasurementTarget.named("CALF-RIGHT") == .site(.calfRight))
        #expect(MeasurementTarget.named("Wrist") == .custom(name: "Wrist"))
    }

    @Test(
        "Future days and values out of range are rejected by line; a day with a value is skipped; the later line wins; new names become custom"
    )
    func plan() throws {
        let measures = BodyMeasure.all(custom: [BodyMeasure(key: .custom(3), name: "Wrist")])
        let existing = [
            BodyMeasurementEntry(key: .site(.waist), date: day("2026-11-01"), length: Length(80, .centimetres)),
            BodyMeasurementEntry(key: .custom(3), date: day("2026-11-01"), length: Length(17, .centimetres)),
        ]
        let file = MeasurementFile(
            rows: [
                row(2, "2026-11-01", "waist", 81), row(3, "2026-11-02", "waist", 82), row(4, "2026-11-21", "hips", 95),
                row(5, "2026-11-02", "Hips", 400), row(6, "2026-11-02", "wrist", 17.5), row(7, "2026-11-01", "WRIST", 17.2),
                row(8, "2026-11-02", "Shoulders", 120), row(9, "2026-11-03", "shoulders", 121), row(10, "2026-11-02", "waist", 82.5),
            ],
            rejections: [.init(line: 11, reason: "value \"x\" is not a number")])
        let report = try RequestLanguage.$current.withValue(EnglishMessages.language) {
            try MeasurementImportPlan.report(for: file, measures: measures, existing: existing, today: today, dryRun: true)
        }
        #expect(report.toAdd.map(\.line) == [6, 8, 10, 9])
        #expect(report.toAdd.first { $0.line == 6 }?.target == .custom(name: "Wrist"))
        #expect(report.toAdd.first { $0.line == 9 }?.target == .custom(name: "Shoulders"))
        #expect(report.newMeasures == ["Shoulders"])
        #expect(report.skipped.map(\.line) == [2, 3, 7])
        #expect(report.skipped[1].reason.englishText.contains("line 10"))
        #expect(report.rejected.map(\.line) == [4, 5, 11])
        #expect(report.rejected[0].reason.englishText == "Sat 21 Nov 2026 is in the future")
        #expect(report.rejected[1].reason.englishText.contains("at most 300 cm"))
    }

    @Test("A file with no importable line changes nothing and says why with the first line")
    func nothingToImport() {
        let file = MeasurementFile(rows: [row(2, "2026-12-01", "waist", 80)], rejections: [])
        #expect(
            throws: DomainError.invalid(
                field: "file",
                message: LocalizedText(
                    "error.import.no_measurement_line",
                    ["line": "2", "reason": .localized(LocalizedText("import.reason.future_day", ["date": .day(LocalDate("2026-12-01")!)]))]))
        ) {
            try MeasurementImportPlan.report(for: file, measures: BodyMeasure.builtIn, existing: [], today: today, dryRun: true)
        }
    }

    @Test("A custom name the rules refuse is rejected by line")
    func badCustomName() throws {
        let file = MeasurementFile(
            rows: [row(2, "2026-11-01", String(repeating: "x", count: 40), 5), row(3, "2026-11-01", "neck", 38)], rejections: [])
        let report = try RequestLanguage.$current.withValue(EnglishMessages.language) {
            try MeasurementImportPlan.report(for: file, measures: BodyMeasure.builtIn, existing: [], today: today, dryRun: true)
        }
        #expect(report.rejected.map(\.line) == [2])
        #expect(report.rejected[0].reason.englishText.contains("at most 32 characters"))
        #expect(report.newMeasures.isEmpty)
    }

    @Test("Settling keeps only the lines the store added and skips the rest")
    func settling() throws {
        let file = MeasurementFile(rows: [row(2, "2026-11-01", "waist", 80), row(3, "2026-11-02", "waist", 81)], rejections: [])
        let report = try MeasurementImportPlan.report(for: file, measures: BodyMeasure.builtIn, existing: [], today: today, dryRun: false)
        let settled = report.settled(inserted: [3])
        #expect(settled.toAdd.map(\.line) == [3])
        #expect(settled.skipped.map(\.line) == [2])
    }

    @Test("The export writes keys and custom names, as typed, oldest first, neutralising formulas")
    func export() {
        let measures = BodyMeasure.all(custom: [BodyMeasure(key: .custom(3), name: "=Wrist, left")])
        let text = MeasurementCSVExport.csv([
            BodyMeasurementEntry(key: .custom(3), date: day("2026-11-02"), length: Length(6.5, .inches)),
            BodyMeasurementEntry(key: .site(.upperArmLeft), date: day("2026-11-01"), length: Length(38.25, .centimetres)),
        ], measures: measures)
        #expect(text == "date,measurement,value,unit\n2026-11-01,upper-arm-left,38.25,cm\n2026-11-02,\"'=Wrist, left\",6.5,in\n")
    }
}
