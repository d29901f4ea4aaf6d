import Foundation
import Testing

/// `Idempotency-Key` on the program API's changes (start, import, skip, move, training max, end): a change sent twice
/// with one key is applied once, the repeat answering the first answer's bytes with `Idempotent-Replayed: true`.
@Suite("Program API idempotency")
struct ProgramIdempotencyAPITests {
    typealias Lifter = TrainingAPITests.Lifter

    static let maxes =
        #"[{"lift": "squat", "weightKg": 140}, {"lift": "bench-press", "weightKg": 100}, {"lift": "deadlift", "weightKg": 180}, {"lift": "#
            + #""overhead-press", "weightKg": 60}]"#

    /// `method path` with `body` and the key.
    static func keyed(_ lifter: Lifter, _ method: String, _ path: String, _ body: String?, key: String) async throws -> TestClient.Reply {
        try await lifter.client.send(method, "/api/v1" + path, body: body.map { Data($0.utf8) }, headers: [
            "Content-Type": "application/json", "Authorization": "Bearer \(lifter.token)", "Idempotency-Key": key,
        ])
    }

    /// Sends the keyed change twice: the first applied (`status`), the repeat the same answer, replayed.
    static func twice(
        _ lifter: Lifter, _ method: String, _ path: String, _ body: String? = nil, key: String, status: Int = 200
    ) async throws -> TestClient.Reply {
        let first = try await keyed(lifter, method, path, body, key: key)
        #expect(first.status == status, "\(path): \(first.body.prefix(300))")
        #expect(first.headers["idempotent-replayed"] == nil)
        let again = try await keyed(lifter, method, path, body, key: key)
        #expect(again.status == status && again.body == first.body, "\(path)")
        #expect(again.headers["idempotent-replayed"] == "true", "\(path)")
        return first
    }

    @Test("Start, skip, move, training max and end, each retried with its key, apply once")
    func retriedChangesApplyOnce() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let started = try await Self.twice(
                lifter, "POST", "/programs", #"{"from": "531-bbb", "trainingMaxes": \#(Self.maxes)}"#, key: "start-bbb", status: 201)
            let id = try #require(started.json["id"] as? Int)
            #expect((try await lifter.call("GET", "/programs").json["programs"] as? [[String: Any]])?.count == 1, "one program")

            let skipped = try await Self.twice(lifter, "POST", "/programs/\(id)/skip", key: "skip-1")
            #expect(skipped.json["day"] as? Int == 2)
            #expect(try await lifter.call("GET", "/programs/\(id)").json["day"] as? Int == 2, "a retried skip skips once")
            // The same key with another request is refused, changing nothing.
            let reused = try await Self.keyed(lifter, "POST", "/programs/\(id)/move", #"{"cycle": 1, "week": 2, "day": 1}"#, key: "skip-1")
            #expect(!(200..<300).contains(reused.status))
            #expect(try await lifter.call("GET", "/programs/\(id)").json["week"] as? Int == 1)

            let moved = try await Self.twice(lifter, "POST", "/programs/\(id)/move", #"{"cycle": 1, "week": 3, "day": 2}"#, key: "move-1")
            #expect(moved.json["week"] as? Int == 3 && moved.json["day"] as? Int == 2)
            // After the move, a skip then the move's repeat: the repeat does not move the program back.
            _ = try await lifter.call("POST", "/programs/\(id)/skip")
            _ = try await Self.keyed(lifter, "POST", "/programs/\(id)/move", #"{"cycle": 1, "week": 3, "day": 2}"#, key: "move-1")
            #expect(try await lifter.call("GET", "/programs/\(id)").json["day"] as? Int == 3)

            _ = try await Self.twice(
                lifter, "POST", "/programs/\(id)/training-maxes", #"{"lift": "squat", "weightKg": 150, "reason": "Tested"}"#, key: "tm-1")
            let maxes = try #require(try await lifter.call("GET", "/programs/\(id)").json["trainingMaxes"] as? [[String: Any]])
            let squat = try #require(maxes.first { $0["lift"] as? String == "squat" })
            #expect((squat["history"] as? [[String: Any]])?.count == 2, "set once: the start and one change")

            let ended = try await Self.twice(lifter, "POST", "/programs/\(id)/end", key: "end-1")
            #expect(ended.json["active"] as? Bool == false || ended.json["endedAt"] != nil)
            #expect(try await lifter.call("POST", "/programs/\(id)/end").status == 409, "without a key, ending again is refused")
        }
    }
}
