import Foundation
import Testing

/// The workout page's own routes that the outbox sends besides the set routes (exercise notes, remove exercise, add
/// exercise, finish) honour `Idempotency-Key`: a repeat answers as the first time, with the same bytes, and changes
/// nothing (a repeated remove is no "not found", a repeated finish no 409).
@Suite("Idempotent exercise and finish changes from the workout page")
struct IdempotentWorkoutPageTests {
    @Test("Notes, add exercise, remove exercise and finish, each sent twice with one key, apply once and answer alike")
    func repeats() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let started = try await IdempotentSetAPITests.start(client, username: "lifter", password: "correct horse")
            let csrf = try #require(try await client.get("/workout").csrfToken)
            func twice(_ path: String, _ form: [String: String], key: String) async throws -> (TestClient.Reply, TestClient.Reply) {
                let headers = ["X-Requested-With": "fetch", "Idempotency-Key": key]
                let first = try await client.post(path, form: form.merging(["_csrf": csrf]) { $1 }, headers: headers)
                let again = try await client.post(path, form: form.merging(["_csrf": csrf]) { $1 }, headers: headers)
                #expect(first.headers["idempotent-replayed"] == nil && again.headers["idempotent-replayed"] == "true", "\(path)")
                #expect(again.status == first.status && again.body == first.body, "\(path): the first answer again")
                return (first, again)
            }
            func exercises() async throws -> [[String: Any]] {
                try #require(
                    try await client.json("GET", "/api/v1/workouts/\(started.workoutID)", token: started.token).json["exercises"] as? [[String: Any]])
            }

            let (noted, _) = try await twice("/workout/exercises/\(started.entryID)", ["action": "notes", "notes": "Belt on"], key: "page-notes")
            #expect(noted.status == 200 && noted.json["id"] as? Int == started.entryID)
            #expect(try await exercises().first?["notes"] as? String == "Belt on")

            let squat = try await WorkoutPageTests.exerciseID("Back Squat", client: client)
            let (added, _) = try await twice("/workout/exercises", ["exercise_id": squat], key: "page-add-exercise")
            #expect(added.status == 201)
            let entry = try #require(added.json["entryId"] as? Int)
            let addedSets = try #require(added.json["sets"] as? [[String: Any]])
            #expect(addedSets.count == 1 && addedSets[0]["version"] as? Int == 1)
            #expect(try await exercises().map { $0["id"] as? Int } == [started.entryID, entry], "one Back Squat, not two")

            let (removed, _) = try await twice("/workout/exercises/\(entry)", ["action": "remove"], key: "page-remove")
            #expect(removed.status == 200 && removed.json["id"] as? Int == entry, "the repeat is no 404")
            #expect(try await exercises().count == 1)

            let done = try await client.json(
                "PATCH", "/api/v1/workouts/\(started.workoutID)/sets/\(started.setID)",
                body: #"{"weight": 100, "unit": "kg", "reps": 5, "done": true}"#,
                token: started.token)
            #expect(done.status == 200, "\(done.body)")
            let (finished, _) = try await twice("/workout/finish", ["confirm": "1"], key: "page-finish")
            #expect(finished.status == 200, "the repeat is no 409: \(finished.body)")
            #expect(finished.json["location"] as? String == "/history/\(started.workoutID)?finished=1")
            #expect(try await client.json("GET", "/api/v1/workouts/active", token: started.token).status == 404)
        }
    }
}
