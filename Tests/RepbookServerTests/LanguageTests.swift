import Foundation
import Testing

/// The user's language through the real application: `Accept-Language` before sign-in, the setting after it (pages, API,
/// settings form), `<html lang>`, and the pseudo-locale.
@Suite("Language over HTTP")
struct LanguageTests {
    @Test("The sign-in page follows Accept-Language: German for de-DE, English for a language not shipped or none")
    func signInFollowsAcceptLanguage() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let anonymous = server.client()
            let german = try await anonymous.get("/signin", headers: ["Accept-Language": "de-DE,de;q=0.9,en;q=0.8"])
            #expect(german.body.contains(#"<html lang="de""#))
            #expect(german.body.contains("<h1>Anmelden</h1>") && german.body.contains("<span>Benutzername</span>"))
            #expect(german.body.contains("<title>Anmelden · Repbook</title>"))
            #expect(!german.body.contains("Sign in") && !german.body.contains("User name"))
            for header in ["ja-JP", "en-GB,en;q=0.9", "qps"] {
                let english = try await anonymous.get("/signin", headers: ["Accept-Language": header])
                #expect(english.body.contains(#"<html lang="en""#), "\(header)")
                #expect(english.body.contains("<h1>Sign in</h1>"), "\(header)")
            }
            #expect(try await anonymous.get("/signin").body.contains("<span>User name</span>"))
        }
    }

    @Test("The language setting: auto by default, set through the API (an unknown one refused by name), and every page then in it")
    func settingThroughAPI() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            #expect(try await lifter.call("GET", "/settings").json["language"] as? String == "auto")
            let refused = try await lifter.call("PATCH", "/settings", #"{"language": "klingon"}"#)
            #expect(refused.status == 400 && refused.errorField == "language")
            #expect(refused.body.contains("The language must be auto or one of"))
            #expect(try await lifter.call("GET", "/settings").json["language"] as? String == "auto", "a refusal changes nothing")

            // auto: the browser decides.
            let browser = try await lifter.client.get("/", headers: ["Accept-Language": "de"])
            #expect(browser.body.contains(#"<html lang="de""#) && browser.body.contains("Hallo, "))

            let switched = try await lifter.call("PATCH", "/settings", #"{"language": "de"}"#)
            #expect(switched.status == 200 && switched.json["language"] as? String == "de")
            let home = try await lifter.client.get("/", headers: ["Accept-Language": "en-US"])
            #expect(home.body.contains(#"<html lang="de""#))
            #expect(home.body.contains("Freies Training starten") && home.body.contains(">Übungen</span>"))
            #expect(!home.body.contains("Start an empty workout"))
            #expect(home.body.contains("<title>Start · Repbook</title>"))
            // The scripts' sentences ride along in the page's language, slots as the scripts write them.
            #expect(home.body.contains(#""rest.over":"Pause vorbei""#))
            #expect(home.body.contains(#""outbox.offlineWaiting.other":"Offline · {count} Änderungen warten auf diesem Gerät""#))

            _ = try await lifter.call("PATCH", "/settings", #"{"language": "qps"}"#)
            let pseudo = try await lifter.client.get("/")
            #expect(pseudo.body.contains(#"<html lang="qps""#) && pseudo.body.contains("⟦Šţáŕţ áñ éɱþţý ŵöŕķöûţ"))
        }
    }

    @Test("The settings form offers the languages by their own names, saves the choice, and thanks in the new language")
    func settingsForm() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let page = try await client.get("/settings")
            #expect(page.body.contains(#"<option value="auto" selected>Browser language</option>"#))
            #expect(page.body.contains(#"<option value="de">Deutsch</option>"#))
            let token = try #require(page.csrfToken)
            let form = [
                "_csrf": token, "weight_unit": "kg", "appearance": "system", "time_zone": "UTC", "default_rest_seconds": "120",
                "warmup_rest_seconds": "60", "drop_rest_seconds": "0", "e1rm_formula": "epley", "weekly_target": "1",
            ]
            let saved = try await client.post("/settings", form: form.merging(["language": "de"]) { $1 })
            #expect(saved.status == 303)
            let german = try await client.get("/settings")
            #expect(german.body.contains("Einstellungen gespeichert."))
            #expect(german.body.contains(#"<option value="de" selected>Deutsch</option>"#))
            #expect(german.body.contains("<span>Gewichtseinheit</span>") && german.body.contains(">Kilogramm (kg)</option>"))
            let bad = try await client.post("/settings", form: form.merging(["language": "xx"]) { $1 })
            #expect(bad.status == 400)
            #expect(bad.body.contains(#"id="language-error" role="alert">Die Sprache muss auto oder eine von"#))
        }
    }
}
