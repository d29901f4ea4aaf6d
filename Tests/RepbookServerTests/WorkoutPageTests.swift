import Foundation
import Testing

/// The live workout, plans and history as the browser uses them: forms with CSRF tokens, redirects, and JSON for the
/// page's own script.
@Suite("Workout pages")
struct WorkoutPageTests {
    static let fetch = ["X-Requested-With": "fetch"]

    /// The id of a library exercise, read from the picker page.
    static func exerciseID(_ name: String, client: TestClient) async throws -> String {
        let picker = try await client.get("/workout/add?q=\(name.replacingOccurrences(of: " ", with: "%20"))")
        let marker = "name=\"exercise_id\" value=\""
        var rest = Substring(picker.body)
        while let range = rest.range(of: marker) {
            let after = rest[range.upperBound...]
            let id = String(after.prefix { $0 != "\"" })
            if let button = after.range(of: "data-add-exercise=\""), after[button.upperBound...].hasPrefix(name + "\"") { return id }
            rest = after
        }
        throw TestClient.Failure(description: "no \(name) in the picker")
    }

    static func setIDs(in page: String) -> [String] {
        page.components(separatedBy: "data-set=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test("Every workout form needs the CSRF token; without it nothing starts")
    func csrf() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let refused = try await client.post("/workout/start", form: ["from": "empty"])
            #expect(refused.status == 403)
            #expect(try await client.get("/workout").status == 303, "no workout was started")
            let home = try await client.get("/")
            let started = try await client.post("/workout/start", form: ["_csrf": try #require(home.csrfToken), "from": "empty", "name": "Evening"])
            #expect(started.status == 303 && started.location == "/workout")
            #expect(try await client.post("/workout/discard", form: [:]).status == 403)
            #expect(try await client.get("/workout").body.contains("Evening"))
        }
    }

    @Test("Logging through the page: done answers the rest end and the next set as JSON; bad input is a JSON error that changes nothing")
    func logging() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try #require(try await client.get("/").csrfToken)
            _ = try await client.post("/workout/start", form: ["_csrf": token, "from": "empty"])
            let squat = try await Self.exerciseID("Back Squat", client: client)
            let added = try await client.post("/workout/exercises", form: ["_csrf": token, "exercise_id": squat])
            #expect(added.status == 303)
            let firstSet = try #require(Self.setIDs(in: try await client.get("/workout").body).first)
            _ = try await client.post("/workout/exercises/\(try #require(added.location?.split(separator: "-").last))/sets", form: ["_csrf": token])
            let sets = Self.setIDs(in: try await client.get("/workout").body)
            #expect(sets.count == 2)

            let done = try await client.post(
                "/workout/sets/\(firstSet)", form: ["_csrf": token, "weight": "140", "reps": "5", "kind": "normal", "done": "1"], headers: Self.fetch)
            #expect(done.status == 200)
            #expect(done.json["done"] as? Bool == true)
            #expect(done.json["nextSetId"] as? Int == Int(sets[1]))
            let restEnd = try #require(done.json["restEndsAtMillis"] as? Double)
            #expect(restEnd > Date().timeIntervalSince1970 * 1000 + 100_000, "the default rest is two minutes")

            let bad = try await client.post("/workout/sets/\(firstSet)", form: ["_csrf": token, "rpe": "8.25"], headers: Self.fetch)
            #expect(bad.status == 400 && bad.errorField == "rpe")
            // The form decodes into the Core input (URLEncodedFormDecoder): a field it cannot read is a 400 naming it.
            let nested = try await client.post("/workout/sets/\(firstSet)", form: ["_csrf": token, "weight[x]": "150"], headers: Self.fetch)
            #expect(nested.status == 400 && nested.errorField == "weight")
            let page = try await client.get("/workout").body
            #expect(page.contains("value=\"140\""))

            let shorter = try await client.post("/workout/rest", form: ["_csrf": token, "action": "subtract"], headers: Self.fetch)
            #expect(abs((shorter.json["restEndsAtMillis"] as? Double ?? 0) - (restEnd - 15_000)) < 1)
            let skipped = try await client.post("/workout/rest", form: ["_csrf": token, "action": "skip"], headers: Self.fetch)
            #expect(skipped.status == 200 && skipped.json["restEndsAtMillis"] == nil)

            // Finishing with an undone set asks first, then drops it.
            let ask = try await client.post("/workout/finish", form: ["_csrf": token])
            #expect(ask.status == 200 && ask.body.contains("1 set is not marked done"))
            let finished = try await client.post("/workout/finish", form: ["_csrf": token, "confirm": "1"])
            #expect(finished.status == 303)
            let summary = try await client.get(try #require(finished.location))
            #expect(summary.body.contains("data-stat=\"sets\">1<"))
            #expect(try await client.get("/history/all").body.contains("workout-history"))
            let calendar = try await client.get("/history").body
            #expect(calendar.contains("id=\"calendar\"") && calendar.contains("calendar-day trained"))
        }
    }

    @Test("Another user's finished workout is not found on any page; names are escaped")
    func isolationAndEscaping() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let token = try #require(try await owner.get("/").csrfToken)
            let bench = try await Self.exerciseID("Bench Press", client: owner)
            let created = try await owner.post("/templates", form: [
                "_csrf": token, "op": "save", "name": "<script>alert(1)</script>", "rows": "1", "exercise_0": bench, "sets_0": "1", "reps_0": "5",
            ])
            #expect(created.status == 303)
            let plans = try await owner.get("/plans").body
            #expect(plans.contains("&lt;script&gt;alert(1)&lt;/script&gt;") && !plans.contains("<script>alert(1)"))

            _ = try await owner.post("/workout/start", form: ["_csrf": token, "from": "empty"])
            _ = try await owner.post("/workout/exercises", form: ["_csrf": token, "exercise_id": bench])
            let set = try #require(Self.setIDs(in: try await owner.get("/workout").body).first)
            _ = try await owner.post("/workout/sets/\(set)", form: ["_csrf": token, "weight": "80", "reps": "8", "done": "1"], headers: Self.fetch)
            let finished = try await owner.post("/workout/finish", form: ["_csrf": token])
            let path = try #require(finished.location?.split(separator: "?").first.map(String.init))

            let settings = try await owner.get("/settings")
            _ = try await owner.post("/settings/users", form: [
                "_csrf": try #require(settings.csrfToken), "username": "friend", "password": "another horse", "password_confirm": "another horse",
            ])
            let friend = server.client()
            _ = try await friend.signIn(username: "friend", password: "another horse")
            #expect(try await friend.get(path).status == 404)
            let friendToken = try #require(try await friend.get("/").csrfToken)
            #expect(try await friend.post(path + "/delete", form: ["_csrf": friendToken]).status == 404)
            #expect(!(try await friend.get("/history").body.contains(path)))
            #expect(try await owner.get(path).status == 200)
        }
    }

    @Test("Search boxes read a space sent as + the way GET forms send it")
    func plusIsSpace() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            #expect(try await client.get("/library?q=back+squat").body.contains("data-summary>1 exercise<"))
            #expect(try await client.get("/workout/add?q=back+squat").body.contains("data-add-exercise=\"Back Squat\""))
        }
    }
}
