import Foundation
import Testing

/// Correcting and deleting a quick-log line over the API (`PATCH`/`DELETE /api/v1/exercises/{id}/log/{line}`) and the
/// pages (`/library/{id}/log/{line}`): the change is made, bad input names its field at the field and changes nothing,
/// and another user's line is a 404 even through that user's own exercise.
@Suite("Quick-log line edit and delete")
struct QuickLogLineTests {
    @Test("The API lists a day's quick-log lines, corrects one, deletes one; refusals name why and change nothing")
    func api() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            func api(_ method: String, _ path: String, _ body: String? = nil) async throws -> TestClient.Reply {
                try await client.json(method, "/api/v1" + path, body: body, token: token)
            }
            let list = try await api("GET", "/exercises?search=deadlift")
            let id = try #require((list.json["exercises"] as? [[String: Any]])?.first { $0["name"] as? String == "Deadlift" }?["id"] as? Int)
            _ = try await api("POST", "/exercises/\(id)/log", #"{"date": "2026-11-20", "weightKg": 100, "reps": 5, "sets": 3}"#)
            _ = try await api("POST", "/exercises/\(id)/log", #"{"date": "2026-11-20", "weightKg": 120, "reps": 2, "sets": 1}"#)
            func lines() async throws -> [[String: Any]] {
                let days = try #require(try await api("GET", "/exercises/\(id)/log").json["days"] as? [[String: Any]])
                return days.flatMap { ($0["quickLog"] as? [[String: Any]]) ?? [] }
            }
            let before = try await lines()
            #expect(before.map { "\($0["weightKg"]!)x\($0["reps"]!)x\($0["sets"]!)" } == ["120x2x1", "100x5x3"])
            let line = try #require(before[1]["id"] as? Int)

            let bad = try await api("PATCH", "/exercises/\(id)/log/\(line)", #"{"date": "2026-11-20", "weightKg": 100, "reps": 5, "sets": 0}"#)
            #expect(bad.status == 400 && bad.errorField == "sets")
            #expect(try await lines().count == 2)

            let changed = try await api(
                "PATCH", "/exercises/\(id)/log/\(line)", #"{"date": "2026-11-19", "weight": 225, "unit": "lb", "reps": 4, "sets": 2}"#)
            #expect(changed.status == 200)
            let days = try #require(changed.json["days"] as? [[String: Any]])
            #expect(days.map { $0["date"] as? String } == ["2026-11-20", "2026-11-19"])
            let moved = try #require((days[1]["quickLog"] as? [[String: Any]])?.first)
            #expect(moved["weightKg"] as? Double == 102.058 && moved["reps"] as? Int == 4 && moved["sets"] as? Int == 2)
            #expect(try await api("GET", "/exercises/\(id)/stats").status == 200)

            let movedID = try #require(moved["id"] as? Int)
            #expect(try await api("DELETE", "/exercises/\(id)/log/\(movedID)").status == 204)
            #expect(try await api("DELETE", "/exercises/\(id)/log/\(movedID)").status == 404)
            #expect(try await lines().map { $0["weightKg"] as? Double } == [120])

            // Another user: A's line through B's own deadlift, and through A's exercise, is a 404; A's line stays.
            try await client.addUser("ben", password: "bens horse")
            let other = server.client()
            let bensToken = try await other.token(username: "ben", password: "bens horse")
            let bens = try await other.json("GET", "/api/v1/exercises?search=deadlift", token: bensToken)
            let bensDeadlift = try #require(
                (bens.json["exercises"] as? [[String: Any]])?.first { $0["name"] as? String == "Deadlift" }?["id"] as? Int)
            let remaining = try #require(try await lines().first?["id"] as? Int)
            for exercise in [bensDeadlift, id] {
                let patch = try await other.json(
                    "PATCH", "/api/v1/exercises/\(exercise)/log/\(remaining)", body: #"{"weightKg": 1, "reps": 1}"#, token: bensToken)
                #expect(patch.status == 404)
                #expect(try await other.json("DELETE", "/api/v1/exercises/\(exercise)/log/\(remaining)", token: bensToken).status == 404)
            }
            #expect(try await lines().count == 1)
        }
    }

    @Test("The exercise page links each quick-log line to its page, which saves, shows errors at the field and deletes")
    func pages() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let list = try await browser.get("/library?q=bench")
            let id = try #require(list.body.firstMatch(of: /data-exercise-id="(\d+)" data-name="Bench Press"/)?.1)
            let csrf = try #require(try await browser.get("/library/\(id)").csrfToken)
            #expect(
                try await browser.post("/library/\(id)/log", form: ["_csrf": csrf, "weight": "100", "reps": "5", "sets": "3", "date": "2026-11-20"])
                    .status == 303)
            let page = try await browser.get("/library/\(id)")
            let href = try #require(page.body.firstMatch(of: /href="(\/library\/\d+\/log\/(\d+))"/))
            let path = String(href.1)
            #expect(page.body.contains("100 kg × 5 × 3"))

            let edit = try await browser.get(path)
            #expect(edit.status == 200 && edit.body.contains("name=\"sets\" value=\"3\""))
            let bad = try await browser.post(path, form: ["_csrf": csrf, "weight": "100", "reps": "lots", "sets": "3", "date": "2026-11-20"])
            #expect(bad.status == 400)
            #expect(bad.body.contains(#"aria-invalid="true" aria-describedby="reps-error""#))
            #expect(bad.body.contains(#"<p class="field-error" id="reps-error" role="alert">Reps must be a whole number"#))
            #expect(bad.body.contains("name=\"reps\" value=\"lots\""), "what was typed stays")

            #expect(
                try await browser.post(path, form: ["_csrf": csrf, "weight": "102.5", "reps": "5", "sets": "2", "date": "2026-11-20"]).status == 303)
            let after = try await browser.get("/library/\(id)")
            #expect(after.body.contains("<li class=\"history-entry\">102.5 kg × 5 × 2</li>"))
            #expect(!after.body.contains("100 kg × 5 × 3"))
            #expect(try await browser.get(path).status == 404, "the old line is gone")
            let newPath = String(try #require(after.body.firstMatch(of: /href="(\/library\/\d+\/log\/\d+)"/)).1)
            #expect(try await browser.post(newPath + "/delete", form: ["_csrf": csrf]).status == 303)
            let empty = try await browser.get("/library/\(id)")
            #expect(empty.body.contains("Nothing logged yet"))
            #expect(try await browser.post(newPath + "/delete", form: ["_csrf": "wrong"]).status == 403)
        }
    }
}
