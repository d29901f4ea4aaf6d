import Foundation
import RepbookCore
import Testing

@Suite("Height, BMI and the weight summary")
struct BodyMeasuresTests {
    private func day(_ text: String) -> LocalDate { LocalDate(text)! }

    @Test("Heights read in centimetres, inches and feet with inches", arguments: [
        ("180", 180.0), ("180 cm", 180), ("180,5cm", 180.5), ("71 in", 180.34), ("71\"", 180.34),
        ("5'11", 180.34), ("5'11\"", 180.34), ("5′11″", 180.34), ("5 ft 11 in", 180.34), ("6'", 182.88), ("6 ft", 182.88),
    ])
    func heights(text: String, centimetres: Double) throws {
        let parsed = try #require(Height.centimetres(from: text))
        #expect(abs(parsed - centimetres) < 0.001)
    }

    @Test("Unreadable heights are nil", arguments: ["", "tall", "5'13", "5'-1", "cm", "1e999"])
    func badHeights(text: String) {
        #expect(Height.centimetres(from: text) == nil)
    }

    @Test("Height text follows the user's unit and reads back")
    func heightText() throws {
        #expect(Height.text(centimetres: 180.34, unit: .kilograms) == "180.3 cm")
        #expect(Height.text(centimetres: 180.34, unit: .pounds) == "5′11″")
        let back = try #require(Height.centimetres(from: Height.text(centimetres: 180.34, unit: .pounds)))
        #expect(abs(back - 180.34) < 0.001)
    }

    @Test("BMI and its WHO category, judged on the shown value", arguments: [
        (80.0, 180.0, "24.7", BodyMassIndex.Category.healthy),
        (59.9, 180.0, "18.5", .healthy),
        (59.5, 180.0, "18.4", .underweight),
        (81.0, 180.0, "25.0", .overweight),
        (97.2, 180.0, "30.0", .obese),
        (120.0, 190.0, "33.2", .obese),
    ])
    func bmi(kilograms: Double, centimetres: Double, text: String, category: BodyMassIndex.Category) {
        let bmi = BodyMassIndex(kilograms: kilograms, centimetres: centimetres)
        #expect(bmi.text == text)
        #expect(bmi.category == category)
    }

    @Test("Height and goal weight: set, kept when absent, cleared when empty, refused with their field")
    func settings() throws {
        let start = UserSettings.defaults()
        let set = try SettingsInput(height: "5'11\"", goalWeight: "176 lb").applied(to: start)
        #expect(set.heightCentimetres == 180.3)
        #expect(set.goalWeight == Weight(176, .pounds))
        let kept = try SettingsInput(weightUnit: "lb").applied(to: set)
        #expect(kept.heightCentimetres == 180.3)
        #expect(kept.goalWeight == Weight(176, .pounds))
        let cleared = try SettingsInput(height: "", goalWeight: "").applied(to: set)
        #expect(cleared.heightCentimetres == nil)
        #expect(cleared.goalWeight == nil)
        let plain = try SettingsInput(goalWeight: "80").applied(to: start)
        #expect(plain.goalWeight == Weight(80, .kilograms))
        let refused: [(SettingsInput, String)] = [
            (SettingsInput(height: "30 cm"), "height"), (SettingsInput(height: "tall"), "height"),
            (SettingsInput(goalWeight: "0"), "goal_weight"), (SettingsInput(goalWeight: "heavy"), "goal_weight"),
            (SettingsInput(goalWeight: "1200"), "goal_weight"),
        ]
        for (input, field) in refused {
            #expect { try input.applied(to: start) } throws: { ($0 as? DomainError)?.field == field }
        }
    }

    @Test("The 7-day moving average counts only weigh-ins within the last 7 calendar days")
    func movingAverage() {
        let points = [
            ChartPoint(date: day("2026-11-01"), value: 80), ChartPoint(date: day("2026-11-03"), value: 82),
            ChartPoint(date: day("2026-11-07"), value: 84), ChartPoint(date: day("2026-11-08"), value: 78),
            ChartPoint(date: day("2026-11-20"), value: 90),
        ]
        let averages = MovingAverage.trailing(points.reversed(), days: 7)
        #expect(averages.map(\.date) == points.map(\.date))
        // 1 Nov alone; 1 and 3 Nov; 1, 3 and 7 Nov (7 Nov minus 6 days is 1 Nov); 8 Nov drops 1 Nov; 20 Nov alone.
        let lastWeek: Double = (82 + 84 + 78) / 3
        let expected: [Double] = [80, 81, 82, lastWeek, 90]
        #expect(averages.map(\.value) == expected)
    }

    @Test("The summary: latest, 7-day average, change over 30 days, BMI and distance to the goal")
    func summary() throws {
        var settings = UserSettings.defaults()
        settings.heightCentimetres = 180
        settings.goalWeight = Weight(176, .pounds)
        let entries = [
            BodyWeightEntry(date: day("2026-10-20"), weight: Weight(84, .kilograms)),
            BodyWeightEntry(date: day("2026-10-21"), weight: Weight(86, .kilograms)),
            BodyWeightEntry(date: day("2026-11-19"), weight: Weight(82, .kilograms)),
            BodyWeightEntry(date: day("2026-11-21"), weight: Weight(180, .pounds)),
        ]
        let summary = BodyWeightSummary(entries: entries.shuffled(), settings: settings)
        #expect(summary.latest?.date == day("2026-11-21"))
        let latestKilograms = WeightUnit.pounds.convert(180, to: .kilograms)
        let average: Double = (82 + latestKilograms) / 2
        let sevenDay = try #require(summary.sevenDayAverageKilograms)
        #expect(abs(sevenDay - average) < 1e-9)
        // 30 days before 21 Nov is 22 Oct: the average then is that of 20 and 21 Oct, 85 kg.
        let change = try #require(summary.thirtyDayChangeKilograms)
        #expect(abs(change - (average - 85)) < 1e-9)
        #expect(summary.bodyMassIndex?.text == "25.2")
        let goalKilograms: Double = WeightUnit.pounds.convert(176, to: .kilograms)
        let toGoal = try #require(summary.toGoalKilograms)
        #expect(abs(toGoal - (goalKilograms - latestKilograms)) < 1e-9)
    }

    @Test("No 30-day change without a weigh-in about 30 days back, no BMI without a height")
    func sparseSummary() {
        let entries = [
            BodyWeightEntry(date: day("2026-01-01"), weight: Weight(90, .kilograms)),
            BodyWeightEntry(date: day("2026-11-21"), weight: Weight(82, .kilograms)),
        ]
        let summary = BodyWeightSummary(entries: entries, settings: .defaults())
        #expect(summary.thirtyDayChangeKilograms == nil)
        #expect(summary.bodyMassIndex == nil)
        #expect(summary.toGoalKilograms == nil)
        #expect(BodyWeightSummary(entries: [], settings: .defaults()).latest == nil)
    }

    @Test("A line chart draws its trend and goal inside the scale, and lists the trend in its table")
    func chartTrendAndGoal() throws {
        let points = [ChartPoint(date: day("2026-11-01"), value: 82), ChartPoint(date: day("2026-11-08"), value: 80)]
        let chart = ChartView.line(
            id: "w", title: "Body weight", unit: ChartUnit("kg"), points: points,
            trend: ChartTrend(title: "7-day average", points: MovingAverage.trailing(points, days: 7)), goal: 75)
        let line = try #require(chart.line)
        #expect(line.hasTrend)
        #expect(line.hasGoal)
        #expect(line.scale.lower <= 75)
        let goal = try #require(line.goal)
        #expect(goal.label == "Goal 75 kg")
        #expect(goal.y > line.plot.y && goal.y <= line.plot.bottom)
        #expect(chart.table.columns == ["Date", "Body weight", "7-day average"])
        #expect(chart.table.rows.map(\.values) == [["82 kg", "82 kg"], ["80 kg", "80 kg"]])
        #expect(chart.legend.map(\.key) == ["line", "trend", "goal"])
        let plain = ChartView.line(id: "p", title: "Plain", unit: ChartUnit("kg"), points: points)
        let plainLine = try #require(plain.line)
        #expect(!plainLine.hasTrend)
        #expect(!plainLine.hasGoal)
        #expect(!plain.hasLegend)
    }
}
