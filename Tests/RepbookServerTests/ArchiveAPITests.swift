import Foundation
import RepbookServer
import Testing

@Suite("The complete JSON export and its import")
struct ArchiveAPITests {
    /// An owner with a weigh-in, a logged lift, a journal day and a photo, over the API.
    private func owner(_ client: TestClient) async throws -> String {
        try await client.setUpOwner()
        let token = try await client.token(username: "lifter", password: "correct horse")
        #expect(
            try await client.json("PUT", "/api/v1/weights/2025-06-01", body: #"{"weightKg": 81.5, "bodyFatPercent": 17}"#, token: token).status == 200
        )
        let exercises = try await client.json("GET", "/api/v1/exercises?search=bench%20press", token: token)
        let benchID = try #require(((exercises.json["exercises"] as? [[String: Any]])?.first)?["id"] as? Int)
        let logged = try await client.json(
            "POST", "/api/v1/exercises/\(benchID)/log", body: #"{"date":"2025-06-01","weightKg":100,"reps":5,"sets":3}"#, token: token)
        #expect(logged.status == 200 || logged.status == 201)
        #expect(
            try await client.json("PUT", "/api/v1/journal/2025-06-01", body: #"{"tags":["sore"],"note":"Heavy legs."}"#, token: token).status == 200)
        #expect(try await client.uploadPhoto(PhotoSamples.png, query: "angle=front&date=2025-06-01", token: token).status == 201)
        return token
    }

    @Test("GET /api/v1/export.json downloads everything; POST /api/v1/import/archive previews, restores once, then refuses")
    func exportAndImport() async throws {
        try await TestServer.run { server in
            let client = server.client()
            let token = try await owner(client)
            #expect(try await client.json("GET", "/api/v1/export.json").status == 401)
            let export = try await client.binary("GET", "/api/v1/export.json", headers: ["Authorization": "Bearer \(token)"])
            #expect(export.status == 200)
            #expect(export.headers["content-type"]?.hasPrefix("application/json") == true)
            let disposition = try #require(export.headers["content-disposition"])
            #expect(disposition.hasPrefix("attachment; filename=\"repbook-lifter-") && disposition.hasSuffix(".json\""))
            let archive = try #require(try JSONSerialization.jsonObject(with: export.data) as? [String: Any])
            #expect(
                archive["format"] as? String == "repbook-archive" && archive["version"] as? Int == 1 && archive["username"] as? String == "lifter")
            #expect((archive["workouts"] as? [[String: Any]])?.count == 1 && (archive["photos"] as? [[String: Any]])?.count == 1)

            try await client.addUser("bea", password: "another long passphrase")
            let bea = try await client.token(username: "bea", password: "another long passphrase")
            let body = String(decoding: export.data, as: UTF8.self)
            let dryRun = try await client.json("POST", "/api/v1/import/archive?dryRun=true", body: body, token: bea)
            #expect(dryRun.status == 200 && dryRun.json["dryRun"] as? Bool == true)
            #expect(dryRun.json["workouts"] as? Int == 1 && dryRun.json["sets"] as? Int == 3 && dryRun.json["photos"] as? Int == 1)
            #expect(dryRun.json["bodyWeights"] as? Int == 1 && dryRun.json["journalDays"] as? Int == 1 && dryRun.json["exercisesAdded"] == nil)
            #expect(try await weights(client, bea).isEmpty)
            #expect(storedPhotoFiles(in: server.dataDirectory).allSatisfy { $0.hasPrefix("1/") })

            let imported = try await client.json("POST", "/api/v1/import/archive", body: body, token: bea)
            #expect(imported.status == 200 && imported.json["dryRun"] as? Bool == false && imported.json["exercisesAdded"] as? Int == 0)
            #expect(try await weights(client, bea).count == 1)
            #expect(storedPhotoFiles(in: server.dataDirectory).filter { $0.hasPrefix("2/") }.count == 1)
            let journal = try await client.json("GET", "/api/v1/journal/2025-06-01", token: bea)
            #expect(journal.json["note"] as? String == "Heavy legs." && journal.json["tags"] as? [String] == ["sore"])

            let again = try await client.json("POST", "/api/v1/import/archive", body: body, token: bea)
            #expect(again.status == 409 && again.errorCode == "conflict")
            #expect(try await client.json("POST", "/api/v1/import/archive?dryRun=true", body: body, token: token).status == 409)
            #expect(storedPhotoFiles(in: server.dataDirectory).count == 2)

            let beasExport = try await client.binary("GET", "/api/v1/export.json", headers: ["Authorization": "Bearer \(bea)"])
            let beas = try #require(try JSONSerialization.jsonObject(with: beasExport.data) as? [String: Any])
            #expect(beas["username"] as? String == "bea" && (beas["workouts"] as? [[String: Any]])?.count == 1)
        }
    }

    @Test("A broken archive is 400 naming the part, and writes nothing")
    func brokenArchives() async throws {
        try await TestServer.run { server in
            let client = server.client()
            let token = try await owner(client)
            let export = try await client.binary("GET", "/api/v1/export.json", headers: ["Authorization": "Bearer \(token)"])
            let body = String(decoding: export.data, as: UTF8.self)
            try await client.addUser("bea", password: "another long passphrase")
            let bea = try await client.token(username: "bea", password: "another long passphrase")

            let future = try await client.json(
                "POST", "/api/v1/import/archive", body: body.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2"), token: bea)
            #expect(future.status == 400 && future.errorField == "version")
            let truncated = try await client.json("POST", "/api/v1/import/archive", body: String(body.prefix(body.count / 2)), token: bea)
            #expect(truncated.status == 400 && truncated.errorField == "file")
            let unknown = body.replacingOccurrences(of: "\"exercise\" : \"Bench Press\"", with: "\"exercise\" : \"Foo\"")
            #expect(unknown != body)
            let reply = try await client.json("POST", "/api/v1/import/archive", body: unknown, token: bea)
            #expect(reply.status == 400 && reply.errorField == "workouts[0].exercises[0]")
            #expect(try await client.json("POST", "/api/v1/import/archive?dryRun=maybe", body: body, token: bea).errorField == "dryRun")
            #expect(try await client.json("POST", "/api/v1/import/archive", body: #"{"format":"strong"}"#, token: bea).errorField == "format")
            #expect(try await weights(client, bea).isEmpty)
            #expect(storedPhotoFiles(in: server.dataDirectory).filter { $0.hasPrefix("2/") }.isEmpty)
        }
    }

    @Test("On the web: download, upload with the CSRF header, preview, import, then History says what came in")
    func webFlow() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            let token = try await self.owner(owner)
            let download = try await owner.binary("GET", "/settings/data/export.json")
            #expect(download.status == 200 && download.headers["content-disposition"]?.contains("repbook-lifter-") == true)
            #expect(try await server.client().get("/settings/data/export.json").status == 303)
            _ = token
            try await owner.addUser("bea", password: "another long passphrase")

            let bea = server.client()
            #expect(try await bea.signIn(username: "bea", password: "another long passphrase").status == 303)
            #expect(try await bea.get("/settings/data/archive").status == 200)
            let csrf = try #require(try await bea.get("/body/weight").csrfToken)
            let refused = try await bea.send("POST", "/settings/data/archive", body: download.data, headers: ["Content-Type": "application/json"])
            #expect(refused.status == 403)
            let uploaded = try await bea.send(
                "POST", "/settings/data/archive?name=mine.json", body: download.data,
                headers: ["X-CSRF-Token": csrf, "X-Requested-With": "fetch", "Content-Type": "application/json"])
            #expect(uploaded.status == 200)
            let location = try #require(uploaded.json["location"] as? String)
            #expect(location.hasPrefix("/settings/data/archive/") && location.hasSuffix("?name=mine.json"))
            let preview = try await bea.get(location)
            #expect(preview.status == 200 && preview.body.contains("id=\"archive-import-form\"") && preview.body.contains("mine.json"))
            #expect(preview.body.contains("id=\"archive-count-workouts\"><dt>Workouts</dt><dd>1</dd>"))

            let path = String(location.prefix { $0 != "?" })
            let result = try await bea.post(path, form: ["_csrf": csrf, "name": "mine.json"])
            #expect(result.status == 303 && result.location == "/history", "the import redirects, so a reload cannot post it again")
            #expect(try await bea.get("/history").body.contains("Imported the archive: 1 workout ("))
            #expect(try await bea.get(location).status == 404)

            let secondUpload = try await bea.send(
                "POST", "/settings/data/archive", body: download.data, headers: ["X-CSRF-Token": csrf, "Content-Type": "application/json"])
            let secondPreview = try await bea.get(try #require(secondUpload.json["location"] as? String))
            #expect(
                secondPreview.status == 409 && secondPreview.body.contains("empty account") && !secondPreview.body.contains("archive-import-form"))
        }
    }

    private func weights(_ client: TestClient, _ token: String) async throws -> [[String: Any]] {
        try await client.json("GET", "/api/v1/weights", token: token).json["entries"] as? [[String: Any]] ?? []
    }
}
