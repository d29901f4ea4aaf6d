import Foundation
import RepbookCore
import Testing

@Suite("Server-side SVG charts")
struct ChartTests {
    private func date(_ text: String) -> LocalDate {
        guard let date = LocalDate(text) else { preconditionFailure("test date \(text) does not parse") }
        return date
    }

    private func near(_ a: Double, _ b: Double, _ tolerance: Double = 0.11) -> Bool {
        abs(a - b) <= tolerance
    }

    /// The estimated horizontal extent of an 11px label, as the charts estimate it.
    private func extent(x: Double, anchor: String, text: String) -> ClosedRange<Double> {
        let width = Double(text.count) * 6.2
        switch anchor {
        case "start": return x...(x + width)
        case "end": return (x - width)...x
        default: return (x - width / 2)...(x + width / 2)
        }
    }

    // MARK: - Nice scales

    @Test("Nice ticks for bars from 0: up to 150 gives 0, 50, 100, 150")
    func niceTicksFromZero() {
        let scale = ChartScale(values: [40, 150, 95], includeZero: true)
        #expect(scale.ticks == [0, 50, 100, 150])
        #expect(scale.labels == ["0", "50", "100", "150"])
        #expect(scale.lower == 0 && scale.upper == 150 && scale.step == 50)
    }

    @Test("Nice ticks off zero, in 2.5 steps, labels without needless decimals")
    func niceTicksInHalves() {
        let scale = ChartScale(values: [97.5, 102.5, 107.5], includeZero: false)
        #expect(scale.ticks == [97.5, 100, 102.5, 105, 107.5])
        #expect(scale.labels == ["97.5", "100", "102.5", "105", "107.5"])
    }

    @Test("Fractions: 0.12 to 0.37 from zero gives tenths")
    func niceTicksInTenths() {
        let scale = ChartScale(values: [0.12, 0.37], includeZero: true)
        #expect(scale.ticks == [0, 0.1, 0.2, 0.3, 0.4])
        #expect(scale.labels == ["0", "0.1", "0.2", "0.3", "0.4"])
    }

    @Test("A single value gets a small range around it; whole numbers get whole steps")
    func singleValue() {
        let scale = ChartScale(values: [105], includeZero: false)
        #expect(scale.ticks == [102, 104, 106, 108])
        #expect(scale.lower < 105 && scale.upper > 105)
    }

    @Test("Empty data and all zeros get the axis 0 to 1")
    func emptyAndZeros() {
        #expect(ChartScale(values: [], includeZero: true).ticks == [0, 1])
        #expect(ChartScale(values: [0, 0, 0], includeZero: true).ticks == [0, 1])
        #expect(ChartScale(values: [0, 0], includeZero: false).ticks == [0, 1])
        #expect(ChartScale(values: [.nan, .infinity], includeZero: true).ticks == [0, 1])
    }

    @Test("Huge values use k and M; every label on one scale shares the suffix")
    func hugeValues() {
        let volume = ChartScale(values: [0, 48_000], includeZero: true)
        #expect(volume.ticks == [0, 20_000, 40_000, 60_000])
        #expect(volume.labels == ["0", "20k", "40k", "60k"])
        let mixed = ChartScale(values: [12_345], includeZero: true)
        #expect(mixed.labels == ["0", "5k", "10k", "15k"])
        let millions = ChartScale(values: [2_600_000], includeZero: true)
        #expect(millions.labels == ["0", "1M", "2M", "3M"])
        let small = ChartScale(values: [800], includeZero: true)
        #expect(small.labels == ["0", "200", "400", "600", "800"])
    }

    @Test("Tiny ranges still get increasing ticks that cover the data")
    func tinyRange() {
        for values in [[0.001, 0.0012], [100, 100.01], [1e-9, 3e-9], [5000.5, 5000.75], [2e-20, 7e-20], [0.3, 0.3]] {
            let scale = ChartScale(values: values, includeZero: false)
            #expect(scale.ticks.count >= 2 && scale.ticks.count <= 7, "\(values): \(scale.ticks)")
            #expect(zip(scale.ticks, scale.ticks.dropFirst()).allSatisfy { $0 < $1 }, "\(values): \(scale.ticks)")
            #expect(scale.lower <= values.min()! && scale.upper >= values.max()!, "\(values): \(scale.ticks)")
            #expect(Set(scale.labels).count == scale.labels.count, "\(values): \(scale.labels)")
            #expect(!scale.labels.contains { $0.hasSuffix(".0") || $0.hasSuffix("0") && $0.contains(".") })
        }
    }

    // MARK: - Line charts

    @Test("A line chart maps the minimum to the plot's bottom and the maximum to its top (y grows downward)")
    func lineMinMax() {
        let chart = LineChart(
            points: [
                ChartPoint(date: date("2026-01-05"), value: 100), ChartPoint(date: date("2026-01-12"), value: 120),
                ChartPoint(date: date("2026-01-19"), value: 110),
            ],
            unit: "kg")
        #expect(chart.scale.lower == 100 && chart.scale.upper == 120)
        #expect(chart.vertices.map(\.cy) == [chart.plot.bottom, chart.plot.y, (chart.plot.y + chart.plot.bottom) / 2])
        #expect(chart.vertices[0].cx < chart.vertices[1].cx && chart.vertices[1].cx < chart.vertices[2].cx)
        #expect(chart.points.hasPrefix("48,176 "))
        #expect(chart.points.split(separator: " ").count == 3)
        #expect(chart.width == 360 && chart.height == 200)
        #expect(chart.yUnit == "kg")
        #expect(chart.hasDots && chart.dots.count == 3)
        #expect(chart.dots[1].title == "12 Jan 2026: 120 kg")
        #expect(chart.yTicks.first?.label == "100" && chart.yTicks.first?.y1 == chart.plot.bottom)
        #expect(chart.yTicks.last?.label == "120" && chart.yTicks.last?.y1 == chart.plot.y)
    }

    @Test("Gaps in dates become gaps in x")
    func lineGaps() {
        let days = ["2026-03-01", "2026-03-02", "2026-03-03", "2026-03-13"]
        let chart = LineChart(points: days.map { ChartPoint(date: date($0), value: 50) }, unit: "kg")
        let x = chart.vertices.map(\.cx)
        let oneDay = (chart.plot.width - 16) / 12
        #expect(near(x[1] - x[0], oneDay, 0.2))
        #expect(near(x[2] - x[1], oneDay, 0.2))
        #expect(near(x[3] - x[2], 10 * oneDay, 0.2))
        #expect(near(x[0], chart.plot.x + 8) && near(x[3], chart.plot.right - 8))
    }

    @Test("Unsorted input is drawn oldest first")
    func lineSorts() {
        let chart = LineChart(
            points: [ChartPoint(date: date("2026-05-02"), value: 80), ChartPoint(date: date("2026-05-01"), value: 60)],
            unit: "kg")
        #expect(chart.vertices.map(\.title) == ["1 May 2026: 60 kg", "2 May 2026: 80 kg"])
    }

    @Test("A single point sits in the middle with a dot and a date tick")
    func lineSinglePoint() {
        let chart = LineChart(points: [ChartPoint(date: date("2026-11-12"), value: 105)], unit: "kg")
        #expect(chart.vertices.count == 1)
        #expect(near(chart.vertices[0].cx, chart.plot.x + chart.plot.width / 2))
        #expect(chart.vertices[0].cy > chart.plot.y && chart.vertices[0].cy < chart.plot.bottom)
        #expect(chart.hasDots)
        #expect(chart.xTicks.map(\.label) == ["12 Nov"])
        let view = ChartView.line(
            id: "e1rm", title: "Best estimated 1RM", unit: "kg",
            points: [ChartPoint(date: date("2026-11-12"), value: 105)], pointUnit: .sessions)
        #expect(view.summary == "Best estimated 1RM, 1 session on 12 Nov 2026: 105 kg")
    }

    @Test("An empty series is an empty chart with its message and no table rows")
    func lineEmpty() {
        let view = ChartView.line(
            id: "e1rm", title: "Best estimated 1RM", unit: "kg", points: [], emptyMessage: "No sets logged yet.")
        #expect(view.isEmpty)
        #expect(view.line == nil && !view.hasLine && !view.hasBar && !view.hasRadar)
        #expect(view.emptyMessage == "No sets logged yet.")
        #expect(view.summary == "Best estimated 1RM: No sets logged yet.")
        #expect(!view.table.hasRows && view.table.rows.isEmpty)
        #expect(view.table.columns == ["Date", "Best estimated 1RM"])
        let chart = LineChart(points: [], unit: "kg")
        #expect(chart.points == "" && chart.dots.isEmpty && chart.xTicks.isEmpty)
    }

    @Test("600 points over ten years: no dots, the path keeps every point, ticks by year")
    func lineManyPoints() {
        let start = date("2016-01-04")
        let points = (0..<600).map { ChartPoint(date: start.adding(days: $0 * 6), value: 80 + Double($0 % 40)) }
        let chart = LineChart(points: points, unit: "kg")
        #expect(!chart.hasDots && chart.dots.isEmpty)
        #expect(chart.vertices.count == 600)
        #expect(chart.points.split(separator: " ").count == 600)
        #expect(chart.xTicks.count >= 3 && chart.xTicks.count <= 6)
        #expect(chart.xTicks.allSatisfy { $0.label.count == 4 && Int($0.label) != nil })
    }

    @Test("x tick labels by span: days, months (January as the year) and years")
    func xTicksBySpan() {
        func labels(_ first: String, _ last: String) -> [String] {
            LineChart(
                points: [ChartPoint(date: date(first), value: 1), ChartPoint(date: date(last), value: 2)], unit: "kg"
            ).xTicks.map(\.label)
        }
        #expect(labels("2026-11-03", "2026-11-20") == ["3 Nov", "6 Nov", "9 Nov", "12 Nov", "15 Nov", "18 Nov"])
        #expect(labels("2026-02-10", "2026-09-20") == ["Mar", "May", "Jul", "Sep"])
        #expect(labels("2025-10-15", "2026-03-15") == ["Nov", "Dec", "2026", "Feb", "Mar"])
        #expect(labels("2016-05-01", "2026-04-01") == ["2018", "2020", "2022", "2024", "2026"])
    }

    @Test("Date labels never overlap and stay inside the viewBox")
    func xTicksFit() {
        let spans = [("2026-11-01", "2026-11-02"), ("2026-01-01", "2026-03-31"), ("2024-01-01", "2026-12-31"),
                     ("1990-06-15", "2026-06-15"), ("2026-02-01", "2026-02-08")]
        for (first, last) in spans {
            let chart = LineChart(
                points: [ChartPoint(date: date(first), value: 1), ChartPoint(date: date(last), value: 2)], unit: "kg")
            let extents = chart.xTicks.map { extent(x: $0.x, anchor: $0.anchor, text: $0.label) }
            #expect(!extents.isEmpty && extents.count <= 6, "\(first)…\(last)")
            #expect(extents.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= 360 }, "\(first)…\(last)")
            #expect(zip(extents, extents.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound }, "\(first)…\(last)")
        }
    }

    @Test("The table lists the points by date with formatted values; the summary names span, latest and highest")
    func lineTableAndSummary() {
        let points = [
            ChartPoint(date: date("2026-11-12"), value: 105), ChartPoint(date: date("2025-03-03"), value: 100),
            ChartPoint(date: date("2026-02-01"), value: 110.25),
        ]
        let view = ChartView.line(
            id: "Best e1RM!", title: "Best estimated 1RM", unit: "kg", points: points, pointUnit: .sessions)
        #expect(view.id == "best-e1rm-")
        #expect(view.hasLine && !view.isEmpty && view.kind == "line")
        #expect(view.width == 360 && view.height == 200)
        #expect(view.table.columns == ["Date", "Best estimated 1RM"])
        #expect(view.table.rows.map(\.cells) == [
            ["3 Mar 2025", "100 kg"], ["1 Feb 2026", "110.25 kg"], ["12 Nov 2026", "105 kg"],
        ])
        #expect(view.table.rows.map(\.label) == ["3 Mar 2025", "1 Feb 2026", "12 Nov 2026"])
        #expect(view.table.rows[0].values == ["100 kg"])
        #expect(view.summary
            == "Best estimated 1RM, 3 sessions from 3 Mar 2025 to 12 Nov 2026, latest 105 kg, highest 110.25 kg")
    }

    // MARK: - Bar charts

    @Test("Bar heights are proportional to values from a zero baseline")
    func barHeights() {
        let chart = BarChart(
            categories: [ChartCategory(label: "1–5", value: 10), ChartCategory(label: "6–12", value: 20),
                         ChartCategory(label: "13+", value: 40)],
            unit: .sets)
        #expect(chart.scale.lower == 0 && chart.scale.upper == 40)
        #expect(chart.baseline == chart.plot.bottom)
        let heights = chart.bars.map(\.height)
        #expect(near(heights[1], 2 * heights[0], 0.15) && near(heights[2], chart.plot.height))
        #expect(chart.bars.allSatisfy { near($0.y + $0.height, chart.baseline) })
        #expect(chart.bars.map(\.title) == ["1–5: 10 sets", "6–12: 20 sets", "13+: 40 sets"])
        #expect(chart.bars.allSatisfy { $0.width <= BarChart.maximumBarWidth })
        #expect(chart.xTicks.map(\.label) == ["1–5", "6–12", "13+"])
        #expect(zip(chart.bars, chart.xTicks).allSatisfy { near($0.x + $0.width / 2, $1.x) })
    }

    @Test("52 weekly bars fit inside the plot with at most six date labels")
    func fiftyTwoWeeks() {
        let start = date("2025-11-03")
        let weeks = (0..<52).map { ChartPoint(date: start.adding(days: 7 * $0), value: Double($0 % 5 + 1)) }
        let view = ChartView.bars(id: "sessions", title: "Sessions per week", unit: .sessions, buckets: weeks)
        let chart = try! #require(view.bar)
        #expect(chart.bars.count == 52)
        #expect(chart.bars.allSatisfy { $0.width > 0 && $0.x >= chart.plot.x - 0.05 && $0.x + $0.width <= chart.plot.right + 0.1 })
        #expect(zip(chart.bars, chart.bars.dropFirst()).allSatisfy { $0.x + $0.width <= $1.x })
        #expect(chart.bars.allSatisfy { $0.y >= chart.plot.y - 0.05 && near($0.y + $0.height, chart.baseline) })
        #expect(chart.bars[0].title == "Week of 3 Nov 2025: 1 session")
        #expect(chart.bars[1].title == "Week of 10 Nov 2025: 2 sessions")
        #expect(chart.xTicks.count >= 3 && chart.xTicks.count <= 6)
        let extents = chart.xTicks.map { extent(x: $0.x, anchor: $0.anchor, text: $0.label) }
        #expect(extents.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= 360 })
        #expect(zip(extents, extents.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
        #expect(view.summary == "Sessions per week, 52 weeks from 3 Nov 2025 to 26 Oct 2026, latest 2 sessions, highest 5 sessions")
    }

    @Test("Weekly bars fill a missing week with 0 and label weeks by date")
    func weeklyGaps() {
        let view = ChartView.bars(
            id: "sessions", title: "Sessions", unit: .sessions,
            buckets: [ChartPoint(date: date("2026-11-17"), value: 3), ChartPoint(date: date("2026-11-03"), value: 2)])
        let chart = try! #require(view.bar)
        #expect(chart.bars.map(\.value) == [2, 0, 3])
        #expect(chart.bars[1].height == 0)
        #expect(view.table.columns == ["Week of", "Sessions"])
        #expect(view.table.rows.map(\.cells) == [
            ["3 Nov 2026", "2 sessions"], ["10 Nov 2026", "0 sessions"], ["17 Nov 2026", "3 sessions"],
        ])
        #expect(chart.xTicks.map(\.label) == ["3 Nov", "10 Nov", "17 Nov"])
        #expect(zip(chart.bars, chart.xTicks).allSatisfy { near($0.x + $0.width / 2, $1.x, 0.15) })
        #expect(chart.hasTickMarks)
    }

    @Test("Monthly bars are labelled by month, January by its year")
    func monthlyBars() {
        let view = ChartView.bars(
            id: "volume", title: "Monthly volume", unit: "kg",
            buckets: [ChartPoint(date: date("2025-11-20"), value: 12_000), ChartPoint(date: date("2026-02-03"), value: 15_500)],
            bucket: .month)
        let chart = try! #require(view.bar)
        #expect(chart.bars.map(\.label) == ["Nov 2025", "Dec 2025", "Jan 2026", "Feb 2026"])
        #expect(chart.xTicks.map(\.label) == ["Nov", "Dec", "2026", "Feb"])
        #expect(chart.bars[3].title == "Feb 2026: 15\u{2009}500 kg")
        #expect(chart.yTicks.map(\.label).last == "20k")
    }

    @Test("Crowded category labels alternate rows and stay inside the viewBox")
    func crowdedCategories() {
        let names = ["Chest", "Back", "Shoulders", "Biceps", "Triceps", "Quadriceps", "Hamstrings", "Glutes"]
        let chart = BarChart(categories: names.map { ChartCategory(label: $0, value: 5) }, unit: .sets)
        #expect(chart.xTicks.count == 8)
        #expect(Set(chart.xTicks.map(\.y)).count == 2)
        #expect(chart.xTicks.allSatisfy { $0.y <= Double(chart.height) - 2 })
        for row in Dictionary(grouping: chart.xTicks, by: \.y).values {
            let extents = row.map { extent(x: $0.x, anchor: $0.anchor, text: $0.label) }.sorted { $0.lowerBound < $1.lowerBound }
            #expect(extents.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= 360 })
            #expect(zip(extents, extents.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
        }
    }

    @Test("Thirty categories label every few bars, without overlap")
    func manyCategories() {
        let chart = BarChart(
            categories: (1...30).map { ChartCategory(label: "Exercise \($0)", value: Double($0)) }, unit: .sets)
        #expect(chart.bars.count == 30)
        #expect(chart.xTicks.count > 1 && chart.xTicks.count < 30)
        #expect(Set(chart.xTicks.map(\.y)).count == 1)
        let extents = chart.xTicks.map { extent(x: $0.x, anchor: $0.anchor, text: $0.label) }
        #expect(extents.allSatisfy { $0.lowerBound >= 0 && $0.upperBound <= 360 })
        #expect(zip(extents, extents.dropFirst()).allSatisfy { $0.upperBound < $1.lowerBound })
        #expect(chart.xTicks.allSatisfy { $0.label.count >= 4 })
    }

    @Test("All-zero bars are an empty chart")
    func zeroBars() {
        let view = ChartView.bars(
            id: "sets", title: "Working sets", unit: .sets,
            categories: [ChartCategory(label: "Chest", value: 0), ChartCategory(label: "Back", value: 0)])
        #expect(view.isEmpty && !view.hasBar)
    }

    // MARK: - Radar charts

    @Test("The radar vertex of the largest value lies on the outer ring when that value is a nice tick")
    func radarOuterRing() {
        let names = ["Chest", "Back", "Shoulders", "Arms", "Legs", "Core"]
        let values: [Double] = [20, 10, 5, 8, 12, 3]
        let chart = try! #require(RadarChart(
            axes: zip(names, values).map { ChartCategory(label: $0, value: $1) }, unit: .sets))
        #expect(chart.scale.ticks == [0, 5, 10, 15, 20])
        #expect(chart.rings.count == 4)
        #expect(chart.rings.last?.radius == chart.radius)
        let top = chart.vertices[0]
        #expect(near(top.cx, chart.cx) && near(top.cy, chart.cy - chart.radius))
        #expect(near(hypot(top.cx - chart.cx, top.cy - chart.cy), chart.radius))
        let back = chart.vertices[1]
        #expect(near(hypot(back.cx - chart.cx, back.cy - chart.cy), chart.radius / 2, 0.15))
        #expect(chart.shape.split(separator: " ").count == 6)
        #expect(chart.axes.map(\.label) == ["Chest 20", "Back 10", "Shoulders 5", "Arms 8", "Legs 12", "Core 3"])
        #expect(chart.axes.map(\.anchor) == ["middle", "start", "start", "middle", "end", "end"])
        #expect(top.title == "Chest: 20 sets")
    }

    @Test("Radar labels stay inside the viewBox for 3 to 8 axes, long names shortened")
    func radarLabelsFit() {
        let names = ["Chest", "Upper back and lats", "Shoulders", "Hamstrings", "Quadriceps", "Core", "Forearms", "Calves"]
        for count in 3...8 {
            let chart = try! #require(RadarChart(
                axes: names.prefix(count).map { ChartCategory(label: $0, value: 123) }, unit: .sets))
            for axis in chart.axes {
                let span = extent(x: axis.labelX, anchor: axis.anchor, text: axis.label)
                #expect(span.lowerBound >= 0 && span.upperBound <= Double(chart.width), "\(count): \(axis.label)")
                #expect(axis.labelY >= 11 && axis.labelY <= Double(chart.height), "\(count): \(axis.label)")
                #expect(axis.label.hasSuffix(" 123"))
            }
        }
    }

    @Test("A radar's ring labels take the language's decimal mark")
    func radarDecimalMark() throws {
        var german = ChartWords.english
        german.decimalSeparator = ","
        let axes = ["Chest", "Back", "Legs"].enumerated().map { ChartCategory(label: $1, value: 0.5 * Double($0 + 1)) }
        let english = try #require(RadarChart(axes: axes, unit: .sets))
        let translated = try #require(RadarChart(axes: axes, unit: .sets, words: german))
        #expect(english.rings.map(\.label).contains("0.5"))
        #expect(translated.rings.map(\.label) == english.rings.map { $0.label.replacingOccurrences(of: ".", with: ",") })
        #expect(translated.rings.map(\.label).contains("0,5"))
    }

    @Test("A radar of fewer than three axes falls back to bars; all zeros are empty")
    func radarFallbacks() {
        let two = ChartView.radar(
            id: "muscles", title: "Sets per muscle", unit: .sets,
            axes: [ChartCategory(label: "Chest", value: 4), ChartCategory(label: "Back", value: 6)])
        #expect(two.hasBar && !two.hasRadar)
        #expect(RadarChart(axes: [ChartCategory(label: "A", value: 1)], unit: .sets) == nil)
        let zeros = ChartView.radar(
            id: "muscles", title: "Sets per muscle", unit: .sets,
            axes: ["Chest", "Back", "Legs"].map { ChartCategory(label: $0, value: 0) })
        #expect(zeros.isEmpty && !zeros.hasRadar)
        let view = ChartView.radar(
            id: "muscles", title: "Sets per muscle", unit: .sets, axes: [
                ChartCategory(label: "Chest", value: 12), ChartCategory(label: "Back", value: 1),
                ChartCategory(label: "Legs", value: 9),
            ], categoryColumn: "Muscle group")
        #expect(view.hasRadar && view.kind == "radar" && view.height == 240)
        #expect(view.summary == "Sets per muscle: Chest 12 sets, Back 1 set, Legs 9 sets")
        #expect(view.table.columns == ["Muscle group", "Sets per muscle"])
        #expect(view.table.rows.map(\.cells) == [["Chest", "12 sets"], ["Back", "1 set"], ["Legs", "9 sets"]])
    }

    // MARK: - Formatting

    @Test("Numbers for people: up to two decimals, thin-space thousands from 10 000")
    func numbers() {
        #expect(ChartFormat.number(100) == "100")
        #expect(ChartFormat.number(102.5) == "102.5")
        #expect(ChartFormat.number(2.125) == "2.13")
        #expect(ChartFormat.number(9999) == "9999")
        #expect(ChartFormat.number(12_345) == "12\u{2009}345")
        #expect(ChartFormat.number(-3.5) == "-3.5")
        #expect(ChartWords.english.day(date("2026-11-12")) == "12 Nov 2026")
    }
}
