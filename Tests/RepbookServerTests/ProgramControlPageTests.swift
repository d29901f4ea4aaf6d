import Foundation
import Testing

/// The program page's controls and the start form's exercise choice through the real application: a lift's exercise
/// picked on the start form, move to a day, end (read-only after), delete; CSRF on each.
@Suite("Program page controls")
struct ProgramControlPageTests {
    @Test("The start form preselects each lift's exercise by name; another one chosen is the one its sessions log")
    func exerciseChoice() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let form = try await client.get("/programs/start/531-bbb")
            #expect(form.body.contains("<select id=\"ex-squat\" name=\"ex_squat\""))
            #expect(ProgramSharingPageTests.isSelected("Deadlift", in: form.body))
            #expect(!form.body.contains("Pick an exercise"), "every library lift matches an exercise by name")
            let csrf = try #require(form.csrfToken)
            var fields = ProgramPageTests.maxes.merging(["_csrf": csrf]) { $1 }
            fields["ex_overhead-press"] = "not an id"
            let refused = try await client.post("/programs/start/531-bbb", form: fields)
            #expect(refused.status == 400 && refused.body.contains("id=\"ex-overhead-press-error\""))
            fields["ex_overhead-press"] = try ProgramSharingPageTests.optionID("Push Press", in: form.body)
            let started = try await client.post("/programs/start/531-bbb", form: fields)
            #expect(started.status == 303)
            _ = try await client.post("/workout/start", form: ["_csrf": csrf, "from": "program"])
            let workout = try await client.get("/workout").body
            #expect(workout.contains("Push Press"))
        }
    }

    @Test("Move to a day, end (then read-only), delete; each a CSRF form with its result")
    func moveEndDelete() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let path = try await ProgramPageTests.startBBB(client)
            let page = try await client.get(path)
            #expect(page.body.contains("id=\"move-week\"") && page.body.contains("<option value=\"4\">Day 4: Squat</option>"))
            let csrf = try #require(page.csrfToken)
            let moved = try await client.post(path + "/move", form: ["_csrf": csrf, "week": "2", "day": "3"])
            #expect(moved.status == 303 && moved.location == path)
            let after = try await client.get(path).body
            #expect(after.contains("Moved to week 2, day 3: Bench Press") && after.contains("Cycle 1 · Week 2 · Day 3"))
            #expect(ProgramSharingPageTests.isSelected("Week 2", in: after) && ProgramSharingPageTests.isSelected("Day 3: Bench Press", in: after))
            _ = try await client.post(path + "/move", form: ["_csrf": csrf, "week": "9", "day": "1"])
            let refused = try await client.get(path).body
            #expect(refused.contains("has weeks 1 to 4") && refused.contains("Cycle 1 · Week 2 · Day 3"))
            #expect(try await client.post(path + "/move", form: ["week": "1", "day": "1"]).status == 403, "CSRF on the form")

            let ended = try await client.post(path + "/end", form: ["_csrf": csrf])
            #expect(ended.status == 303 && ended.location == path)
            let readOnly = try await client.get(path).body
            #expect(readOnly.contains("ended. It stays here, read-only") && readOnly.contains("id=\"program-ended\""))
            for control in ["start-program-day", "skip-program-day", "move-program", "end-program", "data-set-tm"] {
                #expect(!readOnly.contains(control), "\(control) is gone once ended")
            }
            #expect(readOnly.contains("id=\"share-program\"") && readOnly.contains("id=\"delete-program\""))
            _ = try await client.post(path + "/skip", form: ["_csrf": csrf])
            #expect(try await client.get(path).body.contains("Cycle 1 · Week 2 · Day 3"), "an ended program does not move")

            #expect(try await client.post(path + "/delete", form: [:]).status == 403, "CSRF on the form")
            let deleted = try await client.post(path + "/delete", form: ["_csrf": csrf])
            #expect(deleted.status == 303 && deleted.location == "/programs")
            #expect(try await client.get("/programs").body.contains("5/3/1 Boring But Big deleted."))
            #expect(try await client.get(path).status == 404)
        }
    }
}
