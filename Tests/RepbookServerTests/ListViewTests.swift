import Foundation
import RepbookCore
import RepbookSQLite
import Testing

@testable import RepbookServer

/// The library and calendar pages hand their long lists to Mustache as views that answer names themselves
/// (`LibraryView`, `CalendarView`); every name must answer what `MustacheValues` answers for the page model, so the
/// templates render the same HTML, and a field added to a model without its view fails here.
@Suite("Library and calendar views")
struct ListViewTests {
    /// English from the shipped catalog: these tests read the English pages.
    let english = (try? Catalogs.loaded.get().localizer("en"))!

    /// A value as text independent of dictionary order; rows and cells read through their own `child(named:)`.
    static func canonical(_ value: Any?) -> String {
        guard let value else { return "nil" }
        if let row = value as? ExerciseRow { return canonical(fields(of: row, row.child(named:))) }
        if let cell = value as? CalendarPage.Cell { return canonical(fields(of: cell, cell.child(named:))) }
        if let week = value as? CalendarPage.Week { return canonical(fields(of: week, week.child(named:))) }
        if let dictionary = value as? [String: Any] {
            return "{" + dictionary.keys.sorted().map { "\($0): \(canonical(dictionary[$0]))" }.joined(separator: ", ") + "}"
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .collection?: return "[" + mirror.children.map { canonical($0.value) }.joined(separator: ", ") + "]"
        case .optional?: return canonical(mirror.children.first?.value)
        default: return String(describing: value)
        }
    }

    /// The fields a view answers for each stored property of `model`, nil ones left out as `MustacheValues` leaves them.
    static func fields(of model: Any, _ child: (String) -> Any?) -> [String: Any] {
        var fields: [String: Any] = [:]
        for label in Mirror(reflecting: model).children.compactMap(\.label) {
            if let value = child(label), canonical(value) != "nil" { fields[label] = value }
        }
        return fields
    }

    /// Expects the view to answer every field of `model` as `MustacheValues.prepare` does, and nothing for other names.
    static func expectSameAnswers(_ model: Any, view: (String) -> Any?) throws {
        let prepared = try #require(MustacheValues.prepare(model) as? [String: Any])
        let labels = Mirror(reflecting: model).children.compactMap(\.label)
        #expect(!labels.isEmpty)
        for label in labels {
            #expect(canonical(view(label)) == canonical(prepared[label]), "\(label)")
        }
        #expect(view("chrome") == nil && view("noSuchField") == nil)
    }

    @Test("The library view answers as the prepared page: favourites, archived rows, last entries and rows without")
    func library() async throws {
        let store = try SQLiteStore.inMemory()
        let user = try await store.createUser(NewUser(
            username: "ana", passwordHash: "x", settings: .defaults(timeZoneIdentifier: "Europe/Berlin"), library: StarterLibrary.exercises,
            mustBeFirst: false))
        let settings = try await store.settings(userID: user.id)
        let exercises = ExerciseService(store: store, now: { Date() })
        let liftLog = LiftLogService(store: store, now: { Date() })
        let all = try await exercises.list(for: user, query: ExerciseQuery())
        let bench = try #require(all.first { $0.name == "Bench Press" })
        let bodyweight = try #require(all.first { $0.kind == .bodyweightReps })
        _ = try await exercises.setFavorite(bench.id, of: user, true)
        _ = try await exercises.setArchived(try #require(all.first { $0.name == "Deadlift" }).id, of: user, true)
        try await liftLog.log(QuickLogInput(date: "2026-11-02", weight: "100", reps: "5", sets: "3"), exercise: bench.id, of: user)
        try await liftLog.log(QuickLogInput(date: "2026-11-03", weight: "", reps: "12", sets: "2"), exercise: bodyweight.id, of: user)

        for query in [ExerciseQuery(includeArchived: true), ExerciseQuery(search: "press", sort: .recent), ExerciseQuery(search: "zzz")] {
            let page = try await LibraryPage.make(
                for: user, settings: settings, query: query, exercises: exercises, liftLog: liftLog, localizer: english)
            let view = try LibraryView(page)
            try Self.expectSameAnswers(page, view: view.child(named:))
            #expect(view.child(named: "rowsHTML") as? String == (try LibraryRows.render(page.rows)))
            if query.includeArchived {
                #expect(page.rows.contains { $0.isFavorite && $0.lastEntry != nil && $0.favoriteToggleValue == "0" })
                #expect(page.rows.contains { $0.isArchived && $0.lastEntry == nil && $0.favoriteToggleValue == "1" })
                #expect(page.rows.contains { $0.lastEntry?.hasSuffix("12 reps × 2") == true })
            }
            for row in page.rows { try Self.expectSameAnswers(row, view: row.child(named:)) }
        }
    }

    @Test("The calendar view answers as the prepared page: trained, planned, today, selected and blank squares")
    func calendar() throws {
        let settings = UserSettings.defaults(timeZoneIdentifier: "America/New_York")
        let day = { (text: String) in LocalDate(text)! }
        let start = Date(timeIntervalSince1970: 1_794_000_000)
        let workouts = [
            WorkoutDigest(
                id: 1, name: "Push", date: day("2026-11-03"), startedAt: start, endedAt: start + 3600, splitDayName: "Push", workingSets: 12,
                volumeKilograms: 4200),
            WorkoutDigest(
                id: 2, name: "Run", date: day("2026-11-03"), startedAt: start + 7200, endedAt: start + 9000, workingSets: 0, volumeKilograms: 0),
            WorkoutDigest(
                id: 3, name: "Legs", date: day("2026-11-10"), startedAt: start + 604_800, endedAt: start + 608_400, workingSets: 15,
                volumeKilograms: 9000),
        ]
        let month = CalendarMonth(
            month: YearMonth("2026-11")!, workouts: workouts, planned: [
                day("2026-11-24"): .rest, day("2026-11-25"): .training(templateName: "Pull"),
                day("2026-11-26"): .training(templateName: "Rest"), day("2026-11-27"): .training(templateName: nil),
            ])
        let streaks = TrainingStreaks(currentWeeks: 2, longestWeeks: 5, currentDays: 1, longestDays: 3, weeklyTarget: 2)
        for (selected, today) in [
            (day("2026-11-03"), day("2026-11-23")), (day("2026-11-24"), day("2026-11-24")), (day("2026-11-30"), day("2026-12-02")),
        ] {
            let page = CalendarPage.make(
                month: month, selected: selected, today: today, streaks: streaks, settings: settings, localizer: english)
            let view = try CalendarView(page)
            try Self.expectSameAnswers(page, view: view.child(named:))
            #expect(view.child(named: "weeksHTML") as? String == (try CalendarWeeks.render(page.weeks)))
            for week in page.weeks {
                try Self.expectSameAnswers(week, view: week.child(named:))
                for cell in week.cells { try Self.expectSameAnswers(cell, view: cell.child(named:)) }
            }
        }
        let page = CalendarPage.make(
            month: month, selected: day("2026-11-03"), today: day("2026-11-24"), streaks: streaks, settings: settings, localizer: english)
        let cells = page.weeks.flatMap(\.cells).filter { !$0.isBlank }
        #expect(cells.first { $0.date == "2026-11-03" }?.dayClass == "calendar-day trained selected")
        #expect(cells.first { $0.date == "2026-11-24" }?.dayClass == "calendar-day today planned-rest")
        #expect(cells.first { $0.date == "2026-11-25" }?.dayClass == "calendar-day")
        // A template named "Rest" is a training day; a day without a template reads "Training".
        #expect(cells.first { $0.date == "2026-11-26" }?.dayClass == "calendar-day")
        #expect(cells.first { $0.date == "2026-11-26" }?.planned == "Rest")
        #expect(cells.first { $0.date == "2026-11-27" }?.planned == "Training")
        #expect(page.weeks.flatMap(\.cells).first?.dayClass == "")
        let grid = try CalendarWeeks.render(page.weeks)
        #expect(grid.hasPrefix("      <tr><td class=\"calendar-blank\"></td>") && grid.hasSuffix("</tr>\n"))
        #expect(grid.components(separatedBy: "<tr>").count - 1 == page.weeks.count)
        #expect(grid.contains("""
            <td><a class="calendar-day trained selected" href="/history?month=2026-11&amp;day=2026-11-03" data-date="2026-11-03" \
            aria-label="Tue 3 Nov 2026, trained: 2 sessions" aria-current="date"><span class="calendar-number">3</span>\
            <span class="calendar-label">2 sessions</span></a></td>
            """))
        #expect(grid.contains("""
            <td><a class="calendar-day today planned-rest" href="/history?month=2026-11&amp;day=2026-11-24" data-date="2026-11-24" \
            aria-label="Tue 24 Nov 2026, planned: Rest"><span class="calendar-number">24</span>\
            <span class="calendar-label planned">Rest</span></a></td>
            """))
    }

    @Test("A row renders its name, detail, last entry, favourite and archived marks, escaped")
    func rowHTML() throws {
        let day = LiftLog.Day(date: LocalDate("2026-11-14")!, entries: [LiftLog.Entry(weight: 97.5, unit: .kilograms, reps: 5, sets: 3)])
        let format = DisplayFormat(settings: .defaults())
        let favourite = ExerciseRow(
            Exercise(id: 7, userID: 1, name: "Bench <Press>", category: .chest, kind: .weightAndReps, equipment: .barbell, isFavorite: true),
            lastDay: day, format: format, localizer: english)
        let archived = ExerciseRow(
            Exercise(id: 9, userID: 1, name: "Deadlift", category: .back, kind: .weightAndReps, equipment: .barbell, isArchived: true),
            localizer: english)
        // A starter's key leads with its forms in the page's language (English here: its aliases), then its own.
        #expect(try LibraryRows.render([favourite, archived]) == """
              <li class="list-row exercise-row" data-exercise-id="7" data-name="Bench &lt;Press&gt;" data-favorite="true" data-archived="false"\
             data-search="benchpress barbell bb bbbenchpress">
                <a class="row-link exercise-link" href="/library/7"><span class="exercise-name">Bench &lt;Press&gt;</span><span class="muted">Chest ·\
             Barbell</span><span class="last-entry">Sat 14 Nov 2026 · 97.5 kg × 5 × 3</span></a>
                <button type="submit" form="favorite-form" formaction="/library/7/favorite" name="value" value="0" class="favorite-toggle"\
             aria-pressed="true" aria-label="Remove Bench &lt;Press&gt; from favourites"><span class="icon icon-star" aria-hidden="true"></span>\
            </button>
              </li>
              <li class="list-row exercise-row archived" data-exercise-id="9" data-name="Deadlift" data-favorite="false" data-archived="true"\
             data-search="\(ExerciseSearch.key(name: "Deadlift", equipment: .barbell, names: english.exerciseNames))">
                <a class="row-link exercise-link" href="/library/9"><span class="exercise-name">Deadlift</span><span class="muted">Back · Barbell ·\
             archived</span></a>
                <button type="submit" form="favorite-form" formaction="/library/9/favorite" name="value" value="1" class="favorite-toggle"\
             aria-pressed="false" aria-label="Add Deadlift to favourites"><span class="icon icon-star" aria-hidden="true"></span></button>
              </li>

            """)
        #expect(try LibraryRows.render([]) == "")
    }

    @Test("Fragments are remembered by their whole input, rendered again when it changes, the least recently used dropped")
    func fragmentCache() {
        let cache = RenderedFragmentCache<[String]>(capacity: 2)
        var renders = 0
        func html(_ key: [String]) -> String {
            cache.html(for: key) { key in
                renders += 1
                return key.joined(separator: "|")
            }
        }
        #expect(html(["a", "b"]) == "a|b" && renders == 1)
        #expect(html(["a", "b"]) == "a|b" && renders == 1)
        #expect(html(["a", "c"]) == "a|c" && renders == 2)
        #expect(html(["a", "b"]) == "a|b" && renders == 2)
        #expect(html(["d"]) == "d" && renders == 3 && cache.count == 2)
        #expect(html(["a", "b"]) == "a|b" && renders == 3)
        #expect(html(["a", "c"]) == "a|c" && renders == 4)
    }

    @Test("Every library row's favourite switch posts the shared form: its token once, the row's own action and value")
    func favouriteSwitches() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let page = try await browser.get("/library")
            let rows = page.body.matches(of: /<li class="list-row exercise-row[^"]*" data-exercise-id="(\d+)"/).map { String($0.1) }
            let switches = page.body.matches(of: /form="favorite-form" formaction="\/library\/(\d+)\/favorite" name="value" value="1"/).map {
                String($0.1)
            }
            #expect(rows.count > 50 && switches == rows)
            #expect(page.body.matches(of: /name="_csrf"/).count == 1)
            let csrf = try #require(page.csrfToken)
            let favourited = try await browser.post("/library/\(rows[1])/favorite", form: ["_csrf": csrf, "value": "1", "return_to": "/library"])
            #expect(favourited.status == 303)
            let after = try await browser.get("/library")
            #expect(
                after.body.contains(#"formaction="/library/\#(rows[1])/favorite" name="value" value="0" class="favorite-toggle" aria-pressed="true""#)
            )
            func list(_ body: String) -> Substring? { body.firstMatch(of: /<ul id="exercise-list"[\s\S]*?<\/ul>/)?.output }
            let again = try await browser.get("/library")
            #expect(list(again.body) != nil && list(again.body) == list(after.body), "a remembered list renders the same rows")
        }
    }
}
