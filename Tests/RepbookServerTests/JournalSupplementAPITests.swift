import Foundation
import Testing

@Suite("Journal and supplements over the JSON API")
struct JournalSupplementAPITests {
    /// A signed-up owner (time zone Europe/Berlin) with a bearer token, and the days around today in that zone.
    struct Owner {
        let client: TestClient
        let token: String

        static func make(_ server: TestServer, name: String = "lifter") async throws -> Owner {
            let client = server.client()
            try await client.setUpOwner(username: name)
            return Owner(client: client, token: try await client.token(username: name, password: "correct horse"))
        }

        /// A second account, created by this owner in Settings, with its own token.
        func friend(_ server: TestServer, name: String = "other") async throws -> Owner {
            let settings = try await client.get("/settings")
            let created = try await client.post(
                "/settings/users", form: ["_csrf": try #require(settings.csrfToken), "username": name, "password": "other horse"])
            #expect(created.status == 303)
            let friend = server.client()
            return Owner(client: friend, token: try await friend.token(username: name, password: "other horse"))
        }

        func call(_ method: String, _ path: String, _ body: String? = nil) async throws -> TestClient.Reply {
            try await client.json(method, "/api/v1" + path, body: body, token: token)
        }

        /// `YYYY-MM-DD` of today plus `offset` days in Europe/Berlin.
        static func day(_ offset: Int) -> String {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "Europe/Berlin")!
            let date = calendar.date(byAdding: .day, value: offset, to: Date())!
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            return String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        }
    }

    @Test("GET and PUT /journal/{date}: exactly date, tag names in order and the note or null; left-out fields stay")
    func journalDay() async throws {
        try await TestServer.run { server in
            let owner = try await Owner.make(server)
            let today = Owner.day(0)
            let empty = try await owner.call("GET", "/journal/\(today)")
            #expect(empty.status == 200)
            #expect(Set(empty.json.keys) == ["date", "tags", "note"])
            #expect(empty.json["date"] as? String == today)
            #expect((empty.json["tags"] as? [String]) == [])
            #expect(empty.json["note"] is NSNull)

            let put = try await owner.call("PUT", "/journal/\(today)", #"{"tags": ["SORE", "slept well"], "note": "Heavy legs\nslept 6 h"}"#)
            #expect(put.status == 200)
            #expect(Set(put.json.keys) == ["date", "tags", "note"])
            #expect(put.json["tags"] as? [String] == ["slept well", "sore"], "names as stored, in the user's order")
            #expect(put.json["note"] as? String == "Heavy legs\nslept 6 h")
            let read = try await owner.call("GET", "/journal/\(today)")
            #expect(read.json["tags"] as? [String] == ["slept well", "sore"] && read.json["note"] as? String == "Heavy legs\nslept 6 h")

            let noteOnly = try await owner.call("PUT", "/journal/\(today)", #"{"note": null}"#)
            #expect(noteOnly.json["tags"] as? [String] == ["slept well", "sore"])
            #expect(noteOnly.json["note"] is NSNull)
            let tagsOnly = try await owner.call("PUT", "/journal/\(today)", #"{"tags": [], "note": "rest"}"#)
            #expect(tagsOnly.json["tags"] as? [String] == [] && tagsOnly.json["note"] as? String == "rest")

            let yesterday = try await owner.call("GET", "/journal/\(Owner.day(-1))")
            #expect(yesterday.json["tags"] as? [String] == [] && yesterday.json["note"] is NSNull, "another day is untouched")
        }
    }

    @Test("Journal input errors are 400s naming the field and change nothing; no token is a 401")
    func journalErrors() async throws {
        try await TestServer.run { server in
            let owner = try await Owner.make(server)
            let today = Owner.day(0)
            _ = try await owner.call("PUT", "/journal/\(today)", #"{"tags": ["sore"], "note": "kept"}"#)
            let cases: [(method: String, path: String, body: String?, field: String)] = [
                ("PUT", "/journal/\(today)", #"{"tags": ["sore", "hungover"]}"#, "tags"),
                ("PUT", "/journal/\(today)", #"{"tags": "sore"}"#, "tags"),
                ("PUT", "/journal/\(today)", #"{"note": "\#(String(repeating: "x", count: 2001))"}"#, "note"),
                ("PUT", "/journal/\(today)", #"{"note": 5}"#, "note"),
                ("PUT", "/journal/\(Owner.day(1))", #"{"tags": []}"#, "date"),
                ("GET", "/journal/\(Owner.day(1))", nil, "date"),
                ("GET", "/journal/2026-02-30", nil, "date"),
                ("GET", "/journal/yesterday", nil, "date"),
            ]
            for item in cases {
                let reply = try await owner.call(item.method, item.path, item.body)
                #expect(reply.status == 400, "\(item.method) \(item.path) \(item.body ?? "")")
                #expect(reply.errorField == item.field, "\(item.method) \(item.path)")
            }
            let malformed = try await owner.call("PUT", "/journal/\(today)", "{tags")
            #expect(malformed.status == 400 && malformed.errorCode == "invalid_json")
            let unchanged = try await owner.call("GET", "/journal/\(today)")
            #expect(unchanged.json["tags"] as? [String] == ["sore"] && unchanged.json["note"] as? String == "kept")
            #expect(try await server.client().json("GET", "/api/v1/journal/\(today)").status == 401)
            #expect(try await server.client().json("PUT", "/api/v1/journal/\(today)", body: #"{"tags": []}"#).status == 401)
        }
    }

    @Test("Journal tags: list, add, rename, hide (still usable by name), reorder; clashes are 409s; another user's tag is 404")
    func journalTags() async throws {
        try await TestServer.run { server in
            let owner = try await Owner.make(server)
            let list = try await owner.call("GET", "/journal/tags")
            let tags = try #require(list.json["tags"] as? [[String: Any]])
            #expect(
                tags.map { $0["name"] as? String } == [
                    "slept well", "poor sleep", "sore", "stressed", "high energy", "low energy", "sick", "travel", "alcohol", "rest day",
                ])
            #expect(tags.map { $0["position"] as? Int } == Array(1...10))
            #expect(Set(tags[0].keys) == ["id", "name", "hidden", "position"])

            let created = try await owner.call("POST", "/journal/tags", #"{"name": "  Deload   week "}"#)
            #expect(created.status == 201)
            let id = try #require(created.json["id"] as? Int)
            #expect(created.location == "/api/v1/journal/tags/\(id)")
            #expect(
                created.json["name"] as? String == "Deload week" && created.json["hidden"] as? Bool == false && created.json["position"] as? Int == 11
            )
            #expect(try await owner.call("POST", "/journal/tags", #"{"name": "deload WEEK"}"#).status == 409)
            #expect(try await owner.call("POST", "/journal/tags", #"{}"#).errorField == "name")
            #expect(try await owner.call("POST", "/journal/tags", #"{"name": "\#(String(repeating: "t", count: 33))"}"#).errorField == "name")

            let moved = try await owner.call("PATCH", "/journal/tags/\(id)", #"{"position": 1}"#)
            #expect(moved.json["position"] as? Int == 1)
            let renamed = try await owner.call("PATCH", "/journal/tags/\(id)", #"{"name": "Deload"}"#)
            #expect(renamed.json["name"] as? String == "Deload")
            #expect(try await owner.call("PATCH", "/journal/tags/\(id)", #"{"name": "Sore"}"#).status == 409)
            #expect(try await owner.call("PATCH", "/journal/tags/\(id)", #"{"position": 0}"#).errorField == "position")

            let hidden = try await owner.call("PATCH", "/journal/tags/\(id)", #"{"hidden": true}"#)
            #expect(hidden.json["hidden"] as? Bool == true && hidden.json["position"] is NSNull)
            let after = try #require(try await owner.call("GET", "/journal/tags").json["tags"] as? [[String: Any]])
            #expect(after.last?["id"] as? Int == id, "hidden tags come last")
            let day = try await owner.call("PUT", "/journal/\(Owner.day(0))", #"{"tags": ["deload"]}"#)
            #expect(day.json["tags"] as? [String] == ["Deload"], "a hidden tag can still be set by name")

            let other = try await owner.friend(server)
            #expect(try await other.call("PATCH", "/journal/tags/\(id)", #"{"name": "mine"}"#).status == 404)
            #expect(try await other.call("PATCH", "/journal/tags/abc", #"{"name": "mine"}"#).status == 404)
            #expect(try await other.call("PUT", "/journal/\(Owner.day(0))", #"{"tags": ["Deload"]}"#).errorField == "tags")
        }
    }

    @Test("Supplements: list, add, the day's checklist, taken per day, retire; errors name the field; another user's is 404")
    func supplements() async throws {
        try await TestServer.run { server in
            let owner = try await Owner.make(server)
            let today = Owner.day(0)
            let list = try #require(try await owner.call("GET", "/supplements").json["supplements"] as? [[String: Any]])
            #expect(
                list.map { $0["name"] as? String } == [
                    "Creatine monohydrate", "Vitamin D3", "Fish oil", "Multivitamin", "Magnesium glycinate", "Zinc",
                ])
            #expect(list.map { $0["stack"] as? String } == ["morning", "morning", "morning", "morning", "evening", "evening"])
            #expect(list.map { $0["position"] as? Int } == [1, 2, 3, 4, 1, 2])
            #expect(Set(list[0].keys) == ["id", "name", "dose", "stack", "position", "retired", "startDate", "retiredOn"])
            #expect(list[0]["startDate"] as? String == today && list[0]["retiredOn"] is NSNull && list[0]["dose"] as? String == "5 g")

            let created = try await owner.call("POST", "/supplements", #"{"name": "Caffeine", "dose": "200 mg", "stack": "morning"}"#)
            #expect(created.status == 201)
            let caffeine = try #require(created.json["id"] as? Int)
            #expect(created.location == "/api/v1/supplements/\(caffeine)")
            #expect(created.json["position"] as? Int == 5)
            for (body, field) in [
                (#"{"name": "Caffeine", "stack": "morning"}"#, ""), (#"{"name": "Beta-alanine", "stack": "noon"}"#, "stack"),
                (#"{"stack": "morning"}"#, "name"), (#"{"name": "Beta-alanine"}"#, "stack"),
            ] {
                let reply = try await owner.call("POST", "/supplements", body)
                if field.isEmpty { #expect(reply.status == 409) } else { #expect(reply.status == 400 && reply.errorField == field, "\(body)") }
            }

            let day = try await owner.call("GET", "/supplements/day/\(today)")
            #expect(Set(day.json.keys) == ["date", "supplements"])
            let items = try #require(day.json["supplements"] as? [[String: Any]])
            #expect(items.count == 7 && items.allSatisfy { $0["taken"] as? Bool == false })
            #expect(Set(items[0].keys) == ["id", "name", "dose", "stack", "taken"])

            let creatine = try #require(list[0]["id"] as? Int)
            let taken = try await owner.call("PUT", "/supplements/\(creatine)/days/\(today)", #"{"taken": true}"#)
            #expect(taken.status == 200)
            #expect(taken.json["date"] as? String == today && taken.json["supplementId"] as? Int == creatine && taken.json["taken"] as? Bool == true)
            _ = try await owner.call("PUT", "/supplements/\(caffeine)/days/\(Owner.day(-1))", #"{"taken": true}"#)
            let checked = try #require(try await owner.call("GET", "/supplements/day/\(today)").json["supplements"] as? [[String: Any]])
            #expect(checked.filter { $0["taken"] as? Bool == true }.map { $0["id"] as? Int } == [creatine])
            #expect(try await owner.call("PUT", "/supplements/\(creatine)/days/\(today)", #"{"taken": false}"#).json["taken"] as? Bool == false)

            for (path, body, field) in [
                ("/supplements/\(creatine)/days/\(today)", #"{}"#, "taken"),
                ("/supplements/\(creatine)/days/\(today)", #"{"taken": "yes"}"#, "taken"),
                ("/supplements/\(creatine)/days/\(Owner.day(1))", #"{"taken": true}"#, "date"),
                ("/supplements/\(creatine)/days/2026-13-01", #"{"taken": true}"#, "date"),
            ] {
                let reply = try await owner.call("PUT", path, body)
                #expect(reply.status == 400 && reply.errorField == field, "\(path) \(body)")
            }
            #expect(try await owner.call("GET", "/supplements/day/\(Owner.day(1))").errorField == "date")

            let retired = try await owner.call("PATCH", "/supplements/\(caffeine)", #"{"retired": true}"#)
            #expect(retired.json["retired"] as? Bool == true && retired.json["retiredOn"] as? String == today && retired.json["position"] is NSNull)
            let withoutCaffeine = try #require(try await owner.call("GET", "/supplements/day/\(today)").json["supplements"] as? [[String: Any]])
            #expect(!withoutCaffeine.contains { $0["id"] as? Int == caffeine }, "retired: gone from today's checklist")
            let yesterday = try #require(try await owner.call("GET", "/supplements/day/\(Owner.day(-1))").json["supplements"] as? [[String: Any]])
            #expect(yesterday.contains { $0["id"] as? Int == caffeine && $0["taken"] as? Bool == true }, "its past day keeps it")
            let edited = try await owner.call("PATCH", "/supplements/\(creatine)", #"{"dose": "3 g", "stack": "evening", "position": 1}"#)
            #expect(edited.json["dose"] as? String == "3 g" && edited.json["stack"] as? String == "evening" && edited.json["position"] as? Int == 1)

            let other = try await owner.friend(server)
            #expect(try await other.call("PUT", "/supplements/\(creatine)/days/\(today)", #"{"taken": true}"#).status == 404)
            #expect(try await other.call("PATCH", "/supplements/\(creatine)", #"{"retired": true}"#).status == 404)
            #expect(try await owner.call("GET", "/supplements/day/\(today)").status == 200)
            #expect(try await server.client().json("GET", "/api/v1/supplements").status == 401)
        }
    }

    @Test("Adherence over the 30 days ending on `end` (today by default): per supplement and overall")
    func adherence() async throws {
        try await TestServer.run { server in
            let owner = try await Owner.make(server)
            let today = Owner.day(0)
            let list = try #require(try await owner.call("GET", "/supplements").json["supplements"] as? [[String: Any]])
            let creatine = try #require(list[0]["id"] as? Int)
            _ = try await owner.call("PUT", "/supplements/\(creatine)/days/\(today)", #"{"taken": true}"#)
            _ = try await owner.call("PUT", "/supplements/\(creatine)/days/\(Owner.day(-3))", #"{"taken": true}"#)

            let reply = try await owner.call("GET", "/supplements/adherence")
            #expect(reply.status == 200)
            #expect(Set(reply.json.keys) == ["start", "end", "days", "overallPercent", "supplements"])
            #expect(reply.json["end"] as? String == today && reply.json["start"] as? String == Owner.day(-29) && reply.json["days"] as? Int == 30)
            let rows = try #require(reply.json["supplements"] as? [[String: Any]])
            #expect(rows.count == 6)
            #expect(Set(rows[0].keys) == ["id", "name", "stack", "retired", "takenDays", "countedDays", "percent"])
            let first = rows[0]
            #expect(
                first["id"] as? Int == creatine && first["takenDays"] as? Int == 2 && first["countedDays"] as? Int == 2
                    && first["percent"] as? Double == 100)
            #expect(rows.dropFirst().allSatisfy { $0["takenDays"] as? Int == 0 && $0["countedDays"] as? Int == 1 })
            #expect(reply.json["overallPercent"] as? Double == 28.6, "2 of 7 counted days")

            let earlier = try await owner.call("GET", "/supplements/adherence?end=\(Owner.day(-1))")
            let earlierRows = try #require(earlier.json["supplements"] as? [[String: Any]])
            #expect(earlierRows.count == 1 && earlierRows[0]["countedDays"] as? Int == 1, "before today only the day it was taken counts")
            for end in ["2026-02-30", Owner.day(1), "soon", ""] {
                #expect(try await owner.call("GET", "/supplements/adherence?end=\(end)").errorField == "end", "\(end)")
            }
        }
    }
}
