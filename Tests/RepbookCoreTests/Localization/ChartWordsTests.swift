import Foundation
import RepbookCore
import Testing

/// Charts in the user's language: axis months, the data table's headers and dates, the screen-reader summary and the
/// values' decimal mark come from the catalog; English charts read as before.
@Suite("Chart words")
struct ChartWordsTests {
    private let points = [
        ChartPoint(date: LocalDate("2026-03-03")!, value: 100), ChartPoint(date: LocalDate("2026-05-20")!, value: 105.5),
        ChartPoint(date: LocalDate("2026-11-12")!, value: 102.5),
    ]

    @Test("The English words in code are en.po's, so a chart without a page's words reads as an English page's")
    func englishMatchesCatalog() {
        #expect(ShippedCatalogs.english.chartWords == ChartWords.english)
    }

    @Test("A German line chart: months, dates, table header, summary and decimal commas in German, no English left")
    func germanLine() throws {
        let words = ShippedCatalogs.german.chartWords
        let chart = ChartView.line(
            id: "e1rm", title: "Bestes e1RM", unit: "kg", points: points, pointUnit: ShippedCatalogs.german.chartUnit("sessions"), words: words)
        #expect(chart.table.columns == ["Datum", "Bestes e1RM"])
        #expect(chart.table.rows.map(\.label) == ["3. März 2026", "20. Mai 2026", "12. Nov. 2026"])
        #expect(chart.table.rows.map(\.value) == ["100 kg", "105,5 kg", "102,5 kg"])
        #expect(chart.summary == "Bestes e1RM, 3 Einheiten vom 3. März 2026 bis 12. Nov. 2026, zuletzt 102,5 kg, Höchstwert 105,5 kg")
        let ticks = try #require(chart.line).xTicks.map(\.label)
        #expect(!ticks.isEmpty && ticks.allSatisfy { label in !["Mar", "May", "Oct", "Dec"].contains { label.contains($0) } }, "\(ticks)")
        #expect(ticks.contains { $0.hasPrefix("Mai") || $0.hasPrefix("Juli") || $0.hasPrefix("Sept.") }, "\(ticks)")
        #expect(chart.dataLabel == ShippedCatalogs.german.text("chart.show_data"))
        let english = [" from ", " to ", "latest", "highest", "Date", " on "]
        #expect(english.allSatisfy { !chart.summary.contains($0) }, "\(chart.summary)")
    }

    @Test("German weekly bars: 'Woche ab' in the table and the bars' titles, weeks counted in German")
    func germanWeeklyBars() throws {
        let words = ShippedCatalogs.german.chartWords
        let monday = LocalDate("2026-11-02")!
        let buckets = (0..<3).map { ChartPoint(date: monday.adding(days: 7 * $0), value: Double($0 + 1)) }
        let chart = ChartView.bars(
            id: "sessions", title: "Einheiten", unit: ShippedCatalogs.german.chartUnit("sessions"), buckets: buckets, words: words)
        #expect(chart.table.columns.first == "Woche ab")
        #expect(try #require(chart.bar).bars.first?.title == "Woche ab 2. Nov. 2026: 1 Einheit")
        #expect(chart.summary.hasPrefix("Einheiten, 3 Wochen vom 2. Nov. 2026 bis 16. Nov. 2026, zuletzt 3 Einheiten"), "\(chart.summary)")
    }

    @Test("A goal line, the thinned note and the empty message in German")
    func germanGoalNoteAndEmpty() {
        let words = ShippedCatalogs.german.chartWords
        let trend = ChartTrend(title: "Schnitt", points: points)
        let chart = ChartView.line(id: "w", title: "Gewicht", unit: "kg", points: points, trend: trend, goal: 80.5, words: words)
        #expect(chart.legend.last?.label == "Ziel 80,5 kg")
        let empty = ChartView.line(id: "none", title: "Gewicht", unit: "kg", points: [], words: words)
        #expect(empty.emptyMessage == "Noch keine Daten." && empty.summary == "Gewicht: Noch keine Daten.")
    }

    @Test("English charts are unchanged: '12 Nov 2026', 'Week of', 'from … to …, latest'")
    func englishUnchanged() {
        let chart = ChartView.line(id: "e1rm", title: "Best e1RM", unit: "kg", points: points)
        #expect(chart.table.columns.first == "Date" && chart.table.rows.last?.label == "12 Nov 2026")
        #expect(chart.summary == "Best e1RM, 3 entries from 3 Mar 2026 to 12 Nov 2026, latest 102.5 kg, highest 105.5 kg")
    }
}
