import Foundation
import Testing

@Suite("Quick lift log over the web and the API")
struct LiftLogPageTests {
    @Test("Logging 100 x 5 x 3 then 100 x 5 x 2 shows one row 100 kg × 5 × 5")
    func webLog() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let list = try await browser.get("/library?q=bench")
            let id = try #require(list.body.firstMatch(of: /data-exercise-id="(\d+)" data-name="Bench Press"/)?.1)
            let page = try await browser.get("/library/\(id)")
            #expect(page.body.contains("id=\"quick-log-form\""))
            let csrf = try #require(page.csrfToken)
            #expect(
                try await browser.post("/library/\(id)/log", form: ["_csrf": csrf, "weight": "100", "reps": "5", "sets": "3", "date": "2026-11-20"])
                    .status == 303)
            #expect(
                try await browser.post("/library/\(id)/log", form: ["_csrf": csrf, "weight": "100", "reps": "5", "sets": "2", "date": "2026-11-20"])
                    .status == 303)
            let after = try await browser.get("/library/\(id)")
            #expect(after.body.contains("<li class=\"history-entry\">100 kg × 5 × 5</li>"))
            #expect(after.body.contains("name=\"weight\" value=\"100\""), "the line is prefilled with the last entry")
            #expect(after.body.contains("name=\"reps\" value=\"5\""))
            let bad = try await browser.post("/library/\(id)/log", form: ["_csrf": csrf, "weight": "100", "reps": "many"])
            #expect(bad.status == 400)
            #expect(bad.body.contains("Reps must be a whole number"))
        }
    }

    @Test("The API logs in kilograms or as typed, and answers the merged days")
    func apiLog() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let list = try await client.json("GET", "/api/v1/exercises?search=deadlift", token: token)
            let id = try #require((list.json["exercises"] as? [[String: Any]])?.first { $0["name"] as? String == "Deadlift" }?["id"] as? Int)
            let first = try await client.json(
                "POST", "/api/v1/exercises/\(id)/log", body: #"{"date": "2026-11-20", "weightKg": 100, "reps": 5, "sets": 3}"#, token: token)
            #expect(first.status == 201)
            _ = try await client.json(
                "POST", "/api/v1/exercises/\(id)/log", body: #"{"date": "2026-11-20", "weightKg": 100, "reps": 5, "sets": 2}"#, token: token)
            _ = try await client.json(
                "POST", "/api/v1/exercises/\(id)/log", body: #"{"date": "2026-11-21", "weight": 225, "unit": "lb", "reps": 3}"#, token: token)
            let log = try await client.json("GET", "/api/v1/exercises/\(id)/log", token: token)
            let days = try #require(log.json["days"] as? [[String: Any]])
            #expect(days.map { $0["date"] as? String } == ["2026-11-21", "2026-11-20"])
            let older = try #require(days[1]["entries"] as? [[String: Any]])
            #expect(older.count == 1 && older[0]["weightKg"] as? Double == 100 && older[0]["sets"] as? Int == 5)
            let newer = try #require(days[0]["entries"] as? [[String: Any]])
            #expect(newer[0]["weightKg"] as? Double == 102.06)

            let bad = try await client.json(
                "POST", "/api/v1/exercises/\(id)/log", body: #"{"date": "2026-02-30", "weightKg": 100, "reps": 5}"#, token: token)
            #expect(bad.status == 400 && bad.errorField == "date")
            #expect(try await client.json("DELETE", "/api/v1/exercises/\(id)", token: token).json["result"] as? String == "archived")
        }
    }
}
