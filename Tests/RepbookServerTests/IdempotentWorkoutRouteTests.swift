import Foundation
import Testing

/// `Idempotency-Key` on every POST, PATCH and DELETE under `/api/v1/workouts`, generated from the router's own table:
/// each route, sent twice with the same key, answers the same status and bytes (the repeat with
/// `Idempotent-Replayed: true`) and the repeat changes nothing. A route added later without a case here, or without
/// key support, fails.
@Suite("Idempotency-Key on every workout write route")
struct IdempotentWorkoutRouteTests {
    /// One user's state made for a route: the path's captures and the body to send.
    struct Prepared {
        var captures: [String: Int]
        var body: String?
    }

    /// A lifter with a token, Bench Press and a workout in progress holding one Bench Press set.
    struct Lifter {
        let client: TestClient
        let token: String
        let bench: Int

        func api(_ method: String, _ path: String, _ body: String? = nil) async throws -> [String: Any] {
            let reply = try await client.json(method, "/api/v1" + path, body: body, token: token)
            #expect((200..<300).contains(reply.status), "setting up \(method) \(path): \(reply.status) \(reply.body.prefix(300))")
            return reply.json
        }

        /// Starts a workout with Bench Press at 100 kg × 5 and answers the workout, entry and set ids.
        func started(template: Int? = nil) async throws -> [String: Int] {
            let body = template.map { #"{"templateId": \#($0)}"# } ?? "{}"
            let workout = try #require(try await api("POST", "/workouts", body)["id"] as? Int)
            var entry = try await api("GET", "/workouts/\(workout)")["exercises"] as? [[String: Any]] ?? []
            if entry.isEmpty { entry = [try await api("POST", "/workouts/\(workout)/exercises", #"{"exerciseId": \#(bench)}"#)] }
            let entryID = try #require(entry.first?["id"] as? Int)
            let setID = try #require((entry.first?["sets"] as? [[String: Any]])?.first?["id"] as? Int)
            _ = try await api("PATCH", "/workouts/\(workout)/sets/\(setID)", #"{"weight": 100, "unit": "kg", "reps": 5}"#)
            return ["id": workout, "workoutExerciseId": entryID, "setId": setID]
        }
    }

    /// The state each route needs before its keyed request; nil for a route with no case, which fails the test.
    static func prepare(_ route: String, _ lifter: Lifter) async throws -> Prepared? {
        switch route {
        case "POST /api/v1/workouts":
            return Prepared(captures: [:], body: #"{"name": "Keyed start"}"#)
        case "DELETE /api/v1/workouts/{id}":
            return Prepared(captures: try await lifter.started(), body: nil)
        case "POST /api/v1/workouts/{id}/finish":
            let ids = try await lifter.started()
            _ = try await lifter.api("PATCH", "/workouts/\(ids["id"]!)/sets/\(ids["setId"]!)", #"{"done": true}"#)
            return Prepared(captures: ids, body: nil)
        case "POST /api/v1/workouts/{id}/resume":
            let ids = try await lifter.started()
            _ = try await lifter.api("PATCH", "/workouts/\(ids["id"]!)/sets/\(ids["setId"]!)", #"{"done": true}"#)
            _ = try await lifter.api("POST", "/workouts/\(ids["id"]!)/finish")
            return Prepared(captures: ids, body: nil)
        case "POST /api/v1/workouts/{id}/update-template":
            let template = try #require(try await lifter.api(
                "POST", "/templates", #"{"name": "Keyed day", "exercises": [{"exerciseId": \#(lifter.bench), "sets": 1, "reps": 5, "weightKg": 60}]}"#
            )["id"] as? Int)
            let ids = try await lifter.started(template: template)
            _ = try await lifter.api("PATCH", "/workouts/\(ids["id"]!)/sets/\(ids["setId"]!)", #"{"weight": 110, "unit": "kg", "done": true}"#)
            _ = try await lifter.api("POST", "/workouts/\(ids["id"]!)/finish")
            return Prepared(captures: ids, body: nil)
        case "POST /api/v1/workouts/{id}/exercises":
            return Prepared(captures: try await lifter.started(), body: #"{"exerciseId": \#(lifter.bench)}"#)
        case "PATCH /api/v1/workouts/{id}/exercises/{workoutExerciseId}":
            return Prepared(captures: try await lifter.started(), body: #"{"notes": "Pause at the chest", "moveBy": 0}"#)
        case "DELETE /api/v1/workouts/{id}/exercises/{workoutExerciseId}":
            return Prepared(captures: try await lifter.started(), body: nil)
        case "POST /api/v1/workouts/{id}/exercises/{workoutExerciseId}/sets":
            return Prepared(captures: try await lifter.started(), body: #"{"weight": 90, "unit": "kg", "reps": 8, "done": true}"#)
        case "POST /api/v1/workouts/{id}/exercises/{workoutExerciseId}/warmups":
            return Prepared(captures: try await lifter.started(), body: nil)
        case "PATCH /api/v1/workouts/{id}/sets/{setId}":
            return Prepared(captures: try await lifter.started(), body: #"{"reps": 7, "done": true}"#)
        case "DELETE /api/v1/workouts/{id}/sets/{setId}":
            return Prepared(captures: try await lifter.started(), body: nil)
        case "POST /api/v1/workouts/{id}/rest", "DELETE /api/v1/workouts/{id}/rest":
            let ids = try await lifter.started()
            _ = try await lifter.api("PATCH", "/workouts/\(ids["id"]!)/sets/\(ids["setId"]!)", #"{"done": true}"#)
            return Prepared(captures: ids, body: route.hasPrefix("POST") ? #"{"adjustSeconds": 30}"# : nil)
        default:
            return nil
        }
    }

    /// Everything the lifter has (the archive without its moment, and the workout in progress with its rest timer).
    static func snapshot(_ lifter: Lifter) async throws -> [String] {
        var archive = try #require(try JSONSerialization.jsonObject(
            with: try await lifter.client.binary("GET", "/api/v1/export.json", headers: ["Authorization": "Bearer \(lifter.token)"]).data
        ) as? [String: Any])
        archive["exportedAt"] = nil
        let active = try await lifter.client.json("GET", "/api/v1/workouts/active", token: lifter.token)
        let sorted = try JSONSerialization.data(withJSONObject: archive, options: [.sortedKeys, .prettyPrinted])
        // Key order varies between encodes on Linux: both are compared as sorted JSON.
        let activeJSON = try JSONSerialization.jsonObject(with: Data(active.body.utf8), options: [.fragmentsAllowed])
        let activeSorted = try JSONSerialization.data(withJSONObject: activeJSON, options: [.sortedKeys, .prettyPrinted, .fragmentsAllowed])
        return [String(decoding: sorted, as: UTF8.self), "\(active.status) " + String(decoding: activeSorted, as: UTF8.self)]
    }

    /// The operations whose entry in openapi.yaml lists the `IdempotencyKey` parameter, as "METHOD /path/{param}".
    static func documentedAsKeyed() throws -> Set<String> {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RepbookServer/Resources/openapi.yaml")
        var keyed: Set<String> = []
        var path: String?
        var method: String?
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  /"), line.hasSuffix(":"), !line.hasPrefix("   ") {
                (path, method) = (String(line.dropFirst(2).dropLast()), nil)
            } else if let found = ["get", "post", "put", "patch", "delete"].first(where: { line == "    \($0):" }) {
                method = found.uppercased()
            } else if !line.hasPrefix(" "), !line.isEmpty {
                (path, method) = (nil, nil)
            } else if line.contains("#/components/parameters/IdempotencyKey"), let path, let method {
                keyed.insert("\(method) \(path)")
            }
        }
        return keyed
    }

    @Test("Every POST, PATCH and DELETE under /api/v1/workouts replays its first answer and changes nothing the second time")
    func everyWorkoutWriteRoute() async throws {
        let routes = try await CrossUserRouteScanTests.routeTable()
            .filter { ["POST", "PATCH", "DELETE"].contains($0.method) && ($0.path == "/api/v1/workouts" || $0.path.hasPrefix("/api/v1/workouts/")) }
            .map { "\($0.method) \($0.path)" }
        #expect(routes.count >= 14, "the workout write routes: \(routes)")
        let documented = try Self.documentedAsKeyed()
        #expect(Set(routes).subtracting(documented).sorted() == [], "openapi.yaml lists the IdempotencyKey parameter on each")
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            for (index, route) in routes.sorted().enumerated() {
                let username = "keyed\(index)"
                try await owner.addUser(username, password: "keyed horse \(index)")
                let client = server.client()
                let token = try await client.token(username: username, password: "keyed horse \(index)")
                let library =
                    try await client.json("GET", "/api/v1/exercises?search=bench%20press", token: token).json["exercises"] as? [[String: Any]]
                let bench = try #require(library?.first { $0["name"] as? String == "Bench Press" }?["id"] as? Int)
                let lifter = Lifter(client: client, token: token, bench: bench)
                guard let prepared = try await Self.prepare(route, lifter) else {
                    Issue.record("no idempotency case for \(route): add one to IdempotentWorkoutRouteTests.prepare")
                    continue
                }
                let method = String(route.split(separator: " ")[0])
                var path = String(route.split(separator: " ")[1])
                for (name, id) in prepared.captures { path = path.replacingOccurrences(of: "{\(name)}", with: "\(id)") }
                #expect(!path.contains("{"), "\(route): a capture with no id")
                func send() async throws -> TestClient.Reply {
                    try await client.send(method, path, body: prepared.body.map { Data($0.utf8) }, headers: [
                        "Content-Type": "application/json", "Authorization": "Bearer \(token)", "Idempotency-Key": "once-\(index)",
                    ])
                }
                let first = try await send()
                #expect((200..<300).contains(first.status), "\(route): the first request is applied (\(first.status) \(first.body.prefix(300)))")
                #expect(first.headers["idempotent-replayed"] == nil, "\(route): the first answer is not a replay")
                let after = try await Self.snapshot(lifter)
                let again = try await send()
                #expect(again.status == first.status, "\(route): the repeat answers \(again.status), not \(first.status): \(again.body.prefix(300))")
                #expect(again.body == first.body, "\(route): the repeat is the first answer, byte for byte")
                #expect(again.headers["idempotent-replayed"] == "true", "\(route): the repeat says it is a replay")
                let later = try await Self.snapshot(lifter)
                let changed = zip(after, later).flatMap { zip($0.split(separator: "\n"), $1.split(separator: "\n")).filter { $0 != $1 } }
                #expect(later == after, "\(route): the repeat changed nothing; differs: \(changed.prefix(3))")
            }
        }
    }

    @Test("A repeated start from a template answers the first answer even after the template was deleted")
    func startReplayOutlivesItsTemplate() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let library = try await client.json("GET", "/api/v1/exercises?search=bench%20press", token: token).json["exercises"] as? [[String: Any]]
            let bench = try #require(library?.first { $0["name"] as? String == "Bench Press" }?["id"] as? Int)
            let template = try #require(try await client.json(
                "POST", "/api/v1/templates", body: #"{"name": "Push", "exercises": [{"exerciseId": \#(bench), "sets": 2, "reps": 5}]}"#, token: token
            ).json["id"] as? Int)
            func start() async throws -> TestClient.Reply {
                try await client.send("POST", "/api/v1/workouts", body: Data(#"{"templateId": \#(template)}"#.utf8), headers: [
                    "Content-Type": "application/json", "Authorization": "Bearer \(token)", "Idempotency-Key": "start-push",
                ])
            }
            let first = try await start()
            #expect(first.status == 201)
            let workout = try #require(first.json["id"] as? Int)
            #expect(try await client.json("POST", "/api/v1/workouts/\(workout)/finish", token: token).status == 400, "nothing done yet")
            _ = try await client.json("DELETE", "/api/v1/workouts/\(workout)", token: token)
            #expect(try await client.json("DELETE", "/api/v1/templates/\(template)", token: token).status == 204)
            let again = try await start()
            #expect(again.status == 201 && again.body == first.body && again.headers["idempotent-replayed"] == "true")
            #expect(try await client.json("GET", "/api/v1/workouts/active", token: token).status == 404, "the repeat started nothing")
        }
    }
}
