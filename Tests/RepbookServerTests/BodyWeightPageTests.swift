import Foundation
import RepbookCore
import Testing

@Suite("The weight page: weigh-ins, replacing after asking, deleting, BMI and the goal line")
struct BodyWeightPageTests {
    /// Days counted back from today in the new owner's time zone (UTC).
    private func daysAgo(_ days: Int) -> String {
        LocalDate(Date(), in: TimeZone(identifier: "UTC")!).adding(days: -days).description
    }

    @Test("A second weigh-in on a day asks before replacing, and the page keeps one per day")
    func replaceAfterAsking() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let page = try await browser.get("/body/weight")
            #expect(page.status == 200)
            #expect(page.body.contains("Log a weigh-in"))
            let csrf = try #require(page.csrfToken)
            let day = daysAgo(1)
            let first = try await browser.post("/body/weight", form: ["_csrf": csrf, "date": day, "weight": "82,4", "body_fat": "18"])
            #expect(first.status == 303)
            #expect(first.location == "/body/weight?date=\(day)")

            let ask = try await browser.post("/body/weight", form: ["_csrf": csrf, "date": day, "weight": "83"])
            #expect(ask.status == 200, "a replacement is asked first, not saved")
            #expect(ask.body.contains("id=\"current-weight\">82.4 kg at 18 % body fat</strong>"))
            #expect(ask.body.contains("Replace with 83 kg"))
            let unchanged = try await browser.get("/body/weight")
            #expect(unchanged.body.contains("<strong class=\"weight-row-weight\">82.4 kg</strong>"))

            let confirmed = try await browser.post("/body/weight", form: ["_csrf": csrf, "date": day, "weight": "83", "unit": "kg", "replace": day])
            #expect(confirmed.status == 303)
            let after = try await browser.get("/body/weight?date=\(day)")
            #expect(after.body.components(separatedBy: "class=\"list-row weight-row\"").count == 2, "one weigh-in for the day")
            #expect(after.body.contains("<strong class=\"weight-row-weight\">83 kg</strong>"))
            #expect(after.body.contains("id=\"replace-note\">Saving replaces 83 kg on"))

            let same = try await browser.post("/body/weight", form: ["_csrf": csrf, "date": day, "weight": "83"])
            #expect(same.status == 303, "saving the same weigh-in again needs no question")
        }
    }

    @Test("Bad weigh-ins name their field and change nothing; future days are refused")
    func badInput() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let csrf = try #require(try await browser.get("/body/weight").csrfToken)
            for (form, message) in [
                (["date": daysAgo(0), "weight": "-3"], "Weight must be a number above 0"),
                (["date": daysAgo(-2), "weight": "80"], "Date cannot be in the future."),
                (["date": "2026-02-30", "weight": "80"], "Date must be a real day"),
                (["date": daysAgo(0), "weight": "80", "body_fat": "90"], "Body fat must be a number from 1 to 75"),
            ] {
                let reply = try await browser.post("/body/weight", form: form.merging(["_csrf": csrf]) { $1 })
                #expect(reply.status == 400)
                #expect(reply.body.contains(message))
            }
            #expect(try await browser.post("/body/weight", form: ["date": daysAgo(0), "weight": "80"]).status == 403, "CSRF is required")
            #expect(try await browser.get("/body/weight").body.contains("No weigh-ins yet."))
        }
    }

    @Test("Deleting a weigh-in; another user cannot see or delete it")
    func deleteAndIsolation() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let csrf = try #require(try await owner.get("/body/weight").csrfToken)
            let day = daysAgo(3)
            _ = try await owner.post("/body/weight", form: ["_csrf": csrf, "date": day, "weight": "90"])
            let settings = try await owner.get("/settings")
            _ = try await owner.post(
                "/settings/users", form: ["_csrf": try #require(settings.csrfToken), "username": "other", "password": "other password"])

            let other = server.client()
            #expect(try await other.signIn(username: "other", password: "other password").status == 303)
            let theirs = try await other.get("/body/weight")
            #expect(!theirs.body.contains("90 kg"))
            let theirCSRF = try #require(theirs.csrfToken)
            #expect(try await other.post("/body/weight/\(day)/delete", form: ["_csrf": theirCSRF]).status == 404)
            #expect(try await owner.get("/body/weight").body.contains("<strong class=\"weight-row-weight\">90 kg</strong>"))

            #expect(try await owner.post("/body/weight/\(day)/delete", form: ["_csrf": csrf]).status == 303)
            #expect(try await owner.get("/body/weight").body.contains("No weigh-ins yet."))
            #expect(try await owner.post("/body/weight/not-a-day/delete", form: ["_csrf": csrf]).status == 400)
        }
    }

    @Test("Height and goal from settings give BMI and the goal line; the API reads and clears them")
    func bmiAndGoal() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let csrf = try #require(try await browser.get("/body/weight").csrfToken)
            _ = try await browser.post("/body/weight", form: ["_csrf": csrf, "date": daysAgo(0), "weight": "80"])
            #expect(try await browser.get("/body/weight").body.contains("Add your height in Settings"))
            let saved = try await browser.post("/settings", form: [
                "_csrf": csrf, "weight_unit": "kg", "appearance": "system", "time_zone": "UTC", "default_rest_seconds": "120",
                "e1rm_formula": "epley", "weekly_target": "3", "height": "180 cm", "goal_weight": "75",
            ])
            #expect(saved.status == 303)
            let page = try await browser.get("/body/weight")
            #expect(page.body.contains("<strong class=\"weight-tile-value\">24.7</strong><span class=\"weight-tile-detail\">Healthy weight</span>"))
            #expect(page.body.contains("5 kg to lose"))
            #expect(page.body.contains("class=\"chart-goal\""))
            #expect(page.body.contains(">Goal 75 kg</text>"))
            let settings = try await browser.get("/settings").body
            #expect(settings.contains("name=\"height\" value=\"180 cm\""))
            // The time zone picker (an `OptionList`, rendered once and remembered) marks the saved zone, and only it.
            #expect(settings.contains("<option value=\"UTC\" selected>UTC</option>"))
            #expect(settings.contains("<option value=\"Europe/Berlin\">Europe/Berlin</option>"))
            let zones = try #require(settings.range(of: "<select name=\"time_zone\">")).upperBound
            let zoneList = String(settings[zones...]).components(separatedBy: "</select>")[0]
            #expect(zoneList.components(separatedBy: " selected>").count - 1 == 1, "one zone is selected")

            let token = try await browser.token(username: "lifter", password: "correct horse")
            let read = try await browser.json("GET", "/api/v1/settings", token: token)
            #expect(read.json["height_cm"] as? Double == 180)
            #expect(read.json["goal_weight"] as? Double == 75)
            #expect(read.json["goal_weight_unit"] as? String == "kg")
            let bad = try await browser.json("PATCH", "/api/v1/settings", body: #"{"height_cm": 20}"#, token: token)
            #expect(bad.status == 400)
            #expect(bad.errorField == "height")
            let cleared = try await browser.json("PATCH", "/api/v1/settings", body: #"{"goal_weight": null, "weekly_target": 4}"#, token: token)
            #expect(cleared.status == 200)
            let goalCleared = cleared.json["goal_weight"] is NSNull
            #expect(goalCleared)
            #expect(cleared.json["height_cm"] as? Double == 180)
            #expect(!(try await browser.get("/body/weight").body.contains("class=\"chart-goal\"")))
        }
    }
}
