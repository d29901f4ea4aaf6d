import Foundation
import Mustache
import RepbookCore
import Testing

@testable import RepbookServer

/// The exercise page hands its charts and history days to Mustache as HTML fragments remembered by content, rendered
/// from values that answer names themselves (`ExerciseView`, `ChartFragments`, `ChartView+Mustache`): the page must
/// show exactly what the prepared page model renders with the partials inline, and every stored field of those types
/// must answer, so a field added to a model without its answer fails here.
@Suite("Exercise page view")
struct ExerciseViewTests {
    /// English from the shipped catalog: these tests read the English page.
    let english = (try? Catalogs.loaded.get().localizer("en"))!

    private let bench = Exercise(id: 31, userID: 1, name: "Bench Press", category: .chest, kind: .weightAndReps, equipment: .barbell)

    /// `sessions` workouts of bench press, every `step` days up to 2026-11-20, with a warm-up and three working sets
    /// whose weights wander, the newest `inProgress` of them still in the workout in progress.
    private func history(sessions: Int, step: Int) -> ExerciseHistory {
        let last = LocalDate("2026-11-20")!
        var sets: [PerformedSet] = []
        for index in 0..<sessions {
            let date = last.adding(days: -step * (sessions - 1 - index))
            let top = 80 + Double(index % 17) * 2.5
            sets.append(PerformedSet(
                workoutID: Int64(index + 1), exerciseID: bench.id, date: date, kind: .weightAndReps,
                values: SetValues(weight: Weight(60, .kilograms), reps: 10, kind: .warmUp)))
            for reps in [5, 5, 3 + index % 4] {
                sets.append(PerformedSet(
                    workoutID: Int64(index + 1), exerciseID: bench.id, date: date, kind: .weightAndReps,
                    values: SetValues(weight: Weight(top, index % 5 == 0 ? .pounds : .kilograms), reps: reps)))
            }
        }
        let active = [PerformedSet(
            workoutID: 99_999, exerciseID: bench.id, date: LocalDate("2026-11-22")!, kind: .weightAndReps,
            values: SetValues(weight: Weight(100, .kilograms), reps: 2))]
        return ExerciseHistory(exercise: bench, finished: sets, inProgress: active, bodyWeight: .unknown)
    }

    /// The page as the exercise route builds it.
    private func page(
        _ history: ExerciseHistory, grouping: ExerciseProgressSection.VolumeGrouping = .session, before: LocalDate? = nil,
        logError: DomainError? = nil, formError: DomainError? = nil
    ) -> ExercisePage {
        let settings = UserSettings.defaults()
        let section = ExerciseProgressSection.make(
            exercise: bench, progress: history.progress(formula: settings.oneRepMaxFormula), grouping: grouping, settings: settings,
            localizer: english)
        return ExercisePage.make(
            exercise: bench, history: history, today: LocalDate("2026-11-22")!, settings: settings, listedBefore: before,
            logInput: QuickLogInput(weight: logError == nil ? nil : "heavy"), logError: logError,
            formInput: ExerciseInput(name: formError == nil ? nil : "  "), formError: formError, progress: section,
            localizer: english)
    }

    /// `html` with the whitespace between and around tags dropped: what the page shows, not how its source is indented.
    private func normalized(_ html: String) -> String {
        html.replacing(/\s+/, with: " ").replacing(/> </, with: "><")
    }

    /// The exercise template as it was before its charts and days became remembered fragments: the `chart` partial and
    /// the days' loop inline, for rendering the prepared page model.
    private func referenceTemplate() throws -> String {
        let page = try EmbeddedResources.template("exercise")
        let days = try EmbeddedResources.template("exercise-days")
            .replacing("{{#days}}", with: "{{#page.days}}").replacing("{{/days}}", with: "{{/page.days}}")
        let reference = page
            .replacing("{{#trendChartsHTML}}{{{.}}}{{/trendChartsHTML}}", with: "{{#trendCharts}}{{> chart}}{{/trendCharts}}")
            .replacing(
                "{{{volumeChartHTML}}}{{{repRangeChartHTML}}}",
                with: "{{#volumeChart}}{{> chart}}{{/volumeChart}}{{#repRangeChart}}{{> chart}}{{/repRangeChart}}")
            .replacing("{{{page.daysHTML}}}", with: days)
        #expect(!reference.contains("HTML}}}"), "every fragment was replaced")
        return reference
    }

    @Test("The view renders the HTML the prepared page renders inline: long and short histories, week volume, older pages, errors")
    func sameHTML() async throws {
        var library = MustacheLibrary()
        for (name, source) in EmbeddedResources.templates { try library.register(source, named: name) }
        try library.register(try referenceTemplate(), named: "exercise-reference")
        let chrome = PageChrome(
            title: "Bench Press", activeTab: .library, username: "ana", csrfToken: "token", appearance: .system, flash: Flash(.success, "Logged."),
            localizer: try Catalogs.loaded.get().localizer("en"))
        let long = history(sessions: 500, step: 7)
        let cases = [
            page(long), page(long, grouping: .week), page(long, before: LocalDate("2025-01-01")!),
            page(history(sessions: 12, step: 3)), page(history(sessions: 1, step: 1)),
            page(ExerciseHistory(exercise: bench, finished: [], inProgress: [], bodyWeight: .unknown)),
            page(
                long, logError: .invalid(field: "weight", message: .verbatim("Weight must be a number.")),
                formError: .invalid(field: "name", message: LocalizedText("error.name_required"))),
        ]
        for (index, model) in cases.enumerated() {
            let prepared = try #require(
                library.render(MustacheValues.prepare(PageView(chrome: chrome, page: model), chartsAsHTML: false), withTemplate: "exercise-reference")
            )
            // Twice: rendered, then from the remembered fragments.
            for _ in 0..<2 {
                let viewed = try #require(
                    library.render(MustacheValues.prepare(PageView(chrome: chrome, page: try ExerciseView(model))), withTemplate: "exercise"))
                #expect(normalized(prepared) == normalized(viewed), "case \(index)")
            }
        }
        let html = try #require(
            library.render(MustacheValues.prepare(PageView(chrome: chrome, page: try ExerciseView(cases[0]))), withTemplate: "exercise"))
        #expect(html.contains("Before Dec 2025: one point a month, its best session."))
        #expect(html.contains("id=\"older-days\"") && html.contains("<li class=\"history-day\""))
        let few = try #require(
            library.render(MustacheValues.prepare(PageView(chrome: chrome, page: try ExerciseView(cases[3]))), withTemplate: "exercise"))
        #expect(few.contains("<circle class=\"chart-dot\""), "a short history draws its dots")
    }

    @Test("A remembered chart or page of days is the one its content renders; other content renders anew")
    func fragmentsFollowContent() throws {
        let first = try #require(page(history(sessions: 40, step: 7)).progress)
        let second = try #require(page(history(sessions: 41, step: 7)).progress)
        for chart in first.trendCharts + second.trendCharts {
            #expect(try ChartFragments.html(chart) == (try ChartFragments.render(chart)))
        }
        #expect(try ChartFragments.html(first.trendCharts[0]) != (try ChartFragments.html(second.trendCharts[0])))
        let days = page(history(sessions: 40, step: 7)).days
        #expect(try ExerciseDays.html(days) == (try ExerciseDays.render(days)))
        #expect(try ExerciseDays.html(Array(days.dropFirst())) != (try ExerciseDays.html(days)))
    }

    /// Expects `child` to answer every stored field of `model` that holds a value, and nothing for unknown names.
    private func expectEveryField(of model: Any, _ child: (String) -> Any?) {
        for field in Mirror(reflecting: model).children {
            guard let label = field.label else { continue }
            let isNil = Mirror(reflecting: field.value).displayStyle == .optional && Mirror(reflecting: field.value).children.isEmpty
            #expect((child(label) == nil) == isNil, "\(type(of: model)).\(label)")
        }
        #expect(child("chrome") == nil && child("noSuchField") == nil)
    }

    @Test("Every stored field of the page, its section, charts, rows and dots answers by name")
    func everyFieldAnswers() throws {
        for model in [page(history(sessions: 500, step: 7)), page(history(sessions: 3, step: 2), logError: .invalid(field: "reps",
            message: .verbatim("No.")))] {
            expectEveryField(of: model, try ExerciseView(model).child(named:))
            let day = try #require(model.days.first)
            expectEveryField(of: day, day.child(named:))
            let section = try #require(model.progress)
            expectEveryField(of: section, try ExerciseProgressView(section).child(named:))
            if let row = section.repsAtWeight.first { expectEveryField(of: row, row.child(named:)) }
            for chart in section.trendCharts + [section.volumeChart, section.repRangeChart] {
                expectEveryField(of: chart, chart.child(named:))
                expectEveryField(of: chart.table, chart.table.child(named:))
                if let row = chart.table.rows.first { expectEveryField(of: row, row.child(named:)) }
                if let line = chart.line {
                    expectEveryField(of: line, line.child(named:))
                    expectEveryField(of: line.plot, line.plot.child(named:))
                    for tick in [line.yTicks.first, line.xTicks.first].compactMap({ $0 }) { expectEveryField(of: tick, tick.child(named:)) }
                    if let dot = line.vertices.first { expectEveryField(of: dot, dot.child(named:)) }
                }
            }
        }
        let trend = ChartView.line(
            id: "w", title: "Weight", unit: "kg", points: [ChartPoint(date: LocalDate("2026-11-01")!, value: 80)],
            trend: ChartTrend(title: "7-day average", points: [ChartPoint(date: LocalDate("2026-11-01")!, value: 80)]), goal: 75)
        let row = try #require(trend.table.rows.first)
        #expect(row.hasExtra && row.cells == ["1 Nov 2026", "80 kg", "80 kg"] && row.values == ["80 kg", "80 kg"])
        expectEveryField(of: row, row.child(named:))
        let line = try #require(trend.line)
        expectEveryField(of: line, line.child(named:))
        let goal = try #require(line.goal)
        expectEveryField(of: goal, goal.child(named:))
    }
}
