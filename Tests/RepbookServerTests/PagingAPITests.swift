import Foundation
import Testing

/// Long lists page by cursor: the lift log by day (`before` a date) and the workout list (`before` a workout), each
/// page the next, together the whole list once, and a cursor that cannot be read is a 400 naming it.
@Suite("Paged lists over the API")
struct PagingAPITests {
    @Test("The lift log and the workout list walk their pages by cursor, each item once, newest first")
    func cursors() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            let days = (1...7).map { String(format: "2026-10-%02d", $0 * 3) }
            for (index, day) in days.enumerated() {
                let logged = try await lifter.call(
                    "POST", "/exercises/\(lifter.bench)/log", #"{"date": "\#(day)", "weightKg": \#(60 + index), "reps": 5, "sets": 2}"#)
                #expect(logged.status == 201)
                #expect((logged.json["days"] as? [[String: Any]])?.first?["date"] as? String == day, "the answer is the newest page")
            }

            var seenDays: [String] = []
            var cursor: String?
            repeat {
                let path = "/exercises/\(lifter.bench)/log?limit=3" + (cursor.map { "&before=\($0)" } ?? "")
                let page = try await lifter.call("GET", path).json
                let dates = (page["days"] as? [[String: Any]] ?? []).compactMap { $0["date"] as? String }
                #expect(dates.count <= 3 && !dates.isEmpty)
                seenDays += dates
                cursor = page["nextBefore"] as? String
                #expect(cursor == nil || cursor == dates.last)
            } while cursor != nil
            #expect(seenDays == days.reversed())

            var seenWorkouts: [Int] = []
            var workoutCursor: Int?
            repeat {
                let page = try await lifter.call("GET", "/workouts?limit=2" + (workoutCursor.map { "&before=\($0)" } ?? "")).json
                let ids = (page["workouts"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
                seenWorkouts += ids
                workoutCursor = page["nextBefore"] as? Int
            } while workoutCursor != nil
            let all = (try await lifter.call("GET", "/workouts?limit=200").json["workouts"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? Int }
            #expect(all.count == days.count)
            #expect(seenWorkouts == all)

            let bad = try await lifter.call("GET", "/exercises/\(lifter.bench)/log?before=yesterday")
            #expect(bad.status == 400 && bad.errorField == "before")
            #expect(try await lifter.call("GET", "/workouts?limit=many").errorField == "limit")
        }
    }

    @Test("Another user's workout as a cursor ends the list instead of showing anything of theirs")
    func foreignCursor() async throws {
        try await TestServer.run { server in
            let ana = try await TrainingAPITests.Lifter.make(server, name: "ana")
            _ = try await ana.call("POST", "/exercises/\(ana.bench)/log", #"{"date": "2026-10-01", "weightKg": 60, "reps": 5}"#)
            let anasWorkout = try #require((try await ana.call("GET", "/workouts").json["workouts"] as? [[String: Any]])?.first?["id"] as? Int)
            let ownerCSRF = try #require(try await ana.client.get("/settings").csrfToken)
            _ = try await ana.client.post("/settings/users", form: ["_csrf": ownerCSRF, "username": "ben", "password": "correct horse"])
            let benClient = server.client()
            let benToken = try await benClient.token(username: "ben", password: "correct horse")
            let page = try await benClient.json("GET", "/api/v1/workouts?before=\(anasWorkout)", token: benToken)
            #expect(page.status == 200)
            #expect((page.json["workouts"] as? [[String: Any]])?.isEmpty == true)
        }
    }
}
