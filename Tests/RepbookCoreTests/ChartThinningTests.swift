import Foundation
import RepbookCore
import Testing

@Suite("Chart thinning")
struct ChartThinningTests {
    private func date(_ text: String) -> LocalDate {
        guard let date = LocalDate(text) else { preconditionFailure("test date \(text) does not parse") }
        return date
    }

    private func point(_ text: String, _ value: Double) -> ChartPoint {
        ChartPoint(date: date(text), value: value)
    }

    @Test("A series within the latest twelve months is kept whole")
    func recentSeriesUnchanged() {
        let series = [point("2025-12-01", 100), point("2025-12-03", 101), point("2026-05-10", 99), point("2026-11-20", 105)]
        let result = ChartThinning.monthlyBestsBeforeLastYear.apply(to: series)
        #expect(result.points == series)
        #expect(result.detailedFrom == nil)
        #expect(ChartThinning.monthlyBestsBeforeLastYear.apply(to: []).points.isEmpty)
    }

    @Test("Older months keep their highest point on its own day, the earliest on a tie; the latest twelve months stay whole")
    func olderMonthsBecomeTheirBest() {
        let series = [
            point("2024-03-02", 90), point("2024-03-09", 95), point("2024-03-16", 92),
            point("2024-04-01", 96), point("2024-04-20", 96),
            point("2025-11-30", 100),
            point("2025-12-01", 98), point("2025-12-02", 97), point("2026-11-20", 105),
        ]
        let result = ChartThinning.monthlyBestsBeforeLastYear.apply(to: series)
        #expect(result.detailedFrom == date("2025-12-01"), "twelve calendar months back from November 2026, November included")
        #expect(result.points == [
            point("2024-03-09", 95), point("2024-04-01", 96), point("2025-11-30", 100),
            point("2025-12-01", 98), point("2025-12-02", 97), point("2026-11-20", 105),
        ])
    }

    @Test("Older months with one point each are not merged, so nothing says they were")
    func oneAMonthIsNotThinned() {
        let series = [point("2020-01-15", 80), point("2021-06-01", 90), point("2026-11-20", 105), point("2026-11-22", 106)]
        let result = ChartThinning.monthlyBestsBeforeLastYear.apply(to: series)
        #expect(result.points == series)
        #expect(result.detailedFrom == nil)
    }

    @Test("The window crosses a year boundary and can be as short as one month")
    func windowBoundaries() {
        let series = [point("2026-01-30", 1), point("2026-01-31", 3), point("2026-02-01", 2), point("2026-02-02", 1)]
        let oneMonth = ChartThinning(recentMonths: 1).apply(to: series)
        #expect(oneMonth.detailedFrom == date("2026-02-01"))
        #expect(oneMonth.points == [point("2026-01-31", 3), point("2026-02-01", 2), point("2026-02-02", 1)])
        #expect(ChartThinning(recentMonths: 0) == ChartThinning(recentMonths: 1))
        #expect(ChartThinning(recentMonths: 2).apply(to: series).detailedFrom == nil)
    }

    @Test("Ten years of sessions: the line and table show the thinned points and say so; the summary reads them all")
    func lineChartWithThinning() {
        let start = date("2016-11-21")
        // Three sessions a week for ten years; the peak (150) falls in 2019, the latest value is 120.
        var points: [ChartPoint] = []
        for index in 0..<1560 {
            let value: Double = index == 400 ? 150 : 100 + Double(index % 20)
            points.append(ChartPoint(date: start.adding(days: index * 7 / 3), value: value))
        }
        points.append(ChartPoint(date: date("2026-11-20"), value: 120))
        let full = ChartView.line(id: "e1rm", title: "Best estimated 1RM per session", unit: "kg", points: points, pointUnit: .sessions)
        let view = ChartView.line(
            id: "e1rm", title: "Best estimated 1RM per session", unit: "kg", points: points, pointUnit: .sessions,
            thinning: .monthlyBestsBeforeLastYear)
        let thinned = ChartThinning.monthlyBestsBeforeLastYear.apply(to: points)
        #expect(thinned.detailedFrom == date("2025-12-01"))
        #expect(thinned.points.count < 300)
        #expect(view.table.rows.count == thinned.points.count)
        #expect(view.table.rows.map { (row: ChartTableRow) in row.label } == thinned.points.map { ChartWords.english.day($0.date) })
        #expect(view.line?.vertices.count == thinned.points.count)
        #expect(thinned.points.contains(ChartPoint(date: start.adding(days: 400 * 7 / 3), value: 150)), "the peak survives")
        #expect(view.note == "Before Dec 2025: one point a month, its best session.")
        #expect(view.hasNote && view.table.hasCaption && view.table.caption == view.note)
        #expect(view.summary == full.summary + ". Before Dec 2025: one point a month, its best session.")
        #expect(
            view.summary.hasPrefix("Best estimated 1RM per session, 1561 sessions from 21 Nov 2016 to 20 Nov 2026, latest 120 kg, highest 150 kg"))
        #expect(!full.hasNote && !full.table.hasCaption && full.table.rows.count == 1561)
    }

    @Test("Without anything to merge, a thinned chart is the plain chart")
    func lineChartUnchangedWhenShort() {
        let points = [point("2026-10-01", 100), point("2026-11-01", 102.5)]
        let plain = ChartView.line(id: "h", title: "Heaviest", unit: "kg", points: points)
        let thinned = ChartView.line(id: "h", title: "Heaviest", unit: "kg", points: points, thinning: .monthlyBestsBeforeLastYear)
        #expect(plain.summary == thinned.summary)
        #expect(plain.table == thinned.table)
        #expect(plain.line?.points == thinned.line?.points)
        #expect(!thinned.hasNote)
    }
}
