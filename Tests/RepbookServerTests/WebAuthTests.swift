import Foundation
import Testing

@Suite("Web sign-in, setup and CSRF")
struct WebAuthTests {
    @Test("First start leads to the one-time owner setup, which then is gone")
    func ownerSetup() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            let home = try await browser.get("/")
            #expect(home.status == 303 && home.location == "/setup")
            try await browser.setUpOwner()
            let homeAfter = try await browser.get("/")
            #expect(homeAfter.status == 200)
            #expect(homeAfter.body.contains("Hi, lifter"))
            #expect(homeAfter.body.contains("Welcome, lifter!"))
            #expect(try await browser.get("/setup").status == 404)
            #expect(try await server.client().get("/setup").status == 404)
        }
    }

    @Test("Sign-in sets an HttpOnly, SameSite=Lax session cookie; wrong passwords are refused; sign-out ends it")
    func signIn() async throws {
        try await TestServer.run { server in
            try await server.client().setUpOwner()
            let browser = server.client()
            #expect(try await browser.get("/library").location?.hasPrefix("/signin") == true)
            let wrong = try await browser.signIn(username: "lifter", password: "wrong horse")
            #expect(wrong.status == 401)
            #expect(wrong.body.contains("Wrong user name or password"))
            let right = try await browser.signIn(username: "LIFTER", password: "correct horse")
            #expect(right.status == 303)
            let cookie = try #require(right.setCookies.first { $0.hasPrefix("repbook_session=") })
            #expect(cookie.contains("HttpOnly") && cookie.contains("SameSite=Lax") && cookie.contains("Max-Age="))
            #expect(try await browser.get("/library").status == 200)

            let settings = try await browser.get("/settings")
            let signOut = try await browser.post("/signout", form: ["_csrf": try #require(settings.csrfToken)])
            #expect(signOut.location == "/signin")
            #expect(try await browser.get("/library").location?.hasPrefix("/signin") == true)
        }
    }

    @Test("A POST without a valid CSRF token gets 403 and changes nothing")
    func csrf() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let form = ["name": "Forged Lift", "category": "other", "kind": "reps_only"]
            let missing = try await browser.post("/library", form: form)
            #expect(missing.status == 403)
            #expect(missing.body.contains("403"))
            let wrong = try await browser.post("/library", form: form.merging(["_csrf": "forged"]) { $1 })
            #expect(wrong.status == 403)
            #expect(!(try await browser.get("/library?q=forged").body.contains("Forged Lift")))

            let page = try await browser.get("/library/new")
            let ok = try await browser.post("/library", form: form.merging(["_csrf": try #require(page.csrfToken)]) { $1 })
            #expect(ok.status == 303)
            #expect(try await browser.get("/library?q=forged").body.contains("Forged Lift"))
        }
    }

    @Test("Sign-in without the anonymous CSRF cookie is refused")
    func loginCSRF() async throws {
        try await TestServer.run { server in
            try await server.client().setUpOwner()
            let attacker = server.client()
            let reply = try await attacker.post("/signin", form: ["_csrf": "guess", "username": "lifter", "password": "correct horse"])
            #expect(reply.status == 403)
            #expect(attacker.cookies["repbook_session"] == nil)
        }
    }

    @Test("Behind a proxy, a configured public origin is required of state-changing requests")
    func publicOrigin() async throws {
        try await TestServer.run(publicOrigin: "https://gym.example.com") { server in
            let browser = server.client()
            let page = try await browser.get("/setup")
            let token = try #require(page.csrfToken)
            #expect(page.setCookies.contains { $0.hasPrefix("repbook_csrf=") && $0.contains("Secure") })
            let form = ["_csrf": token, "username": "lifter", "password": "correct horse", "password_confirm": "correct horse"]
            let foreign = try await browser.post("/setup", form: form, headers: ["Origin": "https://evil.example.net"])
            #expect(foreign.status == 403)
            let same = try await browser.post("/setup", form: form, headers: ["Origin": "https://gym.example.com"])
            #expect(same.status == 303)
        }
    }

    @Test("A session survives a restart of the application",
        .disabled(
            if: ServerTestDatabase.isPostgres,
            "each test server has its own PostgreSQL database; tests/multiserver checks a session across two servers on one"))
    func sessionSurvivesRestart() async throws {
        let directory = try TestServer.makeTemporaryDirectory()
        var cookies: [String: String] = [:]
        try await TestServer.run(dataDirectory: directory) { server in
            let browser = server.client()
            try await browser.setUpOwner()
            cookies = browser.cookies
        }
        try await TestServer.run(dataDirectory: directory) { server in
            let browser = server.client()
            browser.cookies = cookies
            let library = try await browser.get("/library")
            #expect(library.status == 200)
            #expect(library.body.contains("Bench Press"))
        }
    }
}
