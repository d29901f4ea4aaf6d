import Foundation
import Testing

/// The workout page's script sends its queued changes with an `Idempotency-Key`: a repeated add is one set with the
/// first answer, and a change on an old `version` is 409 with the set as stored under `current`.
@Suite("Idempotent set changes from the workout page")
struct IdempotentSetPageTests {
    @Test("A repeated keyed add from the page is one set; a stale version is 409 with the current set")
    func repeatAndStale() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let started = try await IdempotentSetAPITests.start(client, username: "lifter", password: "correct horse")
            let before = try await IdempotentSetAPITests.setCount(client, started)
            let csrf = try #require(try await client.get("/workout").csrfToken)
            func send(_ path: String, _ form: [String: String], key: String) async throws -> TestClient.Reply {
                try await client.post(
                    path, form: form.merging(["_csrf": csrf]) { $1 }, headers: ["X-Requested-With": "fetch", "Idempotency-Key": key])
            }
            let first = try await send("/workout/exercises/\(started.entryID)/sets", [:], key: "page-add")
            let again = try await send("/workout/exercises/\(started.entryID)/sets", [:], key: "page-add")
            #expect(first.status == 201 && again.status == 201)
            #expect(again.body == first.body)
            #expect(try await IdempotentSetAPITests.setCount(client, started) == before + 1)
            let newSet = try #require(first.json["id"] as? Int)
            #expect(first.json["version"] as? Int == 1)

            let saved = try await send("/workout/sets/\(newSet)", ["reps": "7", "version": "1"], key: "page-edit-1")
            #expect(saved.status == 200 && saved.json["version"] as? Int == 2)
            let stale = try await send("/workout/sets/\(newSet)", ["reps": "3", "version": "1"], key: "page-edit-2")
            #expect(stale.status == 409)
            #expect((stale.json["current"] as? [String: Any])?["reps"] as? Int == 7)
            let removed = try await send("/workout/sets/\(newSet)/delete", [:], key: "page-delete")
            let removedAgain = try await send("/workout/sets/\(newSet)/delete", [:], key: "page-delete")
            #expect(removed.status == 200 && removedAgain.status == 200 && removedAgain.body == removed.body)
            #expect(try await IdempotentSetAPITests.setCount(client, started) == before)
        }
    }
}
