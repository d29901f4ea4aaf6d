import Foundation
import Testing

/// Sharing a program through the real application: the share page's file and link, the import page's preview (the start
/// form of the file, with a select per lift), a lift named like none of the importer's exercises chosen instead of
/// refused, a bad file refused naming its field, and another user's program not found on the new routes.
@Suite("Program sharing pages")
struct ProgramSharingPageTests {
    /// The id of the option named `name` in a page's selects.
    static func optionID(_ name: String, in body: String) throws -> String {
        let pattern = #"<option value="(\d+)"( selected)?>"# + NSRegularExpression.escapedPattern(for: name) + "</option>"
        let regex = try NSRegularExpression(pattern: pattern)
        let match = try #require(regex.firstMatch(in: body, range: NSRange(body.startIndex..., in: body)), "\(name)")
        return String(body[try #require(Range(match.range(at: 1), in: body))])
    }

    /// Whether the option named `name` is the selected one.
    static func isSelected(_ name: String, in body: String) -> Bool {
        body.contains("selected>\(name)</option>")
    }

    /// B, a second lifter signed in on their own client.
    static func secondLifter(_ server: TestServer, owner: TestClient) async throws -> TestClient {
        try await owner.addUser("ben", password: "bens horse")
        let ben = server.client()
        #expect(try await ben.signIn(username: "ben", password: "bens horse").status == 303)
        return ben
    }

    @Test("Share: the file downloads and the link carries it; another lifter previews it and starts it, choosing an exercise")
    func shareAndImport() async throws {
        try await TestServer.run { server in
            let ana = server.client()
            try await ana.setUpOwner(username: "ana", password: "correct horse")
            let path = try await ProgramPageTests.startBBB(ana)
            #expect(try await ana.get(path).body.contains("href=\"\(path)/share\""))
            let share = try await ana.get(path + "/share")
            #expect(share.status == 200)
            let file = try await ana.get(path + "/share.json")
            #expect(file.status == 200)
            #expect(file.headers["content-disposition"] == "attachment; filename=\"5-3-1-boring-but-big.repbook-program.json\"")
            #expect(file.body.hasPrefix("{\"format\":\"repbook-program\""))
            let fragment = Data(file.body.utf8).base64EncodedString()
                .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
            #expect(share.body.contains("/programs/import#program=\(fragment)"), "the link carries the file")
            #expect(share.body.contains("none of your training maxes or history"))

            // Ben's copy names the squat "Zercher Squat": no exercise of his is named so.
            var object = try #require(try JSONSerialization.jsonObject(with: Data(file.body.utf8)) as? [String: Any])
            var program = try #require(object["program"] as? [String: Any])
            var lifts = try #require(program["lifts"] as? [[String: Any]])
            let squat = try #require(lifts.firstIndex { $0["key"] as? String == "squat" })
            lifts[squat]["name"] = "Zercher Squat"
            program["lifts"] = lifts
            object["program"] = program
            let edited = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)

            let ben = try await Self.secondLifter(server, owner: ana)
            let importPage = try await ben.get("/programs/import")
            #expect(importPage.status == 200 && importPage.body.contains("data-fragment=\"program\""))
            let csrf = try #require(importPage.csrfToken)
            let preview = try await ben.post("/programs/import/preview", form: ["_csrf": csrf, "program": edited])
            #expect(preview.status == 200)
            #expect(preview.body.contains("4 days a week · 4-week cycle"))
            #expect(preview.body.contains("Overhead Press, Deadlift, Bench Press, Zercher Squat"))
            #expect(preview.body.contains("action=\"/programs/import/start\""))
            #expect(preview.body.contains("None of your exercises is named Zercher Squat"))
            #expect(Self.isSelected("Pick an exercise", in: preview.body))
            #expect(Self.isSelected("Bench Press", in: preview.body), "a matching name is preselected")

            var form = ProgramPageTests.maxes.merging(["_csrf": csrf, "program": edited]) { $1 }
            let refused = try await ben.post("/programs/import/start", form: form)
            #expect(refused.status == 400)
            #expect(refused.body.contains("id=\"ex-squat-error\""))
            #expect(refused.body.contains("value=\"180\""), "what was typed is kept")
            form["ex_squat"] = try Self.optionID("Front Squat", in: preview.body)
            let started = try await ben.post("/programs/import/start", form: form)
            #expect(started.status == 303, "\(started.body.prefix(500))")
            let benPath = try #require(started.location)
            #expect(try await ben.get(benPath).body.contains("Zercher Squat"))

            // Day 4 is the squat's: moved there, its session logs Front Squat.
            let moved = try await ben.post(benPath + "/move", form: ["_csrf": csrf, "week": "1", "day": "4"])
            #expect(moved.status == 303 && moved.location == benPath)
            #expect(try await ben.get(benPath).body.contains("Moved to week 1, day 4: Squat"))
            _ = try await ben.post("/workout/start", form: ["_csrf": csrf, "from": "program"])
            #expect(try await ben.get("/workout").body.contains("Front Squat"))
            #expect(try await ana.get(path).body.contains("Day 1: Overhead Press"), "Ana's program is untouched")
        }
    }

    @Test("A bad file is refused naming the field, what was sent kept, and nothing starts")
    func badFile() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let csrf = try #require(try await client.get("/programs/import").csrfToken)
            let cases: [(text: String, says: String)] = [
                ("", "Pick a program file or paste one first."),
                ("not json", "it is not a JSON object"),
                (#"{"format": "repbook-plan", "version": 1}"#, "format"),
                (#"{"format": "repbook-program", "version": 2, "program": {}}"#, "version 1"),
                (#"{"format": "repbook-program", "version": 1, "program": {"name": "Mine"}}"#, "lacks program."),
            ]
            for bad in cases {
                let reply = try await client.post("/programs/import/preview", form: ["_csrf": csrf, "program": bad.text])
                #expect(reply.status == 400, "\(bad.text)")
                #expect(reply.body.contains("id=\"plan-import-error\""), "\(bad.text)")
                #expect(
                    reply.body.contains(bad.says) || reply.body.contains(bad.says.replacingOccurrences(of: "\"", with: "&quot;")),
                    "\(bad.text): \(bad.says)")
            }
            let start = try await client.post(
                "/programs/import/start", form: ProgramPageTests.maxes.merging(["_csrf": csrf, "program": "{}"]) { $1 })
            #expect(start.status == 400)
            #expect(!(try await client.get("/programs").body.contains("id=\"my-programs\"")), "nothing started")
        }
    }

    @Test("Another user's program is not found on share, its file, move, end and delete")
    func isolation() async throws {
        try await TestServer.run { server in
            let ana = server.client()
            try await ana.setUpOwner(username: "ana", password: "correct horse")
            let path = try await ProgramPageTests.startBBB(ana)
            let ben = try await Self.secondLifter(server, owner: ana)
            let csrf = try #require(try await ben.get("/settings").csrfToken)
            #expect(try await ben.get(path + "/share").status == 404)
            #expect(try await ben.get(path + "/share.json").status == 404)
            #expect(try await ben.post(path + "/move", form: ["_csrf": csrf, "week": "2", "day": "1"]).status == 404)
            #expect(try await ben.post(path + "/end", form: ["_csrf": csrf]).status == 404)
            #expect(try await ben.post(path + "/delete", form: ["_csrf": csrf]).status == 404)
            let page = try await ana.get(path).body
            #expect(page.contains("Cycle 1 · Week 1 · Day 1") && page.contains("id=\"end-program\""), "Ana's program did not move or end")
        }
    }
}
