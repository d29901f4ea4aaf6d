import Foundation
import RepbookCore
import Testing

/// Body measurements over HTTP against the real application: the API, the page's form with an error at its field, and
/// the CSV import's three steps.
@Suite("Body measurements: API, page and CSV import")
struct BodyMeasurementAPITests {
    typealias Lifter = TrainingAPITests.Lifter

    private func daysAgo(_ days: Int) -> String {
        LocalDate(Date(), in: TimeZone(identifier: "UTC")!).adding(days: -days).description
    }

    @Test("List, put (as typed, replacing), refuse naming the field, custom measurements, delete; other users' keys are not found")
    func api() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let list = try await lifter.call("GET", "/measurements")
            #expect(list.status == 200)
            let measurements = try #require(list.json["measurements"] as? [[String: Any]])
            #expect(measurements.map { $0["key"] as? String } == BodySite.allCases.map(\.rawValue))
            #expect(measurements.allSatisfy { $0["latest"] is NSNull })

            let put = try await lifter.call("PUT", "/measurements/waist/\(daysAgo(3))", #"{"value": 82}"#)
            #expect(put.status == 200)
            #expect(put.json["unit"] as? String == "cm" && put.json["replaced"] as? Bool == false)
            let replaced = try await lifter.call("PUT", "/measurements/waist/\(daysAgo(3))", #"{"value": 32, "unit": "in"}"#)
            #expect(replaced.json["replaced"] as? Bool == true && replaced.json["cm"] as? Double == 81.28)
            #expect(try await lifter.call("PUT", "/measurements/waist/\(daysAgo(1))", #"{"value": 80.5}"#).status == 200)

            for (body, date, field) in [
                (#"{"value": 0}"#, daysAgo(1), "value"), (#"{"value": 301}"#, daysAgo(1), "value"), (#"{}"#, daysAgo(1), "value"),
                (#"{"value": 80, "unit": "mm"}"#, daysAgo(1), "unit"), (#"{"value": 80}"#, daysAgo(-2), "date"),
                (#"{"value": 80}"#, "2026-02-30", "date"),
            ] {
                let refused = try await lifter.call("PUT", "/measurements/hips/\(date)", body)
                #expect(refused.status == 400, "\(body) \(date)")
                #expect((refused.json["error"] as? [String: Any])?["field"] as? String == field, "\(body) \(date): \(refused.body)")
            }
            #expect(try await lifter.call("PUT", "/measurements/ankle/\(daysAgo(1))", #"{"value": 20}"#).status == 404)

            let custom = try await lifter.call("POST", "/measurements", #"{"name": "Wrist"}"#)
            #expect(custom.status == 201)
            let key = try #require(custom.json["key"] as? String)
            #expect(key.hasPrefix("custom-") && custom.json["custom"] as? Bool == true)
            #expect(try await lifter.call("POST", "/measurements", #"{"name": "wrist"}"#).status == 409)
            #expect(try await lifter.call("POST", "/measurements", #"{"name": "Upper arm"}"#).status == 409)
            #expect(try await lifter.call("POST", "/measurements", #"{"name": ""}"#).status == 400)
            #expect(try await lifter.call("PUT", "/measurements/\(key)/\(daysAgo(1))", #"{"value": 6.5, "unit": "in"}"#).status == 200)

            let waist = try #require(try await lifter.call("GET", "/measurements").json["measurements"] as? [[String: Any]]).first {
                $0["key"] as? String == "waist"
            }
            #expect((waist?["latest"] as? [String: Any])?["value"] as? Double == 80.5)
            #expect(waist?["changeCm"] as? Double == -0.78)
            let history = try await lifter.call("GET", "/measurements/waist")
            #expect((history.json["entries"] as? [[String: Any]])?.map { $0["date"] as? String } == [daysAgo(1), daysAgo(3)])

            // Another user never sees or touches the custom measurement.
            try await lifter.client.addUser("ben", password: "bens horse")
            let other = try await server.client().token(username: "ben", password: "bens horse")
            for (method, path) in [
                ("GET", "/measurements/\(key)"), ("DELETE", "/measurements/\(key)"), ("DELETE", "/measurements/\(key)/\(daysAgo(1))"),
            ] {
                #expect(try await server.client().json(method, "/api/v1" + path, token: other).status == 404, "\(method) \(path)")
            }
            #expect(
                try await server.client().json("PUT", "/api/v1/measurements/\(key)/\(daysAgo(1))", body: #"{"value": 7}"#, token: other).status == 404
            )

            #expect(try await lifter.call("DELETE", "/measurements/\(key)/\(daysAgo(1))").status == 204)
            #expect(try await lifter.call("DELETE", "/measurements/\(key)/\(daysAgo(1))").status == 404)
            #expect(try await lifter.call("DELETE", "/measurements/waist").status == 409)
            #expect(try await lifter.call("DELETE", "/measurements/\(key)").status == 204)
            #expect(try await lifter.call("GET", "/measurements/\(key)").status == 404)
        }
    }

    @Test("The page saves a day's form, shows a refused value at its field and saves nothing, asks before replacing")
    func page() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let page = try await browser.get("/body/measurements")
            #expect(page.status == 200)
            let csrf = try #require(page.csrfToken)
            #expect(page.body.contains("id=\"m-upper-arm-left\""))

            let refused = try await browser.post("/body/measurements", form: ["_csrf": csrf, "waist": "81", "chest": "0"])
            #expect(refused.status == 400)
            #expect(refused.body.contains("id=\"m-chest-error\""))
            #expect(refused.body.contains("Chest must be a number above 0 and at most 300 cm."))
            #expect(refused.body.contains("value=\"81\""), "what was typed is kept")
            #expect(!refused.body.contains("id=\"measure-error\""), "the error is at the field, not on top")

            let saved = try await browser.post("/body/measurements", form: ["_csrf": csrf, "waist": "81", "thigh-left": "58.5"])
            #expect(saved.status == 303)
            let list = try await browser.get("/body/measurements")
            #expect(list.body.contains("81 cm") && list.body.contains("58.5 cm"))

            let ask = try await browser.post("/body/measurements", form: ["_csrf": csrf, "waist": "80"])
            #expect(ask.status == 200)
            #expect(ask.body.contains("id=\"replace-measurements\"") && ask.body.contains("Waist: 81 cm → 80 cm"))
            let today = try #require(ask.body.firstMatch(of: /name="replace" value="([0-9-]+)"/)?.1)
            #expect(
                try await browser.post("/body/measurements", form: ["_csrf": csrf, "waist": "80", "date": String(today), "replace": String(today)])
                    .status == 303)
            let detail = try await browser.get("/body/measurements/waist")
            #expect(detail.status == 200 && detail.body.contains("80 cm") && detail.body.contains("<figure"))
            #expect(try await browser.get("/body/measurements/custom-999").status == 404)
        }
    }

    @Test("CSV: export, then upload, preview naming rejected lines, import in one go, import again adds nothing")
    func csvImport() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let csrf = try #require(try await browser.get("/body/measurements").csrfToken)
            _ = try await browser.post("/body/measurements", form: ["_csrf": csrf, "date": daysAgo(5), "waist": "82"])
            let export = try await browser.get("/body/measurements/export.csv")
            #expect(export.status == 200 && export.body == "date,measurement,value,unit\n\(daysAgo(5)),waist,82,cm\n")

            let file =
                "date,measurement,value,unit\n\(daysAgo(5)),waist,81,cm\n\(daysAgo(4)),waist,81.5,cm\n\(daysAgo(4)),Wrist,6.5,in\nyesterday,hips,90,"
                    + "cm\n\(daysAgo(3)),neck,x,cm\n"
            let uploaded = try await browser.send(
                "POST", "/body/measurements/import/csv?name=tape.csv", body: Data(file.utf8),
                headers: ["X-CSRF-Token": csrf, "X-Requested-With": "fetch", "Content-Type": "text/csv"])
            #expect(uploaded.status == 200)
            let location = try #require(uploaded.json["location"] as? String)
            let preview = try await browser.get(location)
            #expect(preview.status == 200)
            #expect(preview.body.contains("2 values to add") && preview.body.contains("1 skipped") && preview.body.contains("2 rejected"))
            #expect(preview.body.contains("<th scope=\"row\">5</th>") && preview.body.contains("<th scope=\"row\">6</th>"))
            #expect(preview.body.contains("New measurements: <strong>Wrist</strong>"))
            #expect(try await browser.get("/body/measurements/export.csv").body.split(separator: "\n").count == 2, "the preview writes nothing")

            let token = String(location.split(separator: "?")[0].split(separator: "/").last!)
            let imported = try await browser.post("/body/measurements/import/csv/\(token)", form: ["_csrf": csrf])
            #expect(imported.status == 303)
            let after = try await browser.get("/body/measurements/export.csv").body
            #expect(
                after.contains("\(daysAgo(4)),Wrist,6.5,in") && after.contains("\(daysAgo(4)),waist,81.5,cm")
                    && after.contains("\(daysAgo(5)),waist,82,cm"))
            #expect(try await browser.post("/body/measurements/import/csv/\(token)", form: ["_csrf": csrf]).status == 404, "the upload is gone")
        }
    }
}
