import Foundation
import Testing

/// `Idempotency-Key` on the set routes and the set `version`: a repeat of a key gets the first answer and changes
/// nothing; another user's same key is their own; a PATCH made on an old version is refused with 409 and the set as it
/// is now under `current`, and nothing changes.
@Suite("Idempotent set changes and set versions")
struct IdempotentSetAPITests {
    /// A started workout with Bench Press: the token, the workout, the exercise entry and its first set.
    struct Started {
        let token: String
        let workoutID: Int
        let entryID: Int
        let setID: Int
    }

    static func start(_ client: TestClient, username: String, password: String) async throws -> Started {
        let token = try await client.token(username: username, password: password)
        let exercises = try await client.json("GET", "/api/v1/exercises?search=bench%20press", token: token).json["exercises"] as? [[String: Any]]
        let bench = try #require(exercises?.first { $0["name"] as? String == "Bench Press" }?["id"] as? Int)
        let workoutID = try #require(try await client.json("POST", "/api/v1/workouts", body: "{}", token: token).json["id"] as? Int)
        let added = try await client.json("POST", "/api/v1/workouts/\(workoutID)/exercises", body: #"{"exerciseId": \#(bench)}"#, token: token).json
        let entryID = try #require(added["id"] as? Int)
        let setID = try #require((added["sets"] as? [[String: Any]])?.first?["id"] as? Int)
        return Started(token: token, workoutID: workoutID, entryID: entryID, setID: setID)
    }

    static func keyed(_ client: TestClient, _ method: String, _ path: String, body: String?, token: String, key: String) async throws
        -> TestClient.Reply
    {
        try await client.send(method, "/api/v1" + path, body: body.map { Data($0.utf8) }, headers: [
            "Content-Type": "application/json", "Authorization": "Bearer \(token)", "Idempotency-Key": key,
        ])
    }

    static func setCount(_ client: TestClient, _ started: Started) async throws -> Int {
        let workout = try await client.json("GET", "/api/v1/workouts/\(started.workoutID)", token: started.token).json
        let exercises = try #require(workout["exercises"] as? [[String: Any]])
        return exercises.reduce(0) { $0 + (($1["sets"] as? [[String: Any]])?.count ?? 0) }
    }

    @Test("A repeated key adds one set and answers the first answer; a different request under it is refused")
    func repeatKey() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let started = try await Self.start(client, username: "lifter", password: "correct horse")
            let before = try await Self.setCount(client, started)
            let path = "/workouts/\(started.workoutID)/exercises/\(started.entryID)/sets"
            let first = try await Self.keyed(
                client, "POST", path, body: #"{"weight": 80, "unit": "kg", "reps": 8}"#, token: started.token, key: "add-1")
            #expect(first.status == 201)
            let again = try await Self.keyed(
                client, "POST", path, body: #"{"weight": 80, "unit": "kg", "reps": 8}"#, token: started.token, key: "add-1")
            #expect(again.status == 201)
            #expect(again.headers["idempotent-replayed"] == "true")
            #expect(again.body == first.body, "the first answer, byte for byte")
            #expect(try await Self.setCount(client, started) == before + 1, "one set, not two")
            let newSet = try #require((first.json["set"] as? [String: Any])?["id"] as? Int)
            #expect((first.json["set"] as? [String: Any])?["version"] as? Int == 1)

            let other = try await Self.keyed(client, "POST", path, body: #"{"reps": 3}"#, token: started.token, key: "add-1")
            #expect(other.status == 409 && other.errorCode == "conflict" && other.body.contains("Idempotency-Key"))
            #expect(try await Self.setCount(client, started) == before + 1)

            let patch = #"{"reps": 9, "version": 1}"#
            let changed = try await Self.keyed(
                client, "PATCH", "/workouts/\(started.workoutID)/sets/\(newSet)", body: patch, token: started.token, key: "edit-1")
            #expect(changed.status == 200)
            #expect((changed.json["set"] as? [String: Any])?["version"] as? Int == 2)
            let replayed = try await Self.keyed(
                client, "PATCH", "/workouts/\(started.workoutID)/sets/\(newSet)", body: patch, token: started.token, key: "edit-1")
            #expect(replayed.status == 200 && replayed.body == changed.body, "a replayed edit is not a stale one: the first answer comes back")

            let removed = try await Self.keyed(
                client, "DELETE", "/workouts/\(started.workoutID)/sets/\(newSet)", body: nil, token: started.token, key: "del-1")
            #expect(removed.status == 204)
            let removedAgain = try await Self.keyed(
                client, "DELETE", "/workouts/\(started.workoutID)/sets/\(newSet)", body: nil, token: started.token, key: "del-1")
            #expect(removedAgain.status == 204, "not 404: the repeat gets the first answer")
            #expect(try await Self.setCount(client, started) == before)

            let bad = try await Self.keyed(client, "POST", path, body: "{}", token: started.token, key: "has space")
            #expect(bad.status == 400 && bad.body.contains("Idempotency-Key"))
            #expect(try await Self.setCount(client, started) == before)

            let discarded = try await Self.keyed(
                client, "DELETE", "/workouts/\(started.workoutID)", body: nil, token: started.token, key: "discard-1")
            let discardedAgain = try await Self.keyed(
                client, "DELETE", "/workouts/\(started.workoutID)", body: nil, token: started.token, key: "discard-1")
            #expect(discarded.status == 204 && discardedAgain.status == 204, "the repeat is the first answer, not 404")
            #expect(try await client.json("GET", "/api/v1/workouts/\(started.workoutID)", token: started.token).status == 404)
        }
    }

    @Test("Two users' same key are two changes, each in their own workout")
    func differentUserSameKey() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            try await owner.addUser("second", password: "another horse")
            let a = try await Self.start(owner, username: "lifter", password: "correct horse")
            let b = try await Self.start(server.client(), username: "second", password: "another horse")
            let (aBefore, bBefore) = (try await Self.setCount(owner, a), try await Self.setCount(owner, b))
            let body = #"{"reps": 5}"#
            let first = try await Self.keyed(
                owner, "POST", "/workouts/\(a.workoutID)/exercises/\(a.entryID)/sets", body: body, token: a.token, key: "shared")
            let second = try await Self.keyed(
                owner, "POST", "/workouts/\(b.workoutID)/exercises/\(b.entryID)/sets", body: body, token: b.token, key: "shared")
            #expect(first.status == 201 && second.status == 201)
            #expect(second.headers["idempotent-replayed"] == nil, "B's key is B's own")
            #expect(try await Self.setCount(owner, a) == aBefore + 1)
            #expect(try await Self.setCount(owner, b) == bBefore + 1)
            // B replaying A's request under the shared key names B's set route, not A's answer.
            let crossed = try await Self.keyed(
                owner, "POST", "/workouts/\(a.workoutID)/exercises/\(a.entryID)/sets", body: body, token: b.token, key: "shared")
            #expect(crossed.status == 409 || crossed.status == 404)
            #expect(!crossed.body.contains("\"set\""), "nothing of A's comes back")
        }
    }

    @Test("A PATCH on an old version is 409 with the current set; nothing changes")
    func staleVersion() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let started = try await Self.start(client, username: "lifter", password: "correct horse")
            let path = "/api/v1/workouts/\(started.workoutID)/sets/\(started.setID)"
            let fresh = try await client.json("GET", "/api/v1/workouts/\(started.workoutID)", token: started.token).json
            let firstSet = try #require(((fresh["exercises"] as? [[String: Any]])?.first?["sets"] as? [[String: Any]])?.first)
            let version = try #require(firstSet["version"] as? Int)
            let tabA = try await client.json("PATCH", path, body: #"{"reps": 10, "version": \#(version)}"#, token: started.token)
            #expect(tabA.status == 200)
            let tabB = try await client.json("PATCH", path, body: #"{"reps": 4, "version": \#(version)}"#, token: started.token)
            #expect(tabB.status == 409)
            let current = try #require(tabB.json["current"] as? [String: Any])
            #expect(current["reps"] as? Int == 10)
            #expect(current["version"] as? Int == version + 1)
            #expect((tabB.json["error"] as? [String: Any])?["code"] as? String == "stale_version")
            let after = try await client.json("GET", "/api/v1/workouts/\(started.workoutID)", token: started.token).json
            let stored = ((after["exercises"] as? [[String: Any]])?.first?["sets"] as? [[String: Any]])?.first
            #expect(stored?["reps"] as? Int == 10, "the stale change was not applied")
            let keep = try await client.json("PATCH", path, body: #"{"reps": 4, "version": \#(version + 1)}"#, token: started.token)
            #expect(keep.status == 200, "sent again on the current version, the user's choice is kept")
            let unversioned = try await client.json("PATCH", path, body: #"{"reps": 6}"#, token: started.token)
            #expect(unversioned.status == 200, "without a version the change applies as before")
            let zero = try await client.json("PATCH", path, body: #"{"reps": 6, "version": 0}"#, token: started.token)
            #expect(zero.status == 400)
        }
    }
}
