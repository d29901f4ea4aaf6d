import Foundation
import RepbookCore
import RepbookServer
import Testing

/// Workout history imports against the real application: the web preview with its mapping choices, one import that
/// never repeats, limits and isolation, the JSON API and the CSV downloads.
@Suite("Workout history import and export")
struct HistoryImportTests {
    typealias Lifter = TrainingAPITests.Lifter

    /// A Hevy export in pounds: a warm-up, a superset of two exercises, and one exercise the library lacks.
    static let hevyFile = """
        "title","start_time","end_time","description","exercise_title","superset_id","exercise_notes","set_index","set_type","weight_lbs","reps",\
        "distance_miles","duration_seconds","rpe"
        "Upper","15 Sep 2025, 07:48","15 Sep 2025, 08:50","","Bench Press (Barbell)",,"",0,"warmup",95,10,,,
        "Upper","15 Sep 2025, 07:48","15 Sep 2025, 08:50","","Bench Press (Barbell)",,"",1,"normal",185,5,,,8
        "Upper","15 Sep 2025, 07:48","15 Sep 2025, 08:50","","Bent Over Row (Barbell)",0,"",0,"normal",135,8,,,
        "Upper","15 Sep 2025, 07:48","15 Sep 2025, 08:50","","Face Pull Deluxe (Cable)",0,"Rope",0,"normal",40,15,,,

        """

    private func upload(_ client: TestClient, _ path: String, csrf: String, body: String) async throws -> TestClient.Reply {
        try await client.send(
            "POST", path, body: Data(body.utf8), headers: ["X-CSRF-Token": csrf, "X-Requested-With": "fetch", "Content-Type": "text/csv"])
    }

    @Test("The web preview maps names, a choice changes the mapping, one import writes it and a second adds nothing")
    func webPreviewAndImport() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let hub = try await browser.get("/settings/data")
            #expect(hub.status == 200)
            #expect(hub.body.contains("id=\"history-upload-form\""))
            let csrf = try #require(try await browser.get("/settings").csrfToken)

            let uploaded = try await upload(browser, "/settings/data/history?format=hevy&name=hevy.csv", csrf: csrf, body: Self.hevyFile)
            #expect(uploaded.status == 200)
            let location = try #require(uploaded.json["location"] as? String)
            #expect(location.hasPrefix("/settings/data/history/") && location.contains("format=hevy"))
            let preview = try await browser.get(location)
            #expect(preview.status == 200)
            #expect(preview.body.contains("1 workout to add"))
            #expect(preview.body.contains("4 sets"))
            #expect(preview.body.contains("15 Sep 2025"))
            #expect(preview.body.contains("weights in lb, as the file says"))
            #expect(preview.body.contains("2 exercises matched, 1 new exercise"))
            #expect(preview.body.contains("New exercise: Face Pull Deluxe (Cable)"))

            // The mapping rows are sorted by name: Bench Press (Barbell), Bent Over Row (Barbell), Face Pull Deluxe (Cable).
            let token = String(location.split(separator: "?")[0].split(separator: "/").last!)
            let library = try await TrainingAPITests.Lifter.exerciseID(
                "Cable Crossover", client: browser, token: try await browser.token(username: "lifter", password: "correct horse"))
            var form = ["_csrf": csrf, "format": "hevy", "unit": "kg", "source_0": "Bench Press (Barbell)", "map_0": "",
                        "source_1": "Bent Over Row (Barbell)", "map_1": "", "source_2": "Face Pull Deluxe (Cable)", "map_2": String(library)]
            form["step"] = "preview"
            let rechecked = try await browser.post("/settings/data/history/\(token)", form: form)
            #expect(rechecked.status == 200)
            #expect(rechecked.body.contains("3 exercises matched, 0 new exercises"))
            #expect(rechecked.body.contains("Your choice"))

            form["map_2"] = "abc"
            form["step"] = "import"
            let refused = try await browser.post("/settings/data/history/\(token)", form: form)
            #expect(refused.status == 400, "a choice that is not an exercise is named and nothing is written")
            #expect(refused.body.contains("Face Pull Deluxe (Cable)"))

            form["map_2"] = String(library)
            let imported = try await browser.post("/settings/data/history/\(token)", form: form)
            #expect(imported.status == 303)
            #expect(imported.location == "/history?month=2025-09", "the import lands on the file's last month")
            #expect(try await browser.get(location).status == 404, "an imported upload is gone")
            let history = try await browser.get("/history/all")
            #expect(history.body.contains("Upper"))
            #expect(history.body.contains("4 sets"))

            let again = try await upload(browser, "/settings/data/history", csrf: csrf, body: Self.hevyFile)
            let second = try await browser.get(try #require(again.json["location"] as? String))
            #expect(second.body.contains("0 workouts to add"))
            #expect(second.body.contains("1 workout already in your log"))
            #expect(second.body.contains("id=\"nothing-new\""))
        }
    }

    @Test("Uploads need the CSRF header, stay within the limit, belong to their user; broken files say why")
    func limitsAndIsolation() async throws {
        try await TestServer.run(configure: { $0.uploadLimits.historyCSVBytes = 2048 }) { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let csrf = try #require(try await owner.get("/settings").csrfToken)
            let noToken = try await owner.send(
                "POST", "/settings/data/history", body: Data(Self.hevyFile.utf8), headers: ["Content-Type": "text/csv"])
            #expect(noToken.status == 403)
            let big = try await upload(owner, "/settings/data/history", csrf: csrf, body: Self.hevyFile + String(repeating: "x", count: 4096))
            #expect(big.status == 413)
            #expect(((try? FileManager.default.contentsOfDirectory(atPath: server.dataDirectory + "/uploads/1")) ?? []).isEmpty)

            let broken = try await upload(owner, "/settings/data/history", csrf: csrf, body: "Name,Colour\nana,blue\n")
            let brokenPreview = try await owner.get(try #require(broken.json["location"] as? String))
            #expect(brokenPreview.status == 400)
            #expect(brokenPreview.body.contains("id=\"import-error\""))
            #expect(!brokenPreview.body.contains("id=\"import-button\""))

            let good = try await upload(owner, "/settings/data/history", csrf: csrf, body: Self.hevyFile)
            let location = try #require(good.json["location"] as? String)
            let settings = try await owner.get("/settings")
            _ = try await owner.post(
                "/settings/users", form: ["_csrf": try #require(settings.csrfToken), "username": "other", "password": "other password"])
            let other = server.client()
            _ = try await other.signIn(username: "other", password: "other password")
            #expect(try await other.get(location).status == 404)
            let otherCSRF = try #require(try await other.get("/settings").csrfToken)
            let token = String(location.split(separator: "?")[0].split(separator: "/").last!)
            #expect(try await other.post("/settings/data/history/\(token)", form: ["_csrf": otherCSRF, "step": "import"]).status == 404)
            #expect(try await other.get("/settings/data/history/..%2F..%2Frepbook.sqlite").status == 404)
            #expect(try await owner.get(location).body.contains("1 workout to add"))
        }
    }

    @Test("The API previews, imports with a mapping, never twice, and exports Strong and Repbook CSV")
    func api() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            func post(_ query: String, _ body: String) async throws -> TestClient.Reply {
                try await lifter.client.send(
                    "POST", "/api/v1/import/workouts" + query, body: Data(body.utf8),
                    headers: ["Authorization": "Bearer \(lifter.token)", "Content-Type": "text/csv"])
            }
            let dry = try await post("?dryRun=true", Self.hevyFile)
            #expect(dry.status == 200)
            #expect(dry.json["dryRun"] as? Bool == true)
            #expect(dry.json["format"] as? String == "hevy")
            #expect(dry.json["unit"] as? String == "lb")
            #expect(dry.json["workouts"] as? Int == 1)
            #expect(dry.json["sets"] as? Int == 4)
            #expect(dry.json["firstDay"] as? String == "2025-09-15")
            let mappings = dry.json["mappings"] as? [[String: Any]] ?? []
            #expect(mappings.map { "\($0["name"]!) \($0["match"]!)" } == [
                "Bench Press (Barbell) name_and_equipment", "Bent Over Row (Barbell) known_alias", "Face Pull Deluxe (Cable) none",
            ])

            let unknown = try await post("?map=Face%20Pull%20Deluxe%20(Cable)%3D999999", Self.hevyFile)
            #expect(unknown.status == 400)
            #expect(try await post("?map=nonsense", Self.hevyFile).status == 400)
            #expect(try await post("?format=excel", Self.hevyFile).status == 400)

            let imported = try await post("?map=Face%20Pull%20Deluxe%20(Cable)%3D\(lifter.row)", Self.hevyFile)
            #expect(imported.status == 200)
            let written = try #require(imported.json["imported"] as? [String: Any])
            #expect(written["workouts"] as? Int == 1)
            #expect(written["sets"] as? Int == 4)
            #expect(written["exercisesCreated"] as? Int == 0)
            let again = try await post("", Self.hevyFile)
            #expect((again.json["imported"] as? [String: Any])?["workouts"] as? Int == 0)
            #expect((again.json["alreadyImported"] as? [Any])?.count == 1)

            let strong = try await lifter.client.send(
                "GET", "/api/v1/export/workouts.csv?format=strong", body: nil, headers: ["Authorization": "Bearer \(lifter.token)"])
            #expect(strong.status == 200)
            #expect(strong.headers["content-disposition"]?.contains("repbook-strong-") == true)
            let lines = strong.body.split(separator: "\n")
            #expect(lines.first == "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE")
            #expect(lines.count == 5)
            #expect(lines.contains { $0.contains("\"Bench Press\",W,") }, "\(lines)")
            let repbook = try await lifter.client.send(
                "GET", "/api/v1/export/workouts.csv?format=repbook", body: nil, headers: ["Authorization": "Bearer \(lifter.token)"])
            #expect(repbook.body.contains(",warmup,95,lb,10,"), "the Repbook CSV keeps the unit as typed")
            #expect(try await lifter.client.send(
                "GET", "/api/v1/export/workouts.csv?format=xml", body: nil, headers: ["Authorization": "Bearer \(lifter.token)"]).status == 400)
            #expect(try await lifter.client.send("GET", "/api/v1/export/workouts.csv", body: nil, headers: [:]).status == 401)
        }
    }
}
