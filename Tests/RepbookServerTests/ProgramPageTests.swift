import Foundation
import Testing

/// The program pages through the real application: the library, the start form (a refusal at its field, what was typed
/// kept), the program page with today's every set and its reason, starting today's session (each prefilled set with
/// its reason and the AMRAP mark), Home's card, the sheet, skipping a day, and another user's program not found.
@Suite("Program pages")
struct ProgramPageTests {
    static let maxes = ["tm_overhead-press": "60", "tm_deadlift": "180", "tm_bench-press": "100", "tm_squat": "140"]

    /// Starts 5/3/1 BBB through the form; the program page's path.
    static func startBBB(_ client: TestClient) async throws -> String {
        let csrf = try #require(try await client.get("/programs/start/531-bbb").csrfToken)
        let reply = try await client.post("/programs/start/531-bbb", form: maxes.merging(["_csrf": csrf]) { $1 })
        #expect(reply.status == 303)
        return try #require(reply.location)
    }

    @Test("The library lists every program with its layout and choices; the start form has a field per training max")
    func library() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let library = try await client.get("/programs")
            #expect(library.status == 200)
            for slug in [
                "531-bbb", "531-fsl", "nsuns-4day", "gzclp", "stronglifts-5x5", "starting-strength", "greyskull-lp", "madcow-5x5", "ppl-double",
                "rpe-block",
            ] {
                #expect(library.body.contains("data-slug=\"\(slug)\""), "\(slug)")
            }
            #expect(library.body.contains("4 days a week · 4-week cycle"))
            #expect(library.body.contains("Choices we made:"))
            let form = try await client.get("/programs/start/531-bbb")
            #expect(form.body.contains("name=\"tm_overhead-press\"") && form.body.contains("name=\"tm_squat\""))
            #expect(form.body.contains("No Squat in your history yet: type it."))
            #expect(try await client.get("/programs/start/no-such-program").status == 404)
            #expect(try await client.get("/plans").body.contains("href=\"/programs\""), "Plans leads to Programs")
        }
    }

    @Test("A missing training max is refused at its field, what was typed kept, and nothing starts")
    func refused() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let csrf = try #require(try await client.get("/programs/start/531-bbb").csrfToken)
            var form = Self.maxes
            form["tm_deadlift"] = ""
            form["tm_squat"] = "14O"
            form["_csrf"] = csrf
            let squat = try await client.post("/programs/start/531-bbb", form: form)
            #expect(squat.status == 400)
            #expect(squat.body.contains("id=\"tm-squat-error\""))
            #expect(squat.body.contains("Squat&#39;s training max must be a weight") || squat.body.contains("Squat's training max must be a weight"))
            #expect(squat.body.contains("value=\"14O\""))
            form["tm_squat"] = "140"
            let deadlift = try await client.post("/programs/start/531-bbb", form: form)
            #expect(deadlift.status == 400)
            #expect(deadlift.body.contains("Deadlift needs a training max."))
            #expect(!(try await client.get("/programs").body.contains("id=\"my-programs\"")), "nothing started")
            form.removeValue(forKey: "_csrf")
            form["tm_deadlift"] = "180"
            #expect(try await client.post("/programs/start/531-bbb", form: form).status == 403, "CSRF on the form")
        }
    }

    @Test("Started: the program page, Home's card, today's session prefilled with reasons and AMRAP marks, the sheet, skip")
    func running() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let path = try await Self.startBBB(client)
            let page = try await client.get(path)
            #expect(page.status == 200)
            #expect(page.body.contains("Cycle 1 · Week 1 · Day 1"))
            #expect(page.body.contains("Day 1: Overhead Press"))
            // 85 % of 60 = 51 → 50 on a 20 kg bar with 1.25 kg plates; the AMRAP set marked.
            #expect(page.body.contains("50 kg × 5+"))
            #expect(page.body.contains("85 % of TM 60 kg = 51 kg → 50 kg"))
            #expect(page.body.contains("AMRAP: go for reps"))
            let home = try await client.get("/")
            #expect(home.body.contains("5/3/1 Boring But Big, cycle 1, week 1, day 1: Overhead Press"))
            let csrf = try #require(home.csrfToken)
            let started = try await client.post("/workout/start", form: ["_csrf": csrf, "from": "program"])
            #expect(started.status == 303 && started.location == "/workout")
            let workout = try await client.get("/workout").body
            #expect(workout.components(separatedBy: "data-set-reason").count - 1 == 8)
            #expect(workout.components(separatedBy: "data-amrap").count - 1 == 1)
            #expect(workout.contains("5+ AMRAP: go for reps"))
            #expect(workout.contains("65 % of TM 60 kg = 39 kg → 40 kg"))
            #expect(!(try await client.get("/").body.contains("id=\"program-card\"")), "Home leads with the workout in progress")
            let during = try await client.get(path).body
            #expect(during.contains("is in progress: finish it first") && !during.contains("id=\"start-program-day\""))
            _ = try await client.post("/workout/discard", form: ["_csrf": csrf])

            let sheet = try await client.get(path + "/sheet?weeks=2")
            #expect(sheet.status == 200)
            #expect(sheet.body.contains("data-week=\"Cycle 1 · Week 1\"") && sheet.body.contains("data-week=\"Cycle 1 · Week 2\""))
            #expect(!sheet.body.contains("data-week=\"Cycle 1 · Week 3\""))
            // Week 2, day 1: 90 % of 60 = 54 → 55.
            #expect(sheet.body.contains("55 kg × 3+"))
            #expect(try await client.get(path + "/sheet?weeks=0").status == 400)

            let set = try await client.post(
                path + "/training-max", form: ["_csrf": csrf, "lift": "squat", "weight": "150", "reason": "Moved up after a test"])
            #expect(set.status == 303 && set.location == path)
            let history = try await client.get(path).body
            #expect(history.contains("150 kg") && history.contains("Moved up after a test") && history.contains("Set at the start"))
            let bad = try await client.post(path + "/training-max", form: ["_csrf": csrf, "lift": "squat", "weight": "heavy"])
            #expect(bad.status == 303)
            #expect(try await client.get(path).body.contains("Type the new training max as a weight"))

            let skipped = try await client.post(path + "/skip", form: ["_csrf": csrf])
            #expect(skipped.status == 303 && skipped.location == path)
            #expect(try await client.get(path).body.contains("Day 2: Deadlift"))
        }
    }

    @Test("Another user's program is not found on every program page")
    func isolation() async throws {
        try await TestServer.run { server in
            let a = server.client()
            try await a.setUpOwner(username: "ana", password: "correct horse")
            let path = try await Self.startBBB(a)
            try await a.addUser("ben", password: "bens horse")
            let b = server.client()
            #expect(try await b.signIn(username: "ben", password: "bens horse").status == 303)
            let csrf = try #require(try await b.get("/settings").csrfToken)
            #expect(try await b.get(path).status == 404)
            #expect(try await b.get(path + "/sheet").status == 404)
            #expect(try await b.post(path + "/skip", form: ["_csrf": csrf]).status == 404)
            #expect(try await b.post(path + "/training-max", form: ["_csrf": csrf, "lift": "squat", "weight": "1"]).status == 404)
            #expect(try await a.get(path).body.contains("Day 1: Overhead Press"), "A's program did not move")
        }
    }
}
