import Foundation
import RepbookCore
import RepbookFormats
import RepbookServer
import Testing
import ZIPFoundation

/// Weight files over the JSON API against the real application: CSV import and export, Apple Health uploads (xml and
/// zip), dry runs, failures that change nothing, upload limits, and one user's import never touching another's days.
@Suite("Weight import API")
struct WeightImportAPITests {
    typealias Lifter = TrainingAPITests.Lifter

    /// Sends `body` as the raw request body, the way a client uploads a file.
    func upload(_ lifter: Lifter, _ path: String, _ body: Data, type: String = "text/csv") async throws -> TestClient.Reply {
        try await lifter.client.send("POST", "/api/v1" + path, body: body, headers: ["Authorization": "Bearer \(lifter.token)", "Content-Type": type])
    }

    func upload(_ lifter: Lifter, _ path: String, _ text: String) async throws -> TestClient.Reply {
        try await upload(lifter, path, Data(text.utf8))
    }

    /// The lifter's weights as (date, weight, unit), newest first.
    func weights(_ lifter: Lifter) async throws -> [String] {
        let entries = try await lifter.call("GET", "/weights").json["entries"] as? [[String: Any]] ?? []
        return entries.map { "\($0["date"] ?? "") \($0["weight"] ?? "") \($0["unit"] ?? "")" }
    }

    /// The files left in the first user's upload folder (none when it was never made).
    func leftoverUploads(_ server: TestServer) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: server.dataDirectory + "/uploads/1")) ?? []
    }

    /// The report's rows of `key` as dictionaries.
    func rows(_ reply: TestClient.Reply, _ key: String) -> [[String: Any]] {
        reply.json[key] as? [[String: Any]] ?? []
    }

    @Test("Importing twice adds nothing the second time; a date given twice is imported once, from the later row")
    func neverDuplicated() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let file = "date,weight\n2024-03-01,80\n2024-03-02,81\n2024-03-02,81.5\n"
            let first = try await upload(lifter, "/weights/import?unit=kg", file)
            #expect(first.status == 200)
            #expect(first.json["added"] as? Int == 2)
            #expect(first.json["skipped"] as? Int == 1)
            #expect(first.json["dryRun"] as? Bool == false)
            #expect((first.json["rejected"] as? [Any])?.isEmpty == true)
            #expect(
                rows(first, "skippedRows").map { "\($0["line"]!) \($0["date"]!) \($0["reason"]!)" } == [
                    "3 2024-03-02 line 4 has the same date; the later row is used"
                ])
            #expect(rows(first, "skippedRows").map { $0["code"] as? String } == ["import.reason.same_day_later_line"])
            #expect(rows(first, "entries").map { "\($0["line"]!) \($0["date"]!) \($0["weightKg"]!)" } == ["2 2024-03-01 80", "4 2024-03-02 81.5"])
            #expect(try await weights(lifter) == ["2024-03-02 81.5 kg", "2024-03-01 80 kg"])

            let second = try await upload(lifter, "/weights/import?unit=kg", file)
            #expect(second.status == 200)
            #expect(second.json["added"] as? Int == 0)
            #expect(second.json["skipped"] as? Int == 3)
            #expect(rows(second, "skippedRows").map { $0["reason"] as? String } == [
                "Fri 1 Mar 2024 already has an entry; an import never replaces one",
                "line 4 has the same date; the later row is used",
                "Sat 2 Mar 2024 already has an entry; an import never replaces one",
            ])
            #expect(try await weights(lifter) == ["2024-03-02 81.5 kg", "2024-03-01 80 kg"])
        }
    }

    @Test("A dry run reports what an import would do and writes nothing")
    func dryRun() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let preview = try await upload(
                lifter, "/weights/import?dryRun=true&unit=lb&dates=day-first", "Datum;Gewicht\n01.03.2024;180,5\n02.03.2024;abc\n")
            #expect(preview.status == 200)
            #expect(preview.json["dryRun"] as? Bool == true)
            #expect(preview.json["added"] as? Int == 1)
            #expect(
                rows(preview, "entries").map { "\($0["date"]!) \($0["weight"]!) \($0["unit"]!) \($0["weightKg"]!)" } == ["2024-03-01 180.5 lb 81.873"]
            )
            #expect(rows(preview, "rejected").map { "\($0["line"]!) \($0["reason"]!)" } == [#"3 weight "abc" is not a number"#])
            #expect(try await weights(lifter).isEmpty)
        }
    }

    @Test("A failed import changes nothing and says why: no usable row, an unreadable file, bad options")
    func failuresChangeNothing() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            #expect(try await lifter.call("PUT", "/weights/2024-03-01", #"{"weightKg": 79}"#).status == 200)
            let noValidRow = try await upload(lifter, "/weights/import", "date,weight\n2024-03-02,-1\n2999-01-01,80\n")
            #expect(noValidRow.status == 400)
            #expect(noValidRow.errorField == "file")
            #expect((noValidRow.json["error"] as? [String: Any])?["message"] as? String
                == #"The file has no body weight that can be imported, so nothing was changed. Line 2: weight "-1" must be above 0."#)
            let garbage = try await upload(lifter, "/weights/import", Data([0x00, 0xFF, 0x13, 0x37, 0x00, 0x42]))
            #expect(garbage.status == 400)
            #expect(garbage.errorField == "file")
            let noColumns = try await upload(lifter, "/weights/import", "when,what\n1,2\n")
            #expect(noColumns.status == 400)
            #expect(try await upload(lifter, "/weights/import?unit=stone", "date,weight\n2024-03-02,80\n").errorField == "unit")
            #expect(try await upload(lifter, "/weights/import?dates=dmy", "date,weight\n2024-03-02,80\n").errorField == "dates")
            #expect(try await upload(lifter, "/weights/import?dryRun=maybe", "date,weight\n2024-03-02,80\n").errorField == "dryRun")
            let multipart = try await upload(lifter, "/weights/import", Data("--x\r\n".utf8), type: "multipart/form-data; boundary=x")
            #expect(multipart.status == 400)
            #expect(try await weights(lifter) == ["2024-03-01 79 kg"])
            #expect(leftoverUploads(server).isEmpty)
        }
    }

    @Test("Export then import round trips, in kg and in lb; the export is a dated download")
    func roundTrip() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            #expect(try await lifter.call("PUT", "/weights/2024-03-01", #"{"weightKg": 80, "bodyFatPercent": 18.5}"#).status == 200)
            #expect(try await lifter.call("PUT", "/weights/2024-03-02", #"{"weight": 180, "unit": "lb"}"#).status == 200)
            #expect(try await lifter.call("PUT", "/weights/2024-03-03", #"{"weightKg": 81.25}"#).status == 200)

            let export = try await lifter.call("GET", "/weights/export.csv")
            #expect(export.status == 200)
            #expect(export.headers["content-type"] == "text/csv; charset=utf-8")
            let today = LocalDate(Date(), in: TimeZone(identifier: "Europe/Berlin")!)
            #expect(export.headers["content-disposition"] == "attachment; filename=\"repbook-weights-\(today).csv\"")
            // 180 lb = 81.6466 kg, written to 0.1.
            #expect(export.body == "date,weight_kg,body_fat_percent\n2024-03-01,80,18.5\n2024-03-02,81.6,\n2024-03-03,81.25,\n")
            for day in ["2024-03-01", "2024-03-02", "2024-03-03"] { #expect(try await lifter.call("DELETE", "/weights/\(day)").status == 204) }
            #expect(try await lifter.call("DELETE", "/weights/2024-03-03").status == 404)
            let imported = try await upload(lifter, "/weights/import", export.body)
            #expect(imported.json["added"] as? Int == 3)
            #expect(try await weights(lifter) == ["2024-03-03 81.25 kg", "2024-03-02 81.6 kg", "2024-03-01 80 kg"])

            #expect(try await lifter.call("PATCH", "/settings", #"{"weight_unit": "lb"}"#).status == 200)
            let pounds = try await lifter.call("GET", "/weights/export.csv")
            // 80 kg = 176.37 lb, 81.6 kg = 179.897 lb, 81.25 kg = 179.125 lb.
            #expect(pounds.body == "date,weight_lb,body_fat_percent\n2024-03-01,176.4,18.5\n2024-03-02,179.9,\n2024-03-03,179.1,\n")
            for day in ["2024-03-01", "2024-03-02", "2024-03-03"] { #expect(try await lifter.call("DELETE", "/weights/\(day)").status == 204) }
            #expect(try await upload(lifter, "/weights/import?unit=kg", pounds.body).json["added"] as? Int == 3, "the header's unit wins")
            #expect(try await weights(lifter) == ["2024-03-03 179.1 lb", "2024-03-02 179.9 lb", "2024-03-01 176.4 lb"])
            let body = try await lifter.call("GET", "/weights").json["entries"] as? [[String: Any]] ?? []
            #expect(body.last?["bodyFatPercent"] as? Double == 18.5)
        }
    }

    @Test("Apple Health: export.xml and the export zip through the real app, dry run first, then one import")
    func appleHealth() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let folder = URL(fileURLWithPath: try TestServer.makeTemporaryDirectory())
            defer { try? FileManager.default.removeItem(at: folder) }
            let xmlURL = folder.appendingPathComponent("export.xml")
            let summary = try HealthExportGenerator(seed: 5, endDate: LocalDate("2024-06-30")!).write(to: xmlURL, approximateBytes: 400_000)
            let xml = try Data(contentsOf: xmlURL)

            let preview = try await upload(lifter, "/weights/import/apple-health?dryRun=true", xml, type: "application/xml")
            #expect(preview.status == 200)
            #expect(preview.json["added"] as? Int == summary.dailyWeights.count)
            #expect(preview.json["dryRun"] as? Bool == true)
            #expect(try await weights(lifter).isEmpty)

            let zipURL = folder.appendingPathComponent("export.zip")
            let archive = try Archive(url: zipURL, accessMode: .create)
            try archive.addEntry(with: "apple_health_export/export.xml", fileURL: xmlURL, compressionMethod: .deflate)
            let imported = try await upload(lifter, "/weights/import/apple-health", try Data(contentsOf: zipURL), type: "application/zip")
            #expect(imported.status == 200)
            #expect(imported.json["added"] as? Int == summary.dailyWeights.count)
            let stored = try await weights(lifter)
            #expect(stored.count == summary.dailyWeights.count)
            let latest = try #require(summary.dailyWeights.max { $0.key < $1.key })
            #expect(stored.first == "\(latest.key) \(Weight.format(latest.value.value)) \(latest.value.unit.rawValue)")

            let again = try await upload(lifter, "/weights/import/apple-health", xml, type: "application/xml")
            #expect(again.json["added"] as? Int == 0)
            #expect(again.json["skipped"] as? Int == summary.dailyWeights.count)
            let notAnExport = try await upload(lifter, "/weights/import/apple-health", Data("<html></html>".utf8), type: "application/xml")
            #expect(notAnExport.status == 400)
            #expect(leftoverUploads(server).isEmpty, "uploads are deleted")
        }
    }

    @Test("Uploads over the limit answer 413 and leave no file behind")
    func limits() async throws {
        try await TestServer.run(configure: { $0.uploadLimits = UploadLimits(weightCSVBytes: 64, healthExportBytes: 1024) }) { server in
            let lifter = try await Lifter.make(server)
            let health = try await upload(lifter, "/weights/import/apple-health", Data(repeating: 0x20, count: 4096), type: "application/xml")
            #expect(health.status == 413)
            #expect((health.json["error"] as? [String: Any])?["message"] as? String == "The file is larger than the limit of 1 KB.")
            let csv = try await upload(lifter, "/weights/import", "date,weight\n" + String(repeating: "2024-03-01,80\n", count: 10))
            #expect(csv.status == 413)
            #expect(try await weights(lifter).isEmpty)
            #expect(leftoverUploads(server).isEmpty)
        }
    }

    @Test("One user's import never touches another's days")
    func isolation() async throws {
        try await TestServer.run { server in
            let ana = try await Lifter.make(server)
            let csrf = try #require(try await ana.client.get("/settings").csrfToken)
            _ = try await ana.client.post("/settings/users", form: ["_csrf": csrf, "username": "ben", "password": "bens horse"])
            let ben = Lifter(
                client: ana.client, token: try await ana.client.token(username: "ben", password: "bens horse"), bench: 0, row: 0, squat: 0)
            #expect(try await ana.call("PUT", "/weights/2024-03-01", #"{"weightKg": 60}"#).status == 200)
            let imported = try await upload(ben, "/weights/import", "date,weight_kg\n2024-03-01,90\n2024-03-02,91\n")
            #expect(imported.json["added"] as? Int == 2, "Ana's day does not block Ben's")
            #expect(try await weights(ana) == ["2024-03-01 60 kg"])
            #expect(try await weights(ben) == ["2024-03-02 91 kg", "2024-03-01 90 kg"])
            #expect(try await ben.call("DELETE", "/weights/2024-03-01").status == 204)
            #expect(try await weights(ana) == ["2024-03-01 60 kg"])
            #expect(try await ana.call("GET", "/weights/export.csv").body == "date,weight_kg\n2024-03-01,60\n")
        }
    }
}
