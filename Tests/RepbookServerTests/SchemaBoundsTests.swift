import Foundation
import Testing

/// Requests the schema calls invalid are refused as it says (schemathesis found them accepted).
@Suite("The API refuses what its schema refuses")
struct SchemaBoundsTests {
    @Test("A page size outside its range, an unknown goal weight unit and an empty or padded setting choice are 400 naming the field")
    func outOfSchema() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            for limit in ["0", "201", "-3", "x"] {
                let reply = try await client.json("GET", "/api/v1/workouts?limit=\(limit)", token: token)
                #expect(reply.status == 400 && reply.errorField == "limit", "limit=\(limit)")
            }
            #expect(try await client.json("GET", "/api/v1/workouts?limit=200", token: token).status == 200)
            let unit = try await client.json("PATCH", "/api/v1/settings", body: #"{"weight_unit": "lb", "goal_weight_unit": "AAA"}"#, token: token)
            #expect(unit.status == 400 && unit.errorField == "goal_weight_unit")
            #expect(try await client.json("GET", "/api/v1/settings", token: token).json["weight_unit"] as? String == "kg", "nothing changed")
            for (field, value) in [("appearance", ""), ("weight_unit", " lb"), ("effort_scale", ""), ("e1rm_formula", "  "), ("time_zone", "")] {
                let reply = try await client.json(
                    "PATCH", "/api/v1/settings", body: #"{"weekly_target": 5, "\#(field)": "\#(value)"}"#, token: token)
                #expect(reply.status == 400 && reply.errorField == field, "\(field)=\"\(value)\": \(reply.body)")
            }
            let after = try await client.json("GET", "/api/v1/settings", token: token).json
            #expect(after["weight_unit"] as? String == "kg" && after["weekly_target"] as? Int != 5, "still nothing changed")
        }
    }

    @Test("TRACE or PUT on a served address is 405 with Allow; a literal route is not taken for a captured one")
    func methodNotAllowed() async throws {
        try await TestServer.run { server in
            let client = server.client()
            let trace = try await client.send("TRACE", "/healthz", body: nil, headers: [:])
            #expect(trace.status == 405 && trace.headers["allow"] == "GET" && trace.headers["x-frame-options"] == "DENY")
            let today = try await client.send("PUT", "/api/v1/splits/today", body: nil, headers: [:])
            #expect(today.status == 405 && today.headers["allow"] == "GET")
            #expect(try await client.send("TRACE", "/no/such/address", body: nil, headers: [:]).status == 404)
        }
    }
}
