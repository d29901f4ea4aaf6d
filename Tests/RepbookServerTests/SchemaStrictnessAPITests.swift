import Foundation
import Testing

/// Requests the API schema does not allow are refused with a 400 naming the parameter, not read as if the value were
/// left out (what schemathesis's negative_data_rejection found), and a reused Idempotency-Key is a conflict.
@Suite("The API refuses what its schema does not allow")
struct SchemaStrictnessAPITests {
    @Test("Empty enum and date query values, an unknown unit beside weightKg and a rest change of more than a day: 400")
    func refusals() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            for (query, field) in [("category=", "category"), ("sort=", "sort"), ("archived=", "archived"), ("category=legs", nil)] {
                let reply = try await client.json("GET", "/api/v1/exercises?\(query)", body: nil, token: token)
                #expect(reply.status == (field == nil ? 200 : 400), "\(query)")
                #expect(reply.errorField == field, "\(query)")
            }
            for path in ["/api/v1/exercises/1/log?before=", "/api/v1/workouts?before="] {
                let reply = try await client.json("GET", path, body: nil, token: token)
                #expect(reply.status == 400 && reply.errorField == "before", "\(path): \(reply.body)")
            }
            let unit = try await client.json("PUT", "/api/v1/weights/2025-06-01", body: #"{"weightKg": 80, "unit": "AAA"}"#, token: token)
            #expect(unit.status == 400 && unit.errorField == "unit")
            let kept = try await client.json("PUT", "/api/v1/weights/2025-06-01", body: #"{"weightKg": 80, "unit": "lb"}"#, token: token)
            #expect(kept.status == 200, "a known unit beside weightKg is still allowed (and unused)")

            let dryRun = try await client.send(
                "POST", "/api/v1/weights/import?dryRun=", body: Data("date,weight_kg\n2025-06-02,80\n".utf8),
                headers: ["Authorization": "Bearer \(token)", "Content-Type": "text/csv"])
            #expect(dryRun.status == 400 && dryRun.errorField == "dryRun")

            let workout = try await client.json("POST", "/api/v1/workouts", body: "{}", token: token)
            let id = try #require(workout.json["id"] as? Int, "\(workout.body)")
            for seconds in [86_401, -86_401] {
                let reply = try await client.json("POST", "/api/v1/workouts/\(id)/rest", body: #"{"adjustSeconds": \#(seconds)}"#, token: token)
                #expect(reply.status == 400 && reply.errorField == "adjustSeconds", "\(seconds): \(reply.body)")
            }
            let noRest = try await client.json("POST", "/api/v1/workouts/\(id)/rest", body: #"{"adjustSeconds": 86400}"#, token: token)
            #expect(noRest.status == 409, "a day is allowed; no rest runs")
        }
    }

    @Test("A set's unit sent without a weight is still checked: an object or an unknown unit is 400 and adds no set")
    func setUnitWithoutWeight() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let workout = try await client.json("POST", "/api/v1/workouts", body: "{}", token: token)
            let id = try #require(workout.json["id"] as? Int, "\(workout.body)")
            let added = try await client.json("POST", "/api/v1/workouts/\(id)/exercises", body: #"{"exerciseId": 1}"#, token: token)
            let entry = try #require(added.json["id"] as? Int, "\(added.body)")
            func setCount() async throws -> Int {
                let read = try await client.json("GET", "/api/v1/workouts/\(id)", token: token)
                let exercises = try #require(read.json["exercises"] as? [[String: Any]], "\(read.body)")
                return exercises.reduce(0) { $0 + (($1["sets"] as? [Any])?.count ?? 0) }
            }
            let before = try await setCount()
            for body in [#"{"reps": 5, "unit": {"u": "kg"}}"#, #"{"reps": 5, "unit": "stone"}"#] {
                let reply = try await client.json("POST", "/api/v1/workouts/\(id)/exercises/\(entry)/sets", body: body, token: token)
                #expect(reply.status == 400, "\(body): \(reply.body)")
            }
            #expect(try await setCount() == before, "nothing added")
            let plain = try await client.json(
                "POST", "/api/v1/workouts/\(id)/exercises/\(entry)/sets", body: #"{"reps": 5, "unit": "lb"}"#, token: token)
            #expect(plain.status == 201, "a known unit without a weight is allowed: \(plain.body)")
        }
    }

    @Test("moveBy of Int.max or Int.min moves the exercise to an end; it trapped on overflow and stopped the server")
    func moveByExtremes() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let workout = try await client.json("POST", "/api/v1/workouts", body: "{}", token: token)
            let id = try #require(workout.json["id"] as? Int, "\(workout.body)")
            var entries: [Int] = []
            for exercise in [1, 2, 3] {
                let added = try await client.json("POST", "/api/v1/workouts/\(id)/exercises", body: #"{"exerciseId": \#(exercise)}"#, token: token)
                entries.append(try #require(added.json["id"] as? Int, "\(added.body)"))
            }
            for (offset, expected) in [(Int.max, [entries[1], entries[2], entries[0]]), (Int.min, entries)] {
                let moved = try await client.json(
                    "PATCH", "/api/v1/workouts/\(id)/exercises/\(entries[0])", body: #"{"moveBy": \#(offset)}"#, token: token)
                #expect(moved.status == 200, "\(offset): \(moved.body)")
                let order = ((moved.json["exercises"] as? [[String: Any]]) ?? []).compactMap { $0["id"] as? Int }
                #expect(order == expected, "\(offset)")
                #expect(try await client.get("/healthz").status == 200)
            }
        }
    }
}
