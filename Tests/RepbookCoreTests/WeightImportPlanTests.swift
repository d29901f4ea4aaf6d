import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// The pure rules of a weight import: future days and out-of-range values rejected, existing days skipped, the later
/// of two rows for a day used, an unusable file refused.
@Suite("Weight import rules")
struct WeightImportPlanTests {
    let today = LocalDate("2024-03-10")!

    func row(_ line: Int, _ date: String, _ value: Double, _ unit: WeightUnit = .kilograms, fat: Double? = nil) -> WeightFileRow {
        WeightFileRow(line: line, date: LocalDate(date)!, weight: Weight(value, unit), bodyFatPercent: fat)
    }

    @Test("Rows are added, skipped (day taken, or a later row for the day) or rejected (future, out of range), by line")
    func sorting() throws {
        let file = WeightFile(
            rows: [
                row(2, "2024-03-05", 80), row(3, "2024-03-01", 81), row(4, "2024-03-06", 79), row(5, "2024-03-05", 80.4),
                row(6, "2024-03-11", 80), row(7, "2024-03-07", 1001, .pounds), row(8, "2024-03-08", 80, fat: 90), row(9, "2024-03-10", 176, .pounds),
            ],
            rejections: [WeightFileRejection(line: 10, reason: "weight is empty")],
            skipped: [SkippedWeightRow(line: 11, date: LocalDate("2024-03-09")!, reason: "the weight is in \"st\"; only kg and lb are read")])
        let existing = [BodyWeightEntry(date: LocalDate("2024-03-06")!, weight: Weight(78, .kilograms))]
        let report = try WeightImportPlan.report(for: file, existing: existing, today: today, dryRun: true)

        #expect(
            report.toAdd == [
                WeightImportReport.Addition(line: 3, entry: BodyWeightEntry(date: LocalDate("2024-03-01")!, weight: Weight(81, .kilograms))),
                WeightImportReport.Addition(line: 5, entry: BodyWeightEntry(date: LocalDate("2024-03-05")!, weight: Weight(80.4, .kilograms))),
                WeightImportReport.Addition(line: 9, entry: BodyWeightEntry(date: LocalDate("2024-03-10")!, weight: Weight(176, .pounds))),
            ])
        #expect(
            report.skipped.inEnglish == [
                SkippedWeightRow(line: 2, date: LocalDate("2024-03-05")!, reason: "line 5 has the same date; the later row is used"),
                SkippedWeightRow(
                    line: 4, date: LocalDate("2024-03-06")!, reason: "Wed 6 Mar 2024 already has an entry; an import never replaces one"),
                SkippedWeightRow(line: 11, date: LocalDate("2024-03-09")!, reason: "the weight is in \"st\"; only kg and lb are read"),
            ])
        #expect(
            report.rejected.inEnglish == [
                WeightFileRejection(line: 6, reason: "Mon 11 Mar 2024 is in the future (today is Sun 10 Mar 2024)"),
                WeightFileRejection(line: 7, reason: #"weight "1001" is above 1000 lb"#),
                WeightFileRejection(line: 8, reason: #"body fat "90" must be from 1 to 75 %"#),
                WeightFileRejection(line: 10, reason: "weight is empty"),
            ])
        #expect((report.added, report.skippedCount, report.dryRun) == (3, 3, true))
    }

    @Test("A rejected later row does not push out an earlier valid one for the same day")
    func rejectedLaterRow() throws {
        let file = WeightFile(rows: [row(2, "2024-03-05", 80), row(3, "2024-03-05", 1200)])
        let report = try WeightImportPlan.report(for: file, existing: [], today: today, dryRun: false)
        #expect(report.toAdd.map(\.line) == [2])
        #expect(report.rejected.map(\.line) == [3])
    }

    @Test("Every day already there: nothing to add, and that is not an error")
    func allSkipped() throws {
        let existing = [BodyWeightEntry(date: LocalDate("2024-03-05")!, weight: Weight(80, .kilograms))]
        let report = try WeightImportPlan.report(for: WeightFile(rows: [row(2, "2024-03-05", 81)]), existing: existing, today: today, dryRun: false)
        #expect(report.added == 0 && report.skippedCount == 1)
    }

    @Test("A file with no importable row is refused, quoting the first reason")
    func noValidRow() {
        let file = WeightFile(rows: [row(4, "2024-04-01", 80)], rejections: [WeightFileRejection(line: 3, reason: #"weight "abc" is not a number"#)])
        let message = LocalizedText(
            "error.import.no_body_weight_line", ["line": "3", "reason": .localized(.verbatim(#"weight "abc" is not a number"#))])
        #expect(EnglishMessages.text(message).hasSuffix(#"Line 3: weight "abc" is not a number."#))
        #expect(throws: DomainError.invalid(field: "file", message: message)) {
            try WeightImportPlan.report(for: file, existing: [], today: today, dryRun: true)
        }
        #expect(throws: DomainError.invalid(field: "file", message: LocalizedText("error.import.no_body_weight"))) {
            try WeightImportPlan.report(for: WeightFile(rows: []), existing: [], today: today, dryRun: true)
        }
    }

    @Test("Settling after the insert: a day taken meanwhile moves from added to skipped")
    func settled() throws {
        let report = try WeightImportPlan.report(
            for: WeightFile(rows: [row(2, "2024-03-01", 80), row(3, "2024-03-02", 81)]), existing: [], today: today, dryRun: false)
        let settled = report.settled(inserted: [LocalDate("2024-03-01")!])
        #expect(settled.toAdd.map(\.line) == [2])
        #expect(
            settled.skipped.inEnglish == [
                SkippedWeightRow(line: 3, date: LocalDate("2024-03-02")!, reason: "Sat 2 Mar 2024 already has an entry; an import never replaces one")
            ])
        #expect((settled.added, settled.skippedCount) == (1, 1))
    }

    @Test("Options: unit kg or lb or none, dates iso, day-first or month-first; anything else names its field")
    func options() throws {
        #expect(try WeightCSVOptions.parse(unit: "LB", dates: "day-first") == WeightCSVOptions(unit: .pounds, dateOrder: .dayFirst))
        #expect(try WeightCSVOptions.parse(unit: nil, dates: nil) == WeightCSVOptions())
        #expect(
            throws: DomainError.invalid(
                field: "unit",
                message:
                    LocalizedText("error.unit_kg_or_lb"))
        ) { try WeightCSVOptions.parse(unit: "st", dates: nil) }
        #expect(throws: DomainError.invalid(field: "dates", message: LocalizedText("error.dates_iso_day_first_or_month"))) {
            try WeightCSVOptions.parse(unit: "kg", dates: "dmy")
        }
    }
}
