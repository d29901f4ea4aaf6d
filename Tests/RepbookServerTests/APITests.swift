import Foundation
import Testing

@Suite("JSON API")
struct APITests {
    @Test("Health answers without authentication; the API needs a valid token")
    func authentication() async throws {
        try await TestServer.run { server in
            let client = server.client()
            #expect(try await client.get("/healthz").status == 200)
            try await client.setUpOwner()
            let missing = try await server.client().json("GET", "/api/v1/exercises")
            #expect(missing.status == 401)
            #expect(missing.errorCode == "unauthenticated")
            #expect(try await client.json("GET", "/api/v1/exercises", token: "nonsense").status == 401)
            let wrong = try await client.json("POST", "/api/v1/auth/token", body: #"{"username": "lifter", "password": "nope nope"}"#)
            #expect(wrong.status == 401)
            let token = try await client.token(username: "lifter", password: "correct horse")
            #expect(try await client.json("GET", "/api/v1/me", token: token).json["username"] as? String == "lifter")
        }
    }

    @Test("List, search, create, conflict, patch, delete")
    func exercises() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let bench = try await client.json("GET", "/api/v1/exercises?search=bench", token: token)
            let names = (bench.json["exercises"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            #expect(names.count == 5 && names.contains("Incline Bench Press"))
            let first = try #require((bench.json["exercises"] as? [[String: Any]])?.first)
            #expect(Set(first.keys).isSuperset(of: ["id", "name", "category", "kind", "equipment", "favorite", "archived"]))

            let created = try await client.json(
                "POST", "/api/v1/exercises", body: #"{"name": "Zercher Squat", "category": "legs", "kind": "weight_reps", "equipment": "barbell"}"#,
                token: token)
            #expect(created.status == 201)
            let id = try #require(created.json["id"] as? Int)
            #expect(created.location == "/api/v1/exercises/\(id)")

            let clash = try await client.json(
                "POST", "/api/v1/exercises", body: #"{"name": "zercher squat", "category": "legs", "kind": "weight_reps"}"#, token: token)
            #expect(clash.status == 409)
            #expect(clash.errorCode == "conflict")

            let patched = try await client.json(
                "PATCH", "/api/v1/exercises/\(id)", body: #"{"favorite": true, "notes": "bar in elbows"}"#, token: token)
            #expect(patched.status == 200)
            #expect(patched.json["favorite"] as? Bool == true && patched.json["notes"] as? String == "bar in elbows")
            let legs = try await client.json("GET", "/api/v1/exercises?category=legs&sort=name", token: token)
            #expect((legs.json["exercises"] as? [[String: Any]])?.first?["name"] as? String == "Zercher Squat")

            let deleted = try await client.json("DELETE", "/api/v1/exercises/\(id)", token: token)
            #expect(deleted.json["result"] as? String == "deleted")
            #expect(try await client.json("GET", "/api/v1/exercises/\(id)", token: token).status == 404)
        }
    }

    @Test("Bad input answers 400 naming the field; malformed JSON answers invalid_json")
    func badInput() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let malformed = try await client.json("POST", "/api/v1/exercises", body: #"{"name": "Oops""#, token: token)
            #expect(malformed.status == 400)
            #expect(malformed.errorCode == "invalid_json")
            let missingKind = try await client.json("POST", "/api/v1/exercises", body: #"{"name": "Oops", "category": "legs"}"#, token: token)
            #expect(missingKind.status == 400 && missingKind.errorField == "kind")
            let badCategory = try await client.json(
                "POST", "/api/v1/exercises", body: #"{"name": "Oops", "category": "wings", "kind": "reps_only"}"#, token: token)
            #expect(badCategory.status == 400 && badCategory.errorField == "category")
            let wrongType = try await client.json("PATCH", "/api/v1/settings", body: #"{"default_rest_seconds": "long"}"#, token: token)
            #expect(wrongType.status == 400 && wrongType.errorField == "default_rest_seconds")
            #expect(try await client.json("GET", "/api/v1/exercises?sort=sideways", token: token).errorField == "sort")
            let list = try await client.json("GET", "/api/v1/exercises?search=oops", token: token)
            #expect((list.json["exercises"] as? [Any])?.isEmpty == true)
        }
    }

    @Test("Another user's exercise answers 404 exactly like a missing one; revoked tokens answer 401")
    func isolationAndRevocation() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let csrf = try #require(try await owner.get("/settings").csrfToken)
            _ = try await owner.post("/settings/users", form: ["_csrf": csrf, "username": "ben", "password": "bens horse"])
            let ownerToken = try await owner.token(username: "lifter", password: "correct horse")
            let benToken = try await owner.token(username: "ben", password: "bens horse")
            let mine = try await owner.json(
                "POST", "/api/v1/exercises", body: #"{"name": "Private Lift", "category": "other", "kind": "reps_only"}"#, token: ownerToken)
            let id = try #require(mine.json["id"] as? Int)

            let foreign = try await owner.json("GET", "/api/v1/exercises/\(id)", token: benToken)
            let absent = try await owner.json("GET", "/api/v1/exercises/99999999", token: benToken)
            #expect(foreign.status == 404 && absent.status == 404)
            #expect(foreign.errorCode == absent.errorCode)
            #expect(try await owner.json("PATCH", "/api/v1/exercises/\(id)", body: #"{"name": "Mine now"}"#, token: benToken).status == 404)
            #expect(try await owner.json("DELETE", "/api/v1/exercises/\(id)", token: benToken).status == 404)
            #expect(try await owner.json("GET", "/api/v1/exercises/\(id)", token: ownerToken).json["name"] as? String == "Private Lift")

            let tokens = try await owner.json("GET", "/api/v1/auth/tokens", token: benToken)
            let tokenID = try #require((tokens.json["tokens"] as? [[String: Any]])?.first?["id"] as? Int)
            #expect(try await owner.json("DELETE", "/api/v1/auth/tokens/\(tokenID)", token: benToken).status == 204)
            #expect(try await owner.json("GET", "/api/v1/me", token: benToken).status == 401)
        }
    }

    @Test("Settings over the API")
    func settings() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let current = try await client.json("GET", "/api/v1/settings", token: token)
            #expect(current.json["time_zone"] as? String == "Europe/Berlin")
            let updated = try await client.json("PATCH", "/api/v1/settings", body: #"{"weight_unit": "lb", "appearance": "dark"}"#, token: token)
            #expect(updated.json["weight_unit"] as? String == "lb" && updated.json["default_rest_seconds"] as? Int == 120)
            let bad = try await client.json("PATCH", "/api/v1/settings", body: #"{"weight_unit": "stone"}"#, token: token)
            #expect(bad.status == 400 && bad.errorField == "weight_unit")
        }
    }
}
