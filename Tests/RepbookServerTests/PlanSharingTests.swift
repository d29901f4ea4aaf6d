import Foundation
import Testing

/// Plans to share, end to end over HTTP against the real application: one account shares, another imports.
@Suite("Plan sharing")
struct PlanSharingTests {
    /// A signed-in account with a web session and an API token.
    struct Account {
        let client: TestClient
        let token: String

        func call(_ method: String, _ path: String, _ body: String? = nil) async throws -> TestClient.Reply {
            try await client.json(method, "/api/v1" + path, body: body, token: token)
        }

        func exerciseID(_ name: String) async throws -> Int {
            let reply = try await call("GET", "/exercises?search=\(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics)!)")
            let match = (reply.json["exercises"] as? [[String: Any]] ?? []).first { $0["name"] as? String == name }
            return try #require(match?["id"] as? Int, "no \(name) in the library")
        }

        func created(_ path: String, _ body: String) async throws -> Int {
            let reply = try await call("POST", path, body)
            #expect(reply.status == 201, "\(path): \(reply.body)")
            return try #require(reply.json["id"] as? Int)
        }

        func list(_ path: String, _ key: String) async throws -> [[String: Any]] {
            try #require(try await call("GET", path).json[key] as? [[String: Any]])
        }

        /// The owner, through the setup page.
        static func owner(_ server: TestServer, name: String = "ana") async throws -> Account {
            let client = server.client()
            try await client.setUpOwner(username: name)
            return Account(client: client, token: try await client.token(username: name, password: "correct horse"))
        }

        /// A second account the owner adds, signed in on its own client.
        static func added(by owner: Account, _ server: TestServer, name: String = "ben") async throws -> Account {
            try await owner.client.addUser(name, password: "bens horse")
            let client = server.client()
            #expect(try await client.signIn(username: name, password: "bens horse").status == 303)
            return Account(client: client, token: try await client.token(username: name, password: "bens horse"))
        }
    }

    /// Ana's weekly split: Push and Legs, one custom exercise, targets with weights in two units, rest, superset, notes.
    struct AnasSplit {
        let splitID: Int
        let pushID: Int

        static func make(_ ana: Account) async throws -> AnasSplit {
            let bench = try await ana.exerciseID("Bench Press")
            let row = try await ana.exerciseID("Barbell Row")
            let squat = try await ana.exerciseID("Back Squat")
            let zercher = try await ana.created(
                "/exercises", #"{"name": "Zercher Squat", "category": "legs", "kind": "weight_reps", "equipment": "barbell"}"#)
            let push = try await ana.created("/templates", """
                {"name": "Push", "notes": "Pause the first rep.", "exercises": [
                  {"exerciseId": \(bench), "sets": 3, "reps": "8-12", "weightKg": 80, "restSeconds": 120, "supersetGroup": 0, "notes": "Touch the\
                 chest"},
                  {"exerciseId": \(row), "sets": 3, "reps": 10, "weight": 185, "unit": "lb", "supersetGroup": 0}]}
                """)
            let legs = try await ana.created("/templates", """
                {"name": "Legs", "exercises": [{"exerciseId": \(squat), "sets": 5, "reps": 5, "restSeconds": 180},
                                               {"exerciseId": \(zercher), "sets": 3, "reps": "6-8"}]}
                """)
            let split = try await ana.created(
                "/splits", #"{"name": "Push Legs Week", "schedule": "weekly", "days": [\#(push), \#(legs), null, \#(push), \#(legs), null, null]}"#)
            return AnasSplit(splitID: split, pushID: push)
        }
    }

    /// A template's exercises as comparable text: name and every target.
    private func targets(_ template: [String: Any]) -> [String] {
        (template["exercises"] as? [[String: Any]] ?? []).map { item in
            ["name", "sets", "reps", "weight", "unit", "restSeconds", "supersetGroup", "notes"]
                .map { "\($0)=\(item[$0].map { "\($0)" } ?? "nil")" }.joined(separator: " ")
        }
    }

    @Test("A split with two templates shared by one account imports into another: exercises by name, a custom one created, names made unique")
    func shareAndImport() async throws {
        try await TestServer.run { server in
            let ana = try await Account.owner(server)
            let plan = try await AnasSplit.make(ana)
            let ben = try await Account.added(by: ana, server)
            _ = try await ben.created("/templates", #"{"name": "push", "exercises": []}"#)

            let shared = try await ana.call("GET", "/splits/\(plan.splitID)/share")
            #expect(shared.status == 200)
            #expect(shared.json["format"] as? String == "repbook-plan")
            #expect(!shared.body.contains("\"id\""), "a shared plan carries no ids")

            let dryRun = try await ben.call("POST", "/plans/import?dryRun=true", shared.body)
            #expect(dryRun.status == 200, "\(dryRun.body)")
            #expect(dryRun.json["dryRun"] as? Bool == true)
            let matches = try #require(dryRun.json["exercises"] as? [[String: Any]])
            #expect(matches.map { "\($0["name"]!):\($0["match"]!)" } == [
                "Bench Press:existing", "Barbell Row:existing", "Back Squat:existing", "Zercher Squat:new",
            ])
            #expect((dryRun.json["templates"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Push (2)", "Legs"])
            #expect(try await ben.list("/templates", "templates").count == 1, "a dry run writes nothing")

            let imported = try await ben.call("POST", "/plans/import", shared.body)
            #expect(imported.status == 201, "\(imported.body)")
            let splitID = try #require((imported.json["split"] as? [String: Any])?["id"] as? Int)

            let anaSplit = try await ana.call("GET", "/splits/\(plan.splitID)").json
            let benSplit = try await ben.call("GET", "/splits/\(splitID)").json
            #expect(benSplit["name"] as? String == "Push Legs Week")
            #expect(benSplit["schedule"] as? String == "weekly")
            #expect(benSplit["active"] as? Bool == false, "an imported split is not activated")
            let dayNames = { (split: [String: Any]) in (split["days"] as? [[String: Any]] ?? []).map { $0["templateName"] as? String ?? "rest" } }
            #expect(dayNames(anaSplit) == ["Push", "Legs", "rest", "Push", "Legs", "rest", "rest"])
            #expect(dayNames(benSplit) == ["Push (2)", "Legs", "rest", "Push (2)", "Legs", "rest", "rest"])

            let anaTemplates = Dictionary(uniqueKeysWithValues: try await ana.list("/templates", "templates").map { ($0["name"] as! String, $0) })
            let benTemplates = Dictionary(uniqueKeysWithValues: try await ben.list("/templates", "templates").map { ($0["name"] as! String, $0) })
            #expect(benTemplates.keys.sorted() == ["Legs", "push", "Push (2)"].sorted())
            #expect(targets(try #require(benTemplates["Push (2)"])) == targets(try #require(anaTemplates["Push"])))
            #expect(targets(try #require(benTemplates["Legs"])) == targets(try #require(anaTemplates["Legs"])))
            #expect(benTemplates["Push (2)"]?["notes"] as? String == "Pause the first rep.")
            #expect(targets(try #require(benTemplates["Push (2)"])).last?.contains("weight=185 unit=lb") == true)

            let importedExercises = try #require(imported.json["exercises"] as? [[String: Any]])
            let zercher = try await ben.call("GET", "/exercises/\(try #require(importedExercises.last?["exerciseId"] as? Int))")
            #expect(zercher.json["name"] as? String == "Zercher Squat")
            #expect(zercher.json["category"] as? String == "legs")
            #expect(importedExercises.first?["exerciseId"] as? Int == (try await ben.exerciseID("Bench Press")))

            let again = try await ben.call("POST", "/plans/import", shared.body)
            #expect(again.status == 201)
            #expect((again.json["split"] as? [String: Any])?["name"] as? String == "Push Legs Week (2)")
            #expect((again.json["exercises"] as? [[String: Any]])?.allSatisfy { $0["match"] as? String == "existing" } == true)
        }
    }

    @Test("Another account's template or split cannot be shared: not found")
    func othersAreNotFound() async throws {
        try await TestServer.run { server in
            let ana = try await Account.owner(server)
            let plan = try await AnasSplit.make(ana)
            let ben = try await Account.added(by: ana, server)
            #expect(try await ben.call("GET", "/templates/\(plan.pushID)/share").status == 404)
            #expect(try await ben.call("GET", "/splits/\(plan.splitID)/share").status == 404)
            #expect(try await ben.client.get("/templates/\(plan.pushID)/share").status == 404)
            #expect(try await ben.client.get("/splits/\(plan.splitID)/share.json").status == 404)
            #expect(try await ana.client.get("/templates/\(plan.pushID)/share").status == 200)
        }
    }

    @Test("A broken plan is refused with 400 naming what is wrong, and nothing is created")
    func badPlans() async throws {
        try await TestServer.run { server in
            let ana = try await Account.owner(server)
            let plan = try await AnasSplit.make(ana)
            let ben = try await Account.added(by: ana, server)
            let good = try await ana.call("GET", "/splits/\(plan.splitID)/share").body
            let exercisesBefore = try await ben.list("/exercises", "exercises").count

            let notJSON = try await ben.call("POST", "/plans/import", "{not json")
            #expect(notJSON.status == 400)
            #expect(notJSON.errorField == "plan")
            let archive = try await ben.call("POST", "/plans/import", #"{"format": "repbook-archive", "version": 1}"#)
            #expect(archive.errorField == "format")
            // The last day names a template the file does not have: checked before anything is written.
            let badDay = good.replacingOccurrences(of: "null,null]", with: "null,7]")
            #expect(badDay != good)
            let refused = try await ben.call("POST", "/plans/import", badDay)
            #expect(refused.status == 400)
            #expect(refused.errorField == "split.days[6]")
            let badReps = good.replacingOccurrences(of: #""reps":"6-8""#, with: #""reps":"8-6""#)
            #expect(try await ben.call("POST", "/plans/import", badReps).errorField == "templates[1].reps")

            #expect(try await ben.list("/templates", "templates").isEmpty)
            #expect(try await ben.list("/splits", "splits").isEmpty)
            #expect(try await ben.list("/exercises", "exercises").count == exercisesBefore)

            let page = try await ben.client.get("/plans/import")
            let form = try await ben.client.post("/plans/import/preview", form: ["_csrf": try #require(page.csrfToken), "plan": badDay])
            #expect(form.status == 400)
            #expect(form.body.contains("Day 7 of the split names template 7"))
            #expect(form.body.contains("null,7]"), "the text is kept to fix")
        }
    }

    @Test("The web pages: share page with link and file, import preview, import behind CSRF, then the new split's page")
    func webFlow() async throws {
        try await TestServer.run { server in
            let ana = try await Account.owner(server)
            let plan = try await AnasSplit.make(ana)
            let ben = try await Account.added(by: ana, server)

            let sharePage = try await ana.client.get("/splits/\(plan.splitID)/share")
            #expect(sharePage.status == 200)
            #expect(sharePage.body.contains("/plans/import#plan="))
            #expect(sharePage.body.contains("push-legs-week.repbook-plan.json"))
            let file = try await ana.client.get("/splits/\(plan.splitID)/share.json")
            #expect(file.status == 200)
            #expect(file.headers["content-disposition"] == #"attachment; filename="push-legs-week.repbook-plan.json""#)
            #expect(file.json["kind"] as? String == "split")
            #expect(
                try await ana.client.get("/templates/\(plan.pushID)/share.json").headers["content-disposition"]?.contains("push.repbook-plan.json")
                    == true)

            let importPage = try await ben.client.get("/plans/import")
            let csrf = try #require(importPage.csrfToken)
            let preview = try await ben.client.post("/plans/import/preview", form: ["_csrf": csrf, "plan": file.body])
            #expect(preview.status == 200)
            #expect(preview.body.contains("Zercher Squat"))
            #expect(preview.body.contains("matched to Bench Press"))
            #expect(preview.body.contains(#"class="badge">New"#))
            #expect(try await ben.list("/splits", "splits").isEmpty, "a preview writes nothing")

            let forged = try await ben.client.post("/plans/import", form: ["plan": file.body])
            #expect(forged.status == 403)
            #expect(try await ben.list("/splits", "splits").isEmpty)

            let done = try await ben.client.post("/plans/import", form: ["_csrf": csrf, "plan": file.body])
            #expect(done.status == 303)
            let splits = try await ben.list("/splits", "splits")
            #expect(splits.count == 1)
            #expect(done.location == "/splits/\(try #require(splits.first?["id"] as? Int))")
            let splitPage = try await ben.client.get(try #require(done.location))
            #expect(splitPage.body.contains("Imported Push Legs Week: 2 templates, 1 new exercise."))

            // A template alone lands on the new template's page.
            let templateFile = try await ana.client.get("/templates/\(plan.pushID)/share.json")
            let template = try await ben.client.post("/plans/import", form: ["_csrf": csrf, "plan": templateFile.body])
            #expect(template.status == 303)
            let templates = try await ben.list("/templates", "templates")
            let copy = try #require(templates.first { $0["name"] as? String == "Push (2)" }, "\(templates.map { $0["name"] })")
            #expect(template.location == "/templates/\(try #require(copy["id"] as? Int))")
        }
    }
}
