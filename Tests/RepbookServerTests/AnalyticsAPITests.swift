import Foundation
import Testing

/// The analytics routes over HTTP against the real application, on a history built by hand through the API; every
/// expected figure is worked out in the comments and written in the test.
@Suite("Analytics API")
struct AnalyticsAPITests {
    typealias Lifter = TrainingAPITests.Lifter

    /// Calendar days relative to today in UTC, the lifter's time zone in these tests.
    struct Days {
        private let calendar: Calendar
        private let today: Date

        init() {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            self.calendar = calendar
            today = calendar.startOfDay(for: Date())
        }

        /// `YYYY-MM-DD` of today plus `offset` days.
        func day(_ offset: Int) -> String {
            let parts = calendar.dateComponents([.year, .month, .day], from: calendar.date(byAdding: .day, value: offset, to: today)!)
            return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        }

        /// `YYYY-MM` of today plus `offset` days.
        func month(_ offset: Int) -> String { String(day(offset).prefix(7)) }

        /// Today's weekday counted from Monday = 0 to Sunday = 6.
        var weekdayFromMonday: Int { (calendar.component(.weekday, from: today) + 5) % 7 }

        /// The offset of the Monday of the week holding today plus `offset` days.
        func mondayOffset(_ offset: Int) -> Int {
            let weekday = (weekdayFromMonday + offset % 7 + 7) % 7
            return offset - weekday
        }
    }

    /// The history every test starts from (Bench Press unless named; quick-log workouts have no duration):
    ///
    /// | day   | workout                     | sets                                                   |
    /// |-------|-----------------------------|--------------------------------------------------------|
    /// | T-9   | Quick log                   | 80 × 10 × 2                                            |
    /// | T-2   | Quick log                   | 100 × 5 × 4                                            |
    /// | T-1   | Quick log                   | 110 × 1 × 1                                            |
    /// | T     | "Heavy day", live, lasts ≥1s | warm-up 150 × 2, 90 × 8; Barbell Row 60 × 10           |
    /// | T     | Quick log                   | Back Squat 100 × 5 × 1                                 |
    struct History {
        let lifter: Lifter
        let days: Days
        /// Workout ids by day offset: the quick logs of -9, -2, -1 and 0, and the live workout.
        let quickLog: [Int: Int]
        let live: Int
        let liveDuration: Int

        static func build(_ server: TestServer, name: String = "lifter") async throws -> History {
            let lifter = try await Lifter.make(server, name: name)
            let days = Days()
            #expect(try await lifter.call("PATCH", "/settings", #"{"time_zone": "UTC"}"#).status == 200)
            for (offset, exercise, weight, reps, sets) in [
                (-9, lifter.bench, 80, 10, 2), (-2, lifter.bench, 100, 5, 4), (-1, lifter.bench, 110, 1, 1),
            ] {
                let logged = try await lifter.call(
                    "POST", "/exercises/\(exercise)/log",
                    #"{"date": "\#(days.day(offset))", "weightKg": \#(weight), "reps": \#(reps), "sets": \#(sets)}"#)
                #expect(logged.status == 201)
            }
            let started = try await lifter.call("POST", "/workouts", #"{"name": "Heavy day"}"#)
            let live = try #require(started.json["id"] as? Int)
            let bench = try #require(
                try await lifter.call("POST", "/workouts/\(live)/exercises", #"{"exerciseId": \#(lifter.bench)}"#).json["id"] as? Int)
            for set in [#"{"weightKg": 150, "reps": 2, "kind": "warmup", "done": true}"#, #"{"weightKg": 90, "reps": 8, "done": true}"#] {
                #expect(try await lifter.call("POST", "/workouts/\(live)/exercises/\(bench)/sets", set).status == 201)
            }
            let row = try #require(
                try await lifter.call("POST", "/workouts/\(live)/exercises", #"{"exerciseId": \#(lifter.row)}"#).json["id"] as? Int)
            #expect(
                try await lifter.call("POST", "/workouts/\(live)/exercises/\(row)/sets", #"{"weightKg": 60, "reps": 10, "done": true}"#).status == 201
            )
            try await Task.sleep(for: .milliseconds(1200))
            let finished = try await lifter.call("POST", "/workouts/\(live)/finish")
            let liveDuration = try #require(finished.json["durationSeconds"] as? Int)
            #expect(liveDuration >= 1)
            let squat = try await lifter.call(
                "POST", "/exercises/\(lifter.squat)/log", #"{"date": "\#(days.day(0))", "weightKg": 100, "reps": 5, "sets": 1}"#)
            #expect(squat.status == 201)

            var quickLog: [Int: Int] = [:]
            for offset in [-9, -2, -1, 0] {
                let day = try await lifter.call("GET", "/calendar/\(days.day(offset))")
                let workouts = try #require(day.json["workouts"] as? [[String: Any]])
                quickLog[offset] = try #require(workouts.first { $0["name"] as? String == "Quick log" }?["id"] as? Int)
            }
            return History(lifter: lifter, days: days, quickLog: quickLog, live: live, liveDuration: liveDuration)
        }

        func call(_ method: String, _ path: String, _ body: String? = nil) async throws -> TestClient.Reply {
            try await lifter.call(method, path, body)
        }
    }

    @Test("Calendar: workouts, working sets, volume and duration per trained day, month totals and the longest session")
    func calendar() async throws {
        try await TestServer.run { server in
            let history = try await History.build(server)
            let days = history.days
            let d = history.liveDuration
            // Working sets and volume per day; warm-ups are neither.
            // T-9: 80×10×2 = 1600, 2 sets. T-2: 100×5×4 = 2000, 4 sets. T-1: 110×1 = 110, 1 set.
            // T: Heavy day 90×8 + 60×10 = 720 + 600 = 1320 (2 sets), then the squat quick log 100×5 = 500 (1 set).
            let expected: [(offset: Int, workouts: Int, volume: Double, sets: Int, duration: Int, names: [String])] = [
                (-9, 1, 1600, 2, 0, ["Quick log"]), (-2, 1, 2000, 4, 0, ["Quick log"]), (-1, 1, 110, 1, 0, ["Quick log"]),
                (0, 2, 1820, 3, d, ["Heavy day", "Quick log"]),
            ]
            // T-9 may fall in the month before this one: check each month the history touches.
            for month in Set(expected.map { days.month($0.offset) }) {
                let reply = try await history.call("GET", "/calendar?month=\(month)")
                #expect(reply.status == 200)
                #expect(reply.json["month"] as? String == month)
                let inMonth = expected.filter { days.month($0.offset) == month }
                let answered = try #require(reply.json["days"] as? [[String: Any]])
                #expect(answered.map { $0["date"] as? String } == inMonth.map { days.day($0.offset) }, "only trained days, ascending")
                for (day, want) in zip(answered, inMonth) {
                    #expect(day["workouts"] as? Int == want.workouts)
                    #expect(day["volumeKg"] as? Double == want.volume)
                    #expect(day["sets"] as? Int == want.sets)
                    #expect(day["durationSeconds"] as? Int == want.duration)
                    #expect(day["names"] as? [String] == want.names)
                }
                let totals = try #require(reply.json["totals"] as? [String: Any])
                #expect(totals["sessions"] as? Int == inMonth.reduce(0) { $0 + $1.workouts })
                #expect(totals["trainingDays"] as? Int == inMonth.count)
                #expect(totals["sets"] as? Int == inMonth.reduce(0) { $0 + $1.sets })
                #expect(totals["volumeKg"] as? Double == inMonth.reduce(0) { $0 + $1.volume })
                if month == days.month(0) {
                    // Only the live workout lasted: quick logs start and end at once.
                    let longest = try #require(totals["longestSession"] as? [String: Any])
                    #expect(longest["workoutId"] as? Int == history.live)
                    #expect(longest["name"] as? String == "Heavy day")
                    #expect(longest["date"] as? String == days.day(0))
                    #expect(longest["durationSeconds"] as? Int == d)
                } else {
                    #expect(totals["longestSession"] is NSNull, "a month of quick logs has no session that lasted")
                }
            }
            // Without a month: this month in the lifter's time zone.
            let current = try await history.call("GET", "/calendar")
            #expect(current.json["month"] as? String == days.month(0))
            #expect((current.json["days"] as? [[String: Any]])?.last?["date"] as? String == days.day(0))
            // A month without training.
            let empty = try await history.call("GET", "/calendar?month=2001-01")
            #expect((empty.json["days"] as? [[String: Any]])?.isEmpty == true)
            let emptyTotals = try #require(empty.json["totals"] as? [String: Any])
            #expect(emptyTotals["sessions"] as? Int == 0 && emptyTotals["volumeKg"] as? Double == 0)
            #expect(emptyTotals["longestSession"] is NSNull)

            // The day: both of today's workouts, oldest first, with their figures.
            let today = try await history.call("GET", "/calendar/\(days.day(0))")
            #expect(today.status == 200)
            #expect(today.json["date"] as? String == days.day(0))
            let workouts = try #require(today.json["workouts"] as? [[String: Any]])
            #expect(workouts.map { $0["id"] as? Int } == [history.live, history.quickLog[0]])
            #expect(workouts.map { $0["name"] as? String } == ["Heavy day", "Quick log"])
            #expect(workouts.map { $0["durationSeconds"] as? Int } == [d, 0])
            #expect(workouts.map { $0["sets"] as? Int } == [2, 1])
            #expect(workouts.map { $0["volumeKg"] as? Double } == [1320, 500])
            #expect(workouts.allSatisfy { $0["splitDay"] is NSNull })
            let liveWorkout = try await history.call("GET", "/workouts/\(history.live)")
            #expect(workouts[0]["startedAt"] as? String == liveWorkout.json["startedAt"] as? String)
            #expect(workouts[0]["endedAt"] as? String == liveWorkout.json["endedAt"] as? String)
            #expect((workouts[0]["startedAt"] as? String).flatMap { ISO8601DateFormatter().date(from: $0) } != nil, "ISO 8601")
            let totals = try #require(today.json["totals"] as? [String: Any])
            #expect(totals["workouts"] as? Int == 2)
            #expect(totals["sets"] as? Int == 3)
            #expect(totals["volumeKg"] as? Double == 1820)
            #expect(totals["durationSeconds"] as? Int == d)
            let quiet = try await history.call("GET", "/calendar/\(days.day(-3))")
            #expect(quiet.status == 200)
            #expect((quiet.json["workouts"] as? [[String: Any]])?.isEmpty == true)
            #expect((quiet.json["totals"] as? [String: Any])?["workouts"] as? Int == 0)
        }
    }

    @Test("Exercise stats: records with the set behind each, most reps per weight, series, weeks, rep ranges; a warm-up never counts")
    func exerciseStats() async throws {
        try await TestServer.run { server in
            let history = try await History.build(server)
            let days = history.days
            let stats = try await history.call("GET", "/exercises/\(history.lifter.bench)/stats")
            #expect(stats.status == 200)
            #expect(stats.json["exerciseId"] as? Int == history.lifter.bench)
            #expect(stats.json["name"] as? String == "Bench Press")
            #expect(stats.json["formula"] as? String == "epley")
            // Heaviest: 110 (T-1); the 150 warm-up is heavier but never counts.
            // e1RM by Epley: 80×(1+10/30) = 106.667, 100×(1+5/30) = 116.667, a single is its own: 110, 90×(1+8/30) = 114.
            // Best set volume: 80×10 = 800 (T-9). Best session volume: 100×5×4 = 2000 (T-2).
            let records = try #require(stats.json["records"] as? [String: Any])
            #expect(records["heaviestWeightKg"] as? Double == 110)
            #expect(records["bestE1rmKg"] as? Double == 116.667)
            #expect(records["bestSetVolumeKg"] as? Double == 800)
            #expect(records["bestSessionVolumeKg"] as? Double == 2000)
            let details = try #require(stats.json["recordDetails"] as? [String: Any])
            let heaviest = try #require(details["heaviestWeight"] as? [String: Any])
            #expect(heaviest["valueKg"] as? Double == 110 && heaviest["weightKg"] as? Double == 110 && heaviest["reps"] as? Int == 1)
            #expect(heaviest["date"] as? String == days.day(-1) && heaviest["workoutId"] as? Int == history.quickLog[-1])
            let e1rm = try #require(details["bestE1rm"] as? [String: Any])
            #expect(e1rm["valueKg"] as? Double == 116.667 && e1rm["weightKg"] as? Double == 100 && e1rm["reps"] as? Int == 5)
            #expect(e1rm["date"] as? String == days.day(-2) && e1rm["workoutId"] as? Int == history.quickLog[-2])
            let setVolume = try #require(details["bestSetVolume"] as? [String: Any])
            #expect(setVolume["valueKg"] as? Double == 800 && setVolume["weightKg"] as? Double == 80 && setVolume["reps"] as? Int == 10)
            #expect(setVolume["date"] as? String == days.day(-9) && setVolume["workoutId"] as? Int == history.quickLog[-9])
            let sessionVolume = try #require(details["bestSessionVolume"] as? [String: Any])
            #expect(sessionVolume["valueKg"] as? Double == 2000 && sessionVolume["weightKg"] is NSNull && sessionVolume["reps"] is NSNull)
            #expect(sessionVolume["date"] as? String == days.day(-2) && sessionVolume["workoutId"] as? Int == history.quickLog[-2])

            // Heaviest first; no entry at 150 (the warm-up).
            let reps = try #require(stats.json["mostRepsAtWeight"] as? [[String: Any]])
            #expect(reps.map { $0["weightKg"] as? Double } == [110, 100, 90, 80])
            #expect(reps.map { $0["reps"] as? Int } == [1, 5, 8, 10])
            #expect(reps.map { $0["date"] as? String } == [days.day(-1), days.day(-2), days.day(0), days.day(-9)])
            #expect(reps.map { $0["workoutId"] as? Int } == [history.quickLog[-1], history.quickLog[-2], history.live, history.quickLog[-9]])

            // One entry per session, oldest first.
            let sessions: [(offset: Int, workout: Int?, e1rm: Double, heaviest: Double, volume: Double, sets: Int)] = [
                (-9, history.quickLog[-9], 106.667, 80, 1600, 2), (-2, history.quickLog[-2], 116.667, 100, 2000, 4),
                (-1, history.quickLog[-1], 110, 110, 110, 1), (0, history.live, 114, 90, 720, 1),
            ]
            let series = try #require(stats.json["series"] as? [[String: Any]])
            #expect(series.map { $0["date"] as? String } == sessions.map { days.day($0.offset) })
            #expect(series.map { $0["workoutId"] as? Int } == sessions.map(\.workout))
            #expect(series.map { $0["bestE1rmKg"] as? Double } == sessions.map(\.e1rm))
            #expect(series.map { $0["heaviestWeightKg"] as? Double } == sessions.map(\.heaviest))
            #expect(series.map { $0["volumeKg"] as? Double } == sessions.map(\.volume))
            #expect(series.map { $0["sets"] as? Int } == sessions.map(\.sets))

            // Weeks run Monday to Sunday, so which sessions share a week depends on today's weekday: group the sessions
            // above by their Monday (best e1RM and heaviest are the week's best, volume and sets its sums).
            let mondays = sessions.map { days.mondayOffset($0.offset) }.reduce(into: [Int]()) { if $0.last != $1 { $0.append($1) } }
            let weeks = mondays.map { monday in
                let inWeek = sessions.filter { days.mondayOffset($0.offset) == monday }
                return (
                    monday: monday, e1rm: inWeek.map(\.e1rm).max()!, heaviest: inWeek.map(\.heaviest).max()!,
                    volume: inWeek.reduce(0) { $0 + $1.volume }, sets: inWeek.reduce(0) { $0 + $1.sets })
            }
            let weekly = try #require(stats.json["weekly"] as? [[String: Any]])
            #expect(weekly.map { $0["weekStart"] as? String } == weeks.map { days.day($0.monday) })
            #expect(weekly.map { $0["bestE1rmKg"] as? Double } == weeks.map(\.e1rm))
            #expect(weekly.map { $0["heaviestWeightKg"] as? Double } == weeks.map(\.heaviest))
            #expect(weekly.map { $0["volumeKg"] as? Double } == weeks.map(\.volume))
            #expect(weekly.map { $0["sets"] as? Int } == weeks.map(\.sets))
            #expect(weekly.reduce(0) { $0 + ($1["volumeKg"] as? Double ?? 0) } == 4430, "1600 + 2000 + 110 + 720")

            // Working sets by reps: 1 → 1–3 (110×1); 5 ×4 → 4–6; 10 ×2 and 8 → 7–10; the warm-up's 2 reps are not counted.
            let ranges = try #require(stats.json["repRanges"] as? [[String: Any]])
            #expect(ranges.map { $0["range"] as? String } == ["1–3", "4–6", "7–10", "11–15", "16+"])
            #expect(ranges.map { $0["sets"] as? Int } == [1, 4, 3, 0, 0])

            // An exercise never trained has every record null and empty lists.
            let deadlift = try await Lifter.exerciseID("Deadlift", client: history.lifter.client, token: history.lifter.token)
            let untouched = try await history.call("GET", "/exercises/\(deadlift)/stats")
            #expect(untouched.status == 200)
            let none = try #require(untouched.json["records"] as? [String: Any])
            #expect(["heaviestWeightKg", "bestE1rmKg", "bestSetVolumeKg", "bestSessionVolumeKg"].allSatisfy { none[$0] is NSNull })
            let noDetails = try #require(untouched.json["recordDetails"] as? [String: Any])
            #expect(["heaviestWeight", "bestE1rm", "bestSetVolume", "bestSessionVolume"].allSatisfy { noDetails[$0] is NSNull })
            #expect((untouched.json["series"] as? [Any])?.isEmpty == true)
            #expect((untouched.json["mostRepsAtWeight"] as? [Any])?.isEmpty == true)
            #expect(try await history.call("GET", "/exercises/999999/stats").status == 404)
        }
    }

    @Test("The 1RM formula setting and deleting a workout change the records; nothing is stored")
    func recompute() async throws {
        try await TestServer.run { server in
            let history = try await History.build(server)
            let days = history.days
            let bench = "/exercises/\(history.lifter.bench)/stats"
            // Brzycki: 80×36/27 = 106.667, 100×36/32 = 112.5, 110×36/36 = 110, 90×36/29 = 111.724.
            #expect(try await history.call("PATCH", "/settings", #"{"e1rm_formula": "brzycki"}"#).status == 200)
            let brzycki = try await history.call("GET", bench)
            #expect(brzycki.json["formula"] as? String == "brzycki")
            #expect((brzycki.json["records"] as? [String: Any])?["bestE1rmKg"] as? Double == 112.5)
            #expect((brzycki.json["series"] as? [[String: Any]])?.map { $0["bestE1rmKg"] as? Double } == [106.667, 112.5, 110, 111.724])

            // Back to Epley, then delete T-2's quick log (100×5×4): best e1RM becomes 90×8 today = 114, best session
            // volume T-9's 1600, and 100 kg leaves the most-reps list.
            #expect(try await history.call("PATCH", "/settings", #"{"e1rm_formula": "epley"}"#).status == 200)
            #expect(try await history.call("DELETE", "/workouts/\(try #require(history.quickLog[-2]))").status == 204)
            let after = try await history.call("GET", bench)
            let records = try #require(after.json["records"] as? [String: Any])
            #expect(records["heaviestWeightKg"] as? Double == 110)
            #expect(records["bestE1rmKg"] as? Double == 114)
            #expect(records["bestSetVolumeKg"] as? Double == 800)
            #expect(records["bestSessionVolumeKg"] as? Double == 1600)
            let e1rm = try #require((after.json["recordDetails"] as? [String: Any])?["bestE1rm"] as? [String: Any])
            #expect(e1rm["workoutId"] as? Int == history.live && e1rm["weightKg"] as? Double == 90 && e1rm["reps"] as? Int == 8)
            #expect((after.json["mostRepsAtWeight"] as? [[String: Any]])?.map { $0["weightKg"] as? Double } == [110, 90, 80])
            #expect((after.json["series"] as? [[String: Any]])?.map { $0["date"] as? String } == [days.day(-9), days.day(-1), days.day(0)])
            // The calendar and streaks move with it: T-2 is gone, so today's run of days is T-1 and T.
            let day = try await history.call("GET", "/calendar/\(days.day(-2))")
            #expect((day.json["workouts"] as? [[String: Any]])?.isEmpty == true)
            let streaks = try await history.call("GET", "/streaks")
            #expect(streaks.json["currentDays"] as? Int == 2)
            #expect(streaks.json["longestDays"] as? Int == 2)
        }
    }

    @Test("Streaks and the dashboard: weeks of sessions and volume, sets per muscle group, recent records newest first")
    func streaksAndDashboard() async throws {
        try await TestServer.run { server in
            let history = try await History.build(server)
            let days = history.days
            // Trained days T-9, T-2, T-1, T: the current and longest daily run is T-2, T-1, T = 3 days.
            // Weeks (target 1 session): T and T-9 are a week or two apart. On a Monday (T-1, T-2 last week, T-9 the
            // week before) or a Tuesday (T-1 this week, T-2 last week, T-9 the week before) that is 3 weeks in a row;
            // from Wednesday on, T-1 and T-2 share this week and T-9 is last week: 2.
            let weeks = days.weekdayFromMonday <= 1 ? 3 : 2
            let streaks = try await history.call("GET", "/streaks")
            #expect(streaks.status == 200)
            #expect(streaks.json["currentDays"] as? Int == 3)
            #expect(streaks.json["longestDays"] as? Int == 3)
            #expect(streaks.json["currentWeeks"] as? Int == weeks)
            #expect(streaks.json["longestWeeks"] as? Int == weeks)
            #expect(streaks.json["weeklyTarget"] as? Int == 1)
            #expect(streaks.json["rule"] as? String
                    == "A week counts with at least one session from Monday to Sunday, a day with any session, and this week and today never break a "
                        + "streak before they end."
            )

            let dashboard = try await history.call("GET", "/dashboard")
            #expect(dashboard.status == 200)
            // 52 weeks ending with this one; sessions (T-9, T-2, T-1 and two today) and volume summed per Monday.
            let answered = try #require(dashboard.json["weeks"] as? [[String: Any]])
            let thisMonday = days.mondayOffset(0)
            #expect(answered.count == 52)
            #expect(answered.map { $0["weekStart"] as? String } == (0..<52).reversed().map { days.day(thisMonday - 7 * $0) })
            let workouts: [(offset: Int, volume: Double)] = [(-9, 1600), (-2, 2000), (-1, 110), (0, 1320), (0, 500)]
            let expectedSessions = answered.map { week in
                workouts.filter { days.day(days.mondayOffset($0.offset)) == week["weekStart"] as? String }.count
            }
            let expectedVolume = answered.map { week in
                workouts.filter { days.day(days.mondayOffset($0.offset)) == week["weekStart"] as? String }.reduce(0) { $0 + $1.volume }
            }
            #expect(answered.map { $0["sessions"] as? Int } == expectedSessions)
            #expect(answered.map { $0["volumeKg"] as? Double } == expectedVolume)
            #expect(answered.reduce(0) { $0 + ($1["sessions"] as? Int ?? 0) } == 5)

            // Working sets, warm-ups excluded. Last 7 days (T-6 to T): bench 4 + 1 + 1 = 6 chest, row 1 back, squat 1 legs.
            // Last 30 days adds T-9's 2 bench sets: chest 8.
            let groups = try #require(dashboard.json["setsByMuscleGroup"] as? [String: Any])
            let zero = ["chest": 0, "back": 0, "legs": 0, "shoulders": 0, "arms": 0, "core": 0, "cardio": 0, "full_body": 0, "other": 0]
            #expect(groups["last7Days"] as? [String: Int] == zero.merging(["chest": 6, "back": 1, "legs": 1]) { $1 })
            #expect(groups["last30Days"] as? [String: Int] == zero.merging(["chest": 8, "back": 1, "legs": 1]) { $1 })

            // Records as they were beaten (T-9 was the first session: nothing to beat). T-2: heaviest 100 > 80,
            // e1RM 116.667 > 106.667, session volume 2000 > 1600 (set volume 500 < 800; no earlier set at 100 kg or more
            // for most reps). T-1: heaviest 110. T: 8 reps at 90 beat the 5 done at 90 kg or more; the 150 kg warm-up
            // is no heaviest record. Newest first, then in record order.
            let recent = try #require(dashboard.json["recentRecords"] as? [[String: Any]])
            #expect(recent.map { $0["date"] as? String } == [days.day(0), days.day(-1), days.day(-2), days.day(-2), days.day(-2)])
            #expect(
                recent.map { $0["kind"] as? String } == [
                    "most_reps_at_weight", "heaviest_weight", "heaviest_weight", "best_e1rm", "best_session_volume",
                ])
            #expect(recent.map { $0["valueKg"] as? Double } == [90, 110, 100, 116.667, 2000])
            #expect(
                recent.map { $0["workoutId"] as? Int } == [
                    history.live, history.quickLog[-1], history.quickLog[-2], history.quickLog[-2], history.quickLog[-2],
                ])
            #expect(recent.allSatisfy { $0["exerciseId"] as? Int == history.lifter.bench && $0["exercise"] as? String == "Bench Press" })
            #expect(recent[0]["reps"] as? Int == 8)
            #expect(recent[1...].allSatisfy { $0["reps"] is NSNull })
            let dashboardStreaks = try #require(dashboard.json["streaks"] as? [String: Any])
            #expect(NSDictionary(dictionary: dashboardStreaks).isEqual(to: streaks.json), "the same streaks as /streaks")

            // A weekly target of 2: only weeks with two sessions count. Today's week has Heavy day and the squat quick log.
            #expect(try await history.call("PATCH", "/settings", #"{"weekly_target": 2}"#).status == 200)
            let strict = try await history.call("GET", "/streaks")
            #expect(strict.json["weeklyTarget"] as? Int == 2)
            // This week has two (Heavy day and the squat quick log). On a Monday, last week holds T-1 and T-2: 2 weeks;
            // otherwise the week before this one has a single session (T-9's, or on a Tuesday T-2's): 1 week.
            #expect(strict.json["currentWeeks"] as? Int == (days.weekdayFromMonday == 0 ? 2 : 1))
            #expect((strict.json["rule"] as? String)?.contains("at least 2 sessions") == true)
        }
    }

    @Test("Another user sees none of it; a bad month or date is a 400 naming the field; no token is a 401")
    func isolationAndInput() async throws {
        try await TestServer.run { server in
            let history = try await History.build(server)
            let csrf = try #require(try await history.lifter.client.get("/settings").csrfToken)
            _ = try await history.lifter.client.post(
                "/settings/users",
                form: [
                    "_csrf": csrf, "username": "friend", "password": "another horse", "password_confirm": "another horse"
            ])
            let friend = server.client()
            let token = try await friend.token(username: "friend", password: "another horse")
            func call(_ path: String) async throws -> TestClient.Reply { try await friend.json("GET", "/api/v1" + path, token: token) }

            #expect(try await call("/exercises/\(history.lifter.bench)/stats").status == 404)
            let calendar = try await call("/calendar?month=\(history.days.month(0))")
            #expect(calendar.status == 200)
            #expect((calendar.json["days"] as? [Any])?.isEmpty == true)
            #expect((calendar.json["totals"] as? [String: Any])?["sessions"] as? Int == 0)
            #expect(((calendar.json["totals"] as? [String: Any])?["longestSession"]) is NSNull)
            #expect((try await call("/calendar/\(history.days.day(0))").json["workouts"] as? [Any])?.isEmpty == true)
            let streaks = try await call("/streaks")
            #expect(["currentWeeks", "longestWeeks", "currentDays", "longestDays"].map { streaks.json[$0] as? Int } == [0, 0, 0, 0])
            let dashboard = try await call("/dashboard")
            #expect((dashboard.json["recentRecords"] as? [Any])?.isEmpty == true)
            #expect((dashboard.json["weeks"] as? [[String: Any]])?.allSatisfy { $0["sessions"] as? Int == 0 } == true)
            #expect((try await call("/weights").json["entries"] as? [Any])?.isEmpty == true)

            for month in ["2026-13", "2026-1", "26-11", "november", ""] {
                let reply = try await history.call("GET", "/calendar?month=\(month)")
                #expect(reply.status == 400, "month \(month)")
                #expect(reply.errorField == "month")
            }
            for date in ["2026-02-30", "2026-2-3", "today"] {
                let reply = try await history.call("GET", "/calendar/\(date)")
                #expect(reply.status == 400, "date \(date)")
                #expect(reply.errorField == "date")
            }
            let paths = [
                "/calendar", "/calendar/\(history.days.day(0))", "/streaks", "/dashboard", "/exercises/\(history.lifter.bench)/stats", "/weights",
            ]
            for path in paths {
                #expect(try await server.client().json("GET", "/api/v1" + path).status == 401, "\(path)")
            }
            #expect(try await server.client().json("PUT", "/api/v1/weights/\(history.days.day(0))", body: #"{"weightKg": 80}"#).status == 401)
        }
    }

    @Test("Body weights: PUT adds or replaces the day's entry, GET lists newest first, pounds convert, bad input is a 400 naming the field")
    func bodyWeights() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            #expect(try await lifter.call("PATCH", "/settings", #"{"time_zone": "UTC"}"#).status == 200)
            let days = Days()
            #expect((try await lifter.call("GET", "/weights").json["entries"] as? [Any])?.isEmpty == true)

            let first = try await lifter.call("PUT", "/weights/\(days.day(-1))", #"{"weightKg": 80.5}"#)
            #expect(first.status == 200)
            #expect(first.json["replaced"] as? Bool == false)
            #expect(first.json["date"] as? String == days.day(-1))
            #expect(first.json["weightKg"] as? Double == 80.5 && first.json["weight"] as? Double == 80.5 && first.json["unit"] as? String == "kg")
            #expect(first.json["bodyFatPercent"] is NSNull)

            // 177.5 lb × 0.45359237 = 80.51264… kg, rounded to grams.
            let replaced = try await lifter.call("PUT", "/weights/\(days.day(-1))", #"{"weight": 177.5, "unit": "lb", "bodyFatPercent": 18.5}"#)
            #expect(replaced.status == 200)
            #expect(replaced.json["replaced"] as? Bool == true)
            #expect(replaced.json["weightKg"] as? Double == 80.513)
            #expect(replaced.json["weight"] as? Double == 177.5 && replaced.json["unit"] as? String == "lb")
            #expect(replaced.json["bodyFatPercent"] as? Double == 18.5)

            #expect(try await lifter.call("PUT", "/weights/\(days.day(-3))", #"{"weightKg": 81}"#).json["replaced"] as? Bool == false)
            let today = try await lifter.call("PUT", "/weights/\(days.day(0))", #"{"weight": 79}"#)
            #expect(today.status == 200 && today.json["unit"] as? String == "kg", "a weight without a unit is kilograms")

            let bad: [(path: String, body: String, field: String)] = [
                (days.day(1), #"{"weightKg": 80}"#, "date"),
                ("2026-02-30", #"{"weightKg": 80}"#, "date"),
                ("yesterday", #"{"weightKg": 80}"#, "date"),
                (days.day(-2), #"{"weightKg": 0}"#, "weightKg"),
                (days.day(-2), #"{"weightKg": -70}"#, "weightKg"),
                (days.day(-2), #"{"weightKg": 1000.5}"#, "weightKg"),
                (days.day(-2), #"{"weight": 1200, "unit": "lb"}"#, "weight"),
                (days.day(-2), #"{"weight": 80, "unit": "stone"}"#, "unit"),
                (days.day(-2), #"{"weightKg": 80, "bodyFatPercent": 80}"#, "bodyFatPercent"),
                (days.day(-2), #"{"weightKg": 80, "bodyFatPercent": 0.5}"#, "bodyFatPercent"),
                (days.day(-2), #"{}"#, "weightKg"),
                (days.day(-2), #"{"weightKg": "heavy"}"#, "weightKg"),
            ]
            for (path, body, field) in bad {
                let reply = try await lifter.call("PUT", "/weights/\(path)", body)
                #expect(reply.status == 400, "\(path) \(body)")
                #expect(reply.errorField == field, "\(path) \(body)")
            }

            let list = try await lifter.call("GET", "/weights")
            let entries = try #require(list.json["entries"] as? [[String: Any]])
            #expect(entries.map { $0["date"] as? String } == [days.day(0), days.day(-1), days.day(-3)], "newest first; nothing bad was saved")
            #expect(entries.map { $0["weightKg"] as? Double } == [79, 80.513, 81])
            #expect(entries.map { $0["unit"] as? String } == ["kg", "lb", "kg"])
            #expect(entries[1]["weight"] as? Double == 177.5 && entries[1]["bodyFatPercent"] as? Double == 18.5)
            #expect(entries[0]["bodyFatPercent"] is NSNull)
            #expect(entries.allSatisfy { $0["replaced"] == nil })
        }
    }
}
