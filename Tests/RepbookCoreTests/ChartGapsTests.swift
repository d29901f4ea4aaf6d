import Testing
@testable import RepbookCore

/// A long pause in a line chart is drawn as a gap; ranges pick how far back a chart looks.
@Suite("Chart gaps and ranges")
struct ChartGapsTests {
    @Test("Weekly sessions stay one line; five years away breaks it; a few long weeks do not")
    func segments() {
        #expect(ChartGaps.segments(days: []) == [])
        #expect(ChartGaps.segments(days: [10]) == [0..<1])
        #expect(ChartGaps.segments(days: [0, 7, 14, 21]) == [0..<4])
        #expect(ChartGaps.segments(days: [0, 7, 14, 1840, 1847]) == [0..<3, 3..<5])
        #expect(ChartGaps.segments(days: [0, 7, 14, 50, 57]) == [0..<5], "36 days is under the 8-week floor")
        #expect(ChartGaps.segments(days: [0, 2070, 2080]) == [0..<1, 1..<3], "one old point, then two recent ones")
    }

    @Test("The line chart draws one polyline per run")
    func lineChart() throws {
        let dates = ["2021-03-01", "2021-03-08", "2021-03-15", "2026-11-05", "2026-11-15"]
        let points = try dates.enumerated().map { index, text in ChartPoint(date: try #require(LocalDate(text)), value: Double(100 + index)) }
        let chart = LineChart(points: points, unit: ChartUnit("kg"))
        #expect(chart.segments.count == 2 && chart.hasGaps)
        #expect(chart.segments[0].points.split(separator: " ").count == 3)
        #expect(!LineChart(points: Array(points.prefix(3)), unit: ChartUnit("kg")).hasGaps)
    }

    @Test("3M and 1Y start 91 and 365 days back; All has no start; a year jump keeps the month")
    func ranges() throws {
        let today = try #require(LocalDate("2026-11-25"))
        #expect(ChartRange.threeMonths.firstDay(today: today) == LocalDate("2026-08-26"))
        #expect(ChartRange.oneYear.firstDay(today: today) == LocalDate("2025-11-25"))
        #expect(ChartRange.all.firstDay(today: today) == nil)
        let month = try #require(YearMonth("2026-02"))
        #expect(month.shifted(years: -5).description == "2021-02")
        #expect(try #require(YearMonth("1900-01")).shifted(years: -1).description == "1900-01")
    }
}
