import Foundation
import RepbookCore
import RepbookServer
import Testing

@Suite("Importing weights on the web: upload, preview, import once, never twice")
struct WeightImportPageTests {
    private func daysAgo(_ days: Int) -> String {
        LocalDate(Date(), in: TimeZone(identifier: "UTC")!).adding(days: -days).description
    }

    /// Day-first dates as a German export writes them: `21.11.2026`.
    private func dayFirst(_ days: Int) -> String {
        let date = LocalDate(Date(), in: TimeZone(identifier: "UTC")!).adding(days: -days)
        return String(format: "%02d.%02d.%04d", date.day, date.month, date.year)
    }

    private func upload(_ client: TestClient, _ path: String, csrf: String, body: String) async throws -> TestClient.Reply {
        try await client.send(
            "POST", path, body: Data(body.utf8),
            headers: ["X-CSRF-Token": csrf, "X-Requested-With": "fetch", "Content-Type": "text/csv"])
    }

    @Test("A semicolon file with decimal commas and day-first dates: preview, re-read with other options, import, import again")
    func previewAndImport() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let page = try await browser.get("/body/weight/import")
            #expect(page.status == 200)
            #expect(page.body.contains("id=\"weight-upload-form\""))
            let csrf = try #require(try await browser.get("/body/weight").csrfToken)
            _ = try await browser.post("/body/weight", form: ["_csrf": csrf, "date": daysAgo(2), "weight": "80"])

            let file = "\u{FEFF}Datum;Gewicht\r\n\(dayFirst(3));81,5\r\n\(dayFirst(2));82,0\r\n\(dayFirst(1));-4\r\n\(dayFirst(0));80,9\r\n"
            let uploaded = try await upload(browser, "/body/weight/import/csv?dates=day-first&name=waage.csv", csrf: csrf, body: file)
            #expect(uploaded.status == 200)
            let location = try #require(uploaded.json["location"] as? String)
            #expect(location.hasPrefix("/body/weight/import/csv/"))
            #expect(location.contains("dates=day-first"))

            let preview = try await browser.get(location)
            #expect(preview.status == 200)
            #expect(preview.body.contains("2 weigh-ins to add"))
            #expect(preview.body.contains("1 row skipped"))
            #expect(preview.body.contains("1 row rejected"))
            #expect(preview.body.contains("<th scope=\"row\">Line 4</th>"), "the rejected line is named")
            #expect(preview.body.contains("waage.csv"))
            #expect(try await browser.get("/body/weight").body.components(separatedBy: "class=\"list-row weight-row\"").count == 2,
                    "the preview writes nothing")

            let token = String(location.split(separator: "?")[0].split(separator: "/").last!)
            let iso = try await browser.get("/body/weight/import/csv/\(token)?dates=iso")
            #expect(iso.status == 400, "read as ISO dates, no row is a date")
            #expect(iso.body.contains("id=\"import-error\""))

            let imported = try await browser.post("/body/weight/import/csv/\(token)", form: ["_csrf": csrf, "dates": "day-first", "unit": ""])
            #expect(imported.status == 303)
            #expect(imported.location == "/body/weight?range=all")
            let after = try await browser.get("/body/weight?range=all")
            #expect(after.body.contains("3 weigh-ins"))
            #expect(after.body.contains("<strong class=\"weight-row-weight\">81.5 kg</strong>"))
            #expect(after.body.contains("<strong class=\"weight-row-weight\">80 kg</strong>"), "the day's own weigh-in is kept")
            #expect(try await browser.get(location).status == 404, "an imported upload is gone")

            let again = try await upload(browser, "/body/weight/import/csv?dates=day-first", csrf: csrf, body: file)
            let second = try await browser.get(try #require(again.json["location"] as? String))
            #expect(second.body.contains("0 weigh-ins to add"))
            #expect(second.body.contains("3 rows skipped"))
            #expect(second.body.contains("Nothing new to import."))
        }
    }

    @Test("Uploads need the CSRF header, stay within the limit, and belong to their user")
    func limitsAndIsolation() async throws {
        try await TestServer.run(configure: { $0.uploadLimits.weightCSVBytes = 64 }) { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let csrf = try #require(try await owner.get("/body/weight").csrfToken)
            let noToken = try await owner.send(
                "POST", "/body/weight/import/csv", body: Data("date,weight_kg\n".utf8), headers: ["Content-Type": "text/csv"])
            #expect(noToken.status == 403)
            let hugeForm = try await owner.send(
                "POST", "/body/weight", body: Data(("weight=" + String(repeating: "9", count: 2 << 20)).utf8),
                headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(hugeForm.status == 413, "a form over 1 MB is refused by size, not with a 500")
            let big = try await upload(
                owner, "/body/weight/import/csv", csrf: csrf, body: "date,weight_kg\n" + String(repeating: "2026-01-01,80\n", count: 10))
            #expect(big.status == 413)
            #expect(big.body.contains("64 bytes"))
            let uploads = URL(fileURLWithPath: server.dataDirectory).appendingPathComponent("uploads/1")
            #expect((try? FileManager.default.contentsOfDirectory(atPath: uploads.path))?.isEmpty ?? true, "no partial file is left")

            let small = try await upload(owner, "/body/weight/import/csv", csrf: csrf, body: "date,weight_kg\n\(daysAgo(1)),80\n")
            let location = try #require(small.json["location"] as? String)
            let settings = try await owner.get("/settings")
            _ = try await owner.post(
                "/settings/users", form: ["_csrf": try #require(settings.csrfToken), "username": "other", "password": "other password"])
            let other = server.client()
            _ = try await other.signIn(username: "other", password: "other password")
            #expect(try await other.get(location).status == 404)
            let otherCSRF = try #require(try await other.get("/body/weight").csrfToken)
            let token = String(location.split(separator: "/").last!)
            #expect(try await other.post("/body/weight/import/csv/\(token)", form: ["_csrf": otherCSRF]).status == 404)
            #expect(try await other.get("/body/weight/import/csv/..%2F..%2Frepbook.sqlite").status == 404)
            #expect(try await owner.get(location).body.contains("1 weigh-in to add"))
        }
    }

    @Test("An Apple Health export.xml: the last body mass of each day in its own offset, BMI records ignored")
    func appleHealth() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            #expect(try await browser.get("/body/weight/import/health").body.contains("Export All Health Data"))
            let csrf = try #require(try await browser.get("/body/weight").csrfToken)
            let (two, one) = (daysAgo(2), daysAgo(1))
            func record(_ type: String, _ unit: String, _ start: String, _ value: String) -> String {
                #"<Record type="\#(type)" sourceName="Scale" unit="\#(unit)" creationDate="\#(start)" startDate="\#(start)" endDate="\#(start)" "#
                    + #"value="\#(value)"/>"#
            }
            let xml = """
                <?xml version="1.0" encoding="UTF-8"?>
                <!DOCTYPE HealthData [
                <!ELEMENT HealthData (ExportDate,Me,(Record)*)>
                ]>
                <HealthData locale="en_US">
                 <ExportDate value="\(one) 20:00:00 +0000"/>
                 <Me HKCharacteristicTypeIdentifierDateOfBirth="" HKCharacteristicTypeIdentifierBiologicalSex=""\
                 HKCharacteristicTypeIdentifierBloodType="" HKCharacteristicTypeIdentifierFitzpatrickSkinType=""/>
                 \(record("HKQuantityTypeIdentifierBodyMass", "kg", "\(two) 07:00:00 +0100", "82.5"))
                 \(record("HKQuantityTypeIdentifierBodyMass", "kg", "\(two) 21:00:00 +0100", "83.1"))
                 \(record("HKQuantityTypeIdentifierBodyMassIndex", "count", "\(two) 21:00:00 +0100", "25.1"))
                 \(record("HKQuantityTypeIdentifierBodyMass", "lb", "\(one) 06:30:00 -0800", "180"))
                </HealthData>
                """
            let uploaded = try await browser.send(
                "POST", "/body/weight/import/health?name=export.xml", body: Data(xml.utf8),
                headers: ["X-CSRF-Token": csrf, "X-Requested-With": "fetch", "Content-Type": "text/xml"])
            let location = try #require(uploaded.json["location"] as? String)
            let preview = try await browser.get(location)
            #expect(preview.body.contains("2 weigh-ins to add"))
            let token = String(location.split(separator: "?")[0].split(separator: "/").last!)
            #expect(try await browser.post("/body/weight/import/health/\(token)", form: ["_csrf": csrf]).status == 303)
            let page = try await browser.get("/body/weight?range=all")
            #expect(page.body.contains("<strong class=\"weight-row-weight\">83.1 kg</strong>"), "the last of the day")
            #expect(page.body.contains("<strong class=\"weight-row-weight\">81.6 kg</strong>"), "180 lb in the kilogram user's list")
            #expect(!page.body.contains("82.5 kg"))
        }
    }

    @Test("The CSV download: our own header in the user's unit, oldest first")
    func export() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let csrf = try #require(try await browser.get("/body/weight").csrfToken)
            _ = try await browser.post("/body/weight", form: ["_csrf": csrf, "date": daysAgo(1), "weight": "82.5"])
            _ = try await browser.post("/body/weight", form: ["_csrf": csrf, "date": daysAgo(3), "weight": "180", "unit": "lb"])
            let download = try await browser.get("/body/weight/export.csv")
            #expect(download.status == 200)
            #expect(download.headers["content-type"] == "text/csv; charset=utf-8")
            #expect(download.headers["content-disposition"]?.hasPrefix("attachment; filename=\"repbook-weights-") == true)
            let lines = download.body.split(separator: "\n").map(String.init)
            #expect(lines.first == "date,weight_kg")
            #expect(lines.count == 3)
            #expect(lines.last == "\(daysAgo(1)),82.5")
        }
    }
}
