import Foundation
import Testing

/// `POST /api/v1/workouts/{id}/resume`: a workout finished within the hour is in progress again and finishes again;
/// a quick-log day and a second reopen while one is open are refused with 409 and change nothing.
@Suite("Workout resume API")
struct WorkoutResumeAPITests {
    @Test("Finish, reopen, add a set, finish again; refusals name why")
    func reopen() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            let bench = lifter.bench
            func api(_ method: String, _ path: String, _ body: String? = nil) async throws -> TestClient.Reply {
                try await lifter.call(method, path, body)
            }
            let started = try await api("POST", "/workouts", "{}").json
            let workoutID = try #require(started["id"] as? Int)
            let added = try await api("POST", "/workouts/\(workoutID)/exercises", #"{"exerciseId": \#(bench)}"#).json
            let set = try #require((added["sets"] as? [[String: Any]])?.first?["id"] as? Int)
            #expect(
                try await api("PATCH", "/workouts/\(workoutID)/sets/\(set)", #"{"weight": 100, "unit": "kg", "reps": 5, "done": true}"#).status == 200
            )
            #expect(try await api("POST", "/workouts/\(workoutID)/finish").status == 200)

            let reopened = try await api("POST", "/workouts/\(workoutID)/resume")
            #expect(reopened.status == 200)
            #expect(reopened.json["endedAt"] == nil || reopened.json["endedAt"] is NSNull)
            #expect(try await api("GET", "/workouts/active").json["id"] as? Int == workoutID)
            let again = try await api("POST", "/workouts/\(workoutID)/resume")
            #expect(again.status == 409 && again.body.contains("still in progress"))
            #expect(try await api("POST", "/workouts/\(workoutID)/finish").status == 200)

            _ = try await api("POST", "/exercises/\(bench)/log", #"{"date": "2026-10-01", "weightKg": 90, "reps": 5, "sets": 1}"#)
            let history = try #require(try await api("GET", "/workouts").json["workouts"] as? [[String: Any]])
            let quickLog = try #require(history.first { ($0["date"] as? String) == "2026-10-01" }?["id"] as? Int)
            let refused = try await api("POST", "/workouts/\(quickLog)/resume")
            #expect(refused.status == 409 && refused.body.contains("Quick-log days"))
            #expect(try await api("GET", "/workouts/active").status == 404)
        }
    }
}
