import Foundation
import Testing

@Suite("The Body day page and the tag and supplement pages")
struct BodyDayPageTests {
    /// The first match of a tag chip's id and state for `name` on the day page.
    static func chip(_ name: String, in body: String) throws -> (id: String, pressed: String) {
        let match = try #require(body.firstMatch(of: try Regex(#"id="tag-(\d+)" data-name="\#(name)" aria-pressed="(true|false)""#)))
        return (String(match.output[1].substring!), String(match.output[2].substring!))
    }

    /// The first match of a supplement row's id and state for `name` on the day page.
    static func row(_ name: String, in body: String) throws -> (id: String, checked: String) {
        let match = try #require(
            body.firstMatch(of: try Regex(#"id="supplement-(\d+)" data-name="\#(name)" role="checkbox" aria-checked="(true|false)""#)))
        return (String(match.output[1].substring!), String(match.output[2].substring!))
    }

    @Test("Without script: toggles and the note are forms that save and redirect back to the day; other days stay off")
    func noScriptFlow() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let today = JournalSupplementAPITests.Owner.day(0)
            let yesterday = JournalSupplementAPITests.Owner.day(-1)
            let page = try await browser.get("/body")
            #expect(page.status == 200)
            #expect(page.body.contains(#"<nav class="segmented body-nav""#))
            #expect(page.body.contains(#"id="next-day" aria-disabled="true""#), "no next day after today")
            #expect(page.body.contains(#"href="/body?date=\#(yesterday)""#))
            #expect(page.body.contains(#"href="/body/weight?date=\#(today)""#))
            #expect(page.body.contains(#"<script type="module" src="/static/body-day.js"></script>"#))
            let csrf = try #require(page.csrfToken)
            let sore = try Self.chip("sore", in: page.body)
            #expect(sore.pressed == "false")
            let zinc = try Self.row("Zinc", in: page.body)
            #expect(zinc.checked == "false")

            let toggled = try await browser.post("/body/day/tags/\(sore.id)", form: ["_csrf": csrf, "date": today, "on": "1"])
            #expect(toggled.status == 303)
            #expect(toggled.location == "/body?date=\(today)#journal")
            let ticked = try await browser.post("/body/day/supplements/\(zinc.id)", form: ["_csrf": csrf, "date": today, "taken": "1"])
            #expect(ticked.status == 303 && ticked.location == "/body?date=\(today)#supplements")
            let noted = try await browser.post("/body/day/note", form: ["_csrf": csrf, "date": today, "note": "Knees <ok> & back fine"])
            #expect(noted.status == 303)

            let after = try await browser.get("/body?date=\(today)")
            #expect(try Self.chip("sore", in: after.body).pressed == "true")
            #expect(try Self.chip("stressed", in: after.body).pressed == "false")
            #expect(try Self.row("Zinc", in: after.body).checked == "true")
            #expect(after.body.contains("Knees &lt;ok&gt; &amp; back fine</textarea>"), "the note is escaped")
            #expect(after.body.contains(#"name="on" value="0""#), "the next tap turns it off")

            let before = try await browser.get("/body?date=\(yesterday)")
            #expect(try Self.chip("sore", in: before.body).pressed == "false")
            #expect(try Self.row("Zinc", in: before.body).checked == "false")
            #expect(before.body.contains("Yesterday"))
            #expect(before.body.contains(#"id="next-day" href="/body?date=\#(today)""#))

            let off = try await browser.post("/body/day/tags/\(sore.id)", form: ["_csrf": csrf, "date": today, "on": "0"])
            #expect(off.status == 303)
            #expect(try Self.chip("sore", in: try await browser.get("/body").body).pressed == "false")
        }
    }

    @Test("With script: the same forms answer JSON; errors answer JSON too")
    func fetchAnswers() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let today = JournalSupplementAPITests.Owner.day(0)
            let page = try await browser.get("/body")
            let csrf = try #require(page.csrfToken)
            let fetch = ["X-Requested-With": "fetch"]
            let sore = try Self.chip("sore", in: page.body)
            let tag = try await browser.post("/body/day/tags/\(sore.id)", form: ["_csrf": csrf, "date": today, "on": "1"], headers: fetch)
            #expect(tag.status == 200)
            #expect(tag.json["date"] as? String == today && tag.json["tagId"] as? Int == Int(sore.id) && tag.json["on"] as? Bool == true)
            let zinc = try Self.row("Zinc", in: page.body)
            let row = try await browser.post("/body/day/supplements/\(zinc.id)", form: ["_csrf": csrf, "date": today, "taken": "1"], headers: fetch)
            #expect(row.json["taken"] as? Bool == true && row.json["supplementId"] as? Int == Int(zinc.id))
            let note = try await browser.post("/body/day/note", form: ["_csrf": csrf, "date": today, "note": " sore calves "], headers: fetch)
            #expect(note.json["note"] as? String == "sore calves")

            let missing = try await browser.post("/body/day/tags/999999", form: ["_csrf": csrf, "date": today, "on": "1"], headers: fetch)
            #expect(missing.status == 404 && missing.errorCode == "not_found")
            let future = try await browser.post("/body/day/tags/\(sore.id)", form: ["_csrf": csrf, "date": "2999-01-01", "on": "1"], headers: fetch)
            #expect(future.status == 400 && future.errorField == "date")
            let badFlag = try await browser.post(
                "/body/day/supplements/\(zinc.id)", form: ["_csrf": csrf, "date": today, "taken": "yes"], headers: fetch)
            #expect(badFlag.status == 400 && badFlag.errorField == "taken")
            let long = try await browser.post(
                "/body/day/note", form: ["_csrf": csrf, "date": today, "note": String(repeating: "x", count: 2001)], headers: fetch)
            #expect(long.status == 400 && long.errorField == "note")
            #expect(try await browser.get("/body").body.contains(">sore calves</textarea>"), "a refused note changes nothing")
        }
    }

    @Test("Every form needs the session's CSRF token; another user's tag or supplement is not found; bad days are 400s")
    func guards() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let page = try await owner.get("/body")
            let sore = try Self.chip("sore", in: page.body)
            let zinc = try Self.row("Zinc", in: page.body)
            for (path, form) in [
                ("/body/day/tags/\(sore.id)", ["on": "1"]), ("/body/day/supplements/\(zinc.id)", ["taken": "1"]), ("/body/day/note", ["note": "x"]),
                ("/body/journal/tags", ["name": "forged"]), ("/body/supplements", ["name": "Forged", "stack": "morning"]),
                ("/body/journal/tags/\(sore.id)", ["action": "hide"]), ("/body/supplements/\(zinc.id)", ["action": "retire"]),
            ] {
                #expect(try await owner.post(path, form: form).status == 403, "\(path) without a token")
                #expect(try await owner.post(path, form: form.merging(["_csrf": "forged-token"]) { $1 }).status == 403, "\(path) with a forged token")
            }
            let unchanged = try await owner.get("/body")
            #expect(try Self.chip("sore", in: unchanged.body).pressed == "false")
            #expect(try Self.row("Zinc", in: unchanged.body).checked == "false")
            #expect(!unchanged.body.contains("forged"))

            let settings = try await owner.get("/settings")
            _ = try await owner.post(
                "/settings/users", form: ["_csrf": try #require(settings.csrfToken), "username": "ben", "password": "bens horse"])
            let ben = server.client()
            #expect(try await ben.signIn(username: "ben", password: "bens horse").status == 303)
            let benCSRF = try #require(try await ben.get("/body").csrfToken)
            #expect(try await ben.post("/body/day/tags/\(sore.id)", form: ["_csrf": benCSRF, "on": "1"]).status == 404)
            #expect(try await ben.post("/body/day/supplements/\(zinc.id)", form: ["_csrf": benCSRF, "taken": "1"]).status == 404)
            #expect(try await ben.post("/body/journal/tags/\(sore.id)", form: ["_csrf": benCSRF, "action": "hide"]).status == 404)
            #expect(try await ben.post("/body/supplements/\(zinc.id)", form: ["_csrf": benCSRF, "action": "retire"]).status == 404)
            #expect(try Self.chip("sore", in: try await owner.get("/body").body).pressed == "false")

            for bad in ["2026-02-30", "2999-01-01", "today"] {
                let reply = try await owner.get("/body?date=\(bad)")
                #expect(reply.status == 400, "\(bad)")
            }
            #expect(try await server.client().get("/body").location?.hasPrefix("/signin") == true)
        }
    }

    @Test("Tags page: add, refuse a clash with the reason, rename, hide (gone from the day) and show again")
    func tagsPage() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let today = JournalSupplementAPITests.Owner.day(0)
            let page = try await browser.get("/body/journal/tags?date=\(today)")
            #expect(page.status == 200 && page.body.contains("<h1>Journal tags</h1>"))
            let csrf = try #require(page.csrfToken)
            let added = try await browser.post("/body/journal/tags", form: ["_csrf": csrf, "date": today, "name": "Deload week"])
            #expect(added.status == 303 && added.location == "/body/journal/tags?date=\(today)")
            let clash = try await browser.post("/body/journal/tags", form: ["_csrf": csrf, "date": today, "name": "DELOAD  week"])
            #expect(clash.status == 409)
            #expect(clash.body.contains("You already have a tag named &quot;DELOAD week&quot;."))
            #expect(clash.body.contains(#"value="DELOAD  week""#), "the refused name is shown again")
            let empty = try await browser.post("/body/journal/tags", form: ["_csrf": csrf, "date": today, "name": "  "])
            #expect(empty.status == 400 && empty.body.contains("Tag name must not be empty."))

            let deload = try Self.chip("Deload week", in: try await browser.get("/body").body)
            let renamed = try await browser.post(
                "/body/journal/tags/\(deload.id)", form: ["_csrf": csrf, "date": today, "action": "rename", "name": "Deload"])
            #expect(renamed.status == 303)
            #expect(try Self.chip("Deload", in: try await browser.get("/body").body).id == deload.id)
            _ = try await browser.post("/body/journal/tags/\(deload.id)", form: ["_csrf": csrf, "date": today, "action": "hide"])
            #expect(!(try await browser.get("/body").body.contains(#"data-name="Deload""#)))
            #expect(try await browser.get("/body/journal/tags").body.contains("id=\"hidden-tags\""))
            _ = try await browser.post("/body/journal/tags/\(deload.id)", form: ["_csrf": csrf, "date": today, "action": "show"])
            #expect(try await browser.get("/body").body.contains(#"data-name="Deload""#))
            let bad = try await browser.post("/body/journal/tags/\(deload.id)", form: ["_csrf": csrf, "date": today, "action": "explode"])
            #expect(bad.status == 400)
        }
    }

    @Test("Supplements page: add, retire (gone from the day's checklist), restore, reorder, and 30-day adherence")
    func supplementsPage() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let today = JournalSupplementAPITests.Owner.day(0)
            let page = try await browser.get("/body/supplements")
            #expect(page.status == 200 && page.body.contains("<h1>Supplements</h1>"))
            #expect(page.body.contains(#"id="adherence-overall">0 %"#))
            let csrf = try #require(page.csrfToken)
            let added = try await browser.post(
                "/body/supplements", form: ["_csrf": csrf, "date": today, "name": "Caffeine", "dose": "200 mg", "stack": "evening"])
            #expect(added.status == 303 && added.location == "/body/supplements?date=\(today)")
            let badStack = try await browser.post("/body/supplements", form: ["_csrf": csrf, "date": today, "name": "Beta-alanine", "stack": "noon"])
            #expect(badStack.status == 400 && badStack.body.contains("Unknown stack"))

            let day = try await browser.get("/body")
            let caffeine = try Self.row("Caffeine", in: day.body)
            let zinc = try Self.row("Zinc", in: day.body)
            _ = try await browser.post("/body/day/supplements/\(zinc.id)", form: ["_csrf": csrf, "date": today, "taken": "1"])
            #expect(try await browser.get("/body/supplements").body.contains(#"id="adherence-overall">14 %"#), "1 of 7 counted days")

            let retired = try await browser.post("/body/supplements/\(caffeine.id)", form: ["_csrf": csrf, "date": today, "action": "retire"])
            #expect(retired.status == 303)
            #expect(!(try await browser.get("/body").body.contains(#"data-name="Caffeine""#)), "retired: gone from the checklist")
            #expect(try await browser.get("/body/supplements").body.contains(#"id="retired-supplements""#))
            _ = try await browser.post("/body/supplements/\(caffeine.id)", form: ["_csrf": csrf, "date": today, "action": "restore"])
            #expect(try await browser.get("/body").body.contains(#"data-name="Caffeine""#))

            _ = try await browser.post("/body/supplements/\(caffeine.id)", form: ["_csrf": csrf, "date": today, "action": "move", "position": "1"])
            let reordered = try await browser.get("/body")
            let evening = try #require(reordered.body.range(of: #"data-stack="evening""#))
            let caffeineAt = try #require(reordered.body.range(of: #"data-name="Caffeine""#, range: evening.upperBound..<reordered.body.endIndex))
            let magnesiumAt = try #require(
                reordered.body.range(of: #"data-name="Magnesium glycinate""#, range: evening.upperBound..<reordered.body.endIndex))
            #expect(caffeineAt.lowerBound < magnesiumAt.lowerBound, "moved to the top of the evening stack")
            let saved = try await browser.post(
                "/body/supplements/\(caffeine.id)",
                form: ["_csrf": csrf, "date": today, "action": "save", "name": "Caffeine", "dose": "100 mg", "stack": "morning"])
            #expect(saved.status == 303)
            #expect(try await browser.get("/body").body.contains("100 mg"))
        }
    }
}
