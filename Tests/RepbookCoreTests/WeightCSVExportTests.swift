import Foundation
import RepbookCore
import Testing

/// The weight CSV export: header in the user's unit, ISO dates oldest first, conversions rounded to 0.1.
@Suite("Weight CSV export")
struct WeightCSVExportTests {
    func entry(_ date: String, _ value: Double, _ unit: WeightUnit, fat: Double? = nil) -> BodyWeightEntry {
        BodyWeightEntry(date: LocalDate(date)!, weight: Weight(value, unit), bodyFatPercent: fat)
    }

    @Test("Kilograms: as typed, pounds converted to 0.1 (180 lb = 81.6466 kg), oldest first, \\n line ends")
    func kilograms() {
        let csv = WeightCSVExport.csv(
            [entry("2024-03-02", 180, .pounds), entry("2024-03-01", 82.5, .kilograms), entry("2024-03-03", 80, .kilograms)], unit: .kilograms)
        #expect(csv == "date,weight_kg\n2024-03-01,82.5\n2024-03-02,81.6\n2024-03-03,80\n")
    }

    @Test("Pounds: 80 kg = 176.3698 lb is written 176.4, 100 kg = 220.462 lb is 220.5; a typed 177.25 lb stays")
    func pounds() {
        let csv = WeightCSVExport.csv(
            [entry("2024-03-01", 80, .kilograms), entry("2024-03-02", 100, .kilograms), entry("2024-03-03", 177.25, .pounds)], unit: .pounds)
        #expect(csv == "date,weight_lb\n2024-03-01,176.4\n2024-03-02,220.5\n2024-03-03,177.25\n")
    }

    @Test("A body fat column only when some entry has one; empty where an entry has none")
    func bodyFat() {
        let csv = WeightCSVExport.csv([entry("2024-03-01", 82, .kilograms, fat: 18.5), entry("2024-03-02", 81.8, .kilograms)], unit: .kilograms)
        #expect(csv == "date,weight_kg,body_fat_percent\n2024-03-01,82,18.5\n2024-03-02,81.8,\n")
    }

    @Test("No entries: just the header; the file is named after today")
    func emptyAndName() {
        #expect(WeightCSVExport.csv([], unit: .pounds) == "date,weight_lb\n")
        #expect(WeightCSVExport.fileName(today: LocalDate("2026-11-21")!) == "repbook-weights-2026-11-21.csv")
    }
}
