import Foundation
import RepbookCore
import Testing

/// Error messages in the request's language through the real application: the signed-in user's setting for the API and
/// the pages, `Accept-Language` before sign-in; the `code` and `field` the same in every language.
@Suite("Localized errors over HTTP")
struct LocalizedErrorTests {
    @Test("Reps -1 over the API answers German for a German user and English for an English one, with the same code and field")
    func apiRepsInGerman() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            let body = #"{"date": "2026-11-20", "weightKg": 100, "reps": -1}"#
            let english = try await lifter.call("POST", "/exercises/\(lifter.bench)/log", body)
            #expect(english.status == 400 && english.errorCode == "invalid_input" && english.errorField == "reps")
            #expect(english.errorMessage?.hasPrefix("Reps must be a whole number from") == true, "\(english.body)")

            #expect(try await lifter.call("PATCH", "/settings", #"{"language": "de"}"#).status == 200)
            let german = try await lifter.call("POST", "/exercises/\(lifter.bench)/log", body)
            #expect(german.status == 400 && german.errorCode == english.errorCode && german.errorField == english.errorField)
            #expect(german.errorMessage?.hasPrefix("Wdh. müssen eine ganze Zahl von") == true, "\(german.body)")
            let log = try await lifter.call("GET", "/exercises/\(lifter.bench)/log")
            #expect((log.json["days"] as? [Any])?.isEmpty == true, "a refusal changes nothing")

            // A message with a value: the value in its slot.
            let missing = try await lifter.call("GET", "/workouts/987654")
            #expect(missing.status == 404 && missing.errorCode == "not_found")
            #expect(missing.errorMessage == "Kein Training mit der ID 987654.", "\(missing.body)")
        }
    }

    @Test("Reps -1 in the page's log form shows the German message to a German user, and English before the switch")
    func pageFormInGerman() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            let browser = lifter.client
            let page = try await browser.get("/library/\(lifter.bench)")
            let csrf = try #require(page.csrfToken)
            let form = ["_csrf": csrf, "weight": "100", "reps": "-1", "sets": "1", "date": "2026-11-20"]
            let english = try await browser.post("/library/\(lifter.bench)/log", form: form)
            #expect(english.status == 400 && english.body.contains("Reps must be a whole number from"))

            #expect(try await lifter.call("PATCH", "/settings", #"{"language": "de"}"#).status == 200)
            let german = try await browser.post("/library/\(lifter.bench)/log", form: form)
            #expect(german.status == 400)
            #expect(german.body.contains("Wdh. müssen eine ganze Zahl von"), "\(german.body)")
            #expect(!german.body.contains("Reps must be"))
        }
    }

    @Test("Before sign-in a refused form and an unknown page answer in the Accept-Language, a 404 page's heading too")
    func signedOutFollowsAcceptLanguage() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let anonymous = server.client()
            let german = ["Accept-Language": "de-DE,de;q=0.9"]
            let refused = try await anonymous.post("/signin", form: ["username": "lifter", "password": "x"], headers: german)
            #expect(refused.status == 403, "no CSRF token")
            #expect(refused.body.contains("Das Formular ist abgelaufen"), "\(refused.body)")
            let missing = try await anonymous.get("/no/such/page", headers: german)
            #expect(missing.status == 404 && missing.body.contains("404 · Nicht gefunden"), "\(missing.body)")
            let english = try await anonymous.get("/no/such/page", headers: ["Accept-Language": "en"])
            #expect(english.body.contains("404 · Not found") && english.body.contains("There is nothing at this address."))
        }
    }

    @Test("Every error key the code names is in en.po (and so, by the coverage test, in every shipped language)")
    func errorKeysInCatalog() throws {
        let english = try #require(try CatalogCoverageTests.catalogs()["en"])
        let swift = try CatalogCoverageTests.swiftSources()
        let literal = try Regex(#""(error\.[a-z0-9_]+(?:\.[a-z0-9_]+)*)(\\\()?""#)
        var named: Set<String> = []
        for match in swift.matches(of: literal) where match.output[2].substring == nil {
            named.insert(String(match.output[1].substring ?? ""))
        }
        #expect(named.count > 300, "the scan finds the converted sites")
        let missing = named.filter { english.entries[$0] == nil }.sorted()
        #expect(missing.isEmpty, "keys en.po lacks: \(missing)")
    }
}
