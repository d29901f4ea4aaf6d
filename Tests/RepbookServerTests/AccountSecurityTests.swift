import Foundation
import RepbookCore
import Testing

/// Password change, the sessions list and token expiry against a real server.
@Suite("Passwords, sessions and tokens end to end")
struct AccountSecurityTests {
    @Test("A password change on the page ends the other session, keeps this one, and keeps tokens when asked to")
    func passwordChangeEndsOtherSessions() async throws {
        try await TestServer.run { server in
            let laptop = server.client()
            try await laptop.setUpOwner(username: "ana")
            let phone = server.client()
            #expect(try await phone.signIn(username: "ana", password: "correct horse").status == 303)
            let token = try await laptop.token(username: "ana", password: "correct horse")

            let page = try await laptop.get("/settings/account")
            #expect(page.status == 200)
            let noChoice = try await laptop.post("/settings/password", form: [
                "_csrf": try #require(page.csrfToken), "current_password": "correct horse", "new_password": "a new long phrase",
                "new_password_confirm": "a new long phrase",
            ])
            #expect(noChoice.status == 400)
            #expect(noChoice.body.contains("Choose whether to keep or revoke your API tokens"))
            #expect(try await phone.get("/library").status == 200)

            let wrongCurrent = try await laptop.post("/settings/password", form: [
                "_csrf": try #require(page.csrfToken), "current_password": "wrong horse", "new_password": "a new long phrase",
                "new_password_confirm": "a new long phrase", "revoke_tokens": "no",
            ])
            #expect(wrongCurrent.status == 400)
            #expect(wrongCurrent.body.contains("The current password is wrong"))

            let changed = try await laptop.post("/settings/password", form: [
                "_csrf": try #require(page.csrfToken), "current_password": "correct horse", "new_password": "a new long phrase",
                "new_password_confirm": "a new long phrase", "revoke_tokens": "no",
            ])
            #expect(changed.status == 303)
            #expect(try await laptop.get("/settings/account").body.contains("Password changed. Signed out of 1 other browser."))
            #expect(try await phone.get("/library").location?.hasPrefix("/signin") == true)
            #expect(try await laptop.get("/library").status == 200)
            #expect(try await server.client().json("GET", "/api/v1/me", token: token).status == 200)
            #expect(try await server.client().signIn(username: "ana", password: "correct horse").status == 401)
            #expect(try await server.client().signIn(username: "ana", password: "a new long phrase").status == 303)
        }
    }

    @Test("A password change through the API signs out every browser and, when asked, revokes every token")
    func passwordChangeThroughAPI() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner(username: "ana")
            let token = try await browser.token(username: "ana", password: "correct horse")
            let other = try await browser.token(username: "ana", password: "correct horse")
            let missing = try await browser.json(
                "POST", "/api/v1/auth/password", body: #"{"current_password": "correct horse", "new_password": "a new long phrase"}"#, token: token)
            #expect(missing.status == 400)
            let reply = try await browser.json(
                "POST", "/api/v1/auth/password",
                body: #"{"current_password": "correct horse", "new_password": "a new long phrase", "revoke_tokens": true}"#, token: token)
            #expect(reply.status == 200)
            #expect(reply.json["ended_sessions"] as? Int == 1)
            #expect(reply.json["revoked_tokens"] as? Int == 2)
            #expect(try await browser.get("/library").location?.hasPrefix("/signin") == true)
            #expect(try await browser.json("GET", "/api/v1/me", token: other).status == 401)
        }
    }

    @Test("The sessions list shows device, address and last use; one browser can be signed out, then all of them")
    func sessionsList() async throws {
        // Live: the sessions list shows the peer's address, which only a real connection has.
        try await TestServer.run(.live) { server in
            let laptop = server.client()
            try await laptop.setUpOwner(username: "ana")
            let phone = server.client()
            let agent = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36"
            let signInPage = try await phone.get("/signin")
            let signedIn = try await phone.post(
                "/signin", form: ["_csrf": try #require(signInPage.csrfToken), "username": "ana", "password": "correct horse"],
                headers: ["User-Agent": agent])
            #expect(signedIn.status == 303)
            let token = try await laptop.token(username: "ana", password: "correct horse")
            let sessions = try #require(try await laptop.json("GET", "/api/v1/auth/sessions", token: token).json["sessions"] as? [[String: Any]])
            #expect(sessions.count == 2)
            let phoneSession = try #require(sessions.first { $0["device"] as? String == "Chrome on Android" })
            #expect(phoneSession["address"] as? String == "127.0.0.1")
            #expect(phoneSession["last_used_at"] != nil)

            let page = try await laptop.get("/settings/account")
            #expect(page.body.contains("Chrome on Android"))
            #expect(page.body.contains("(this browser)"))
            let phoneID = try #require(phoneSession["id"] as? Int)
            let revoked = try await laptop.post("/settings/sessions/\(phoneID)/revoke", form: ["_csrf": try #require(page.csrfToken)])
            #expect(revoked.status == 303)
            #expect(try await phone.get("/library").location?.hasPrefix("/signin") == true)
            #expect(try await laptop.get("/library").status == 200)

            #expect(try await phone.signIn(username: "ana", password: "correct horse").status == 303)
            let everywhere = try await laptop.post("/settings/sessions/revoke-all", form: ["_csrf": try #require(page.csrfToken)])
            #expect(everywhere.location == "/signin")
            #expect(try await phone.get("/library").location?.hasPrefix("/signin") == true)
            #expect(try await laptop.get("/library").location?.hasPrefix("/signin") == true)
            #expect(try await laptop.json("GET", "/api/v1/me", token: token).status == 200)
        }
    }

    @Test("A token has a name, a last use and an optional expiry; a bad lifetime is refused naming the field")
    func tokenExpiry() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner(username: "ana")
            let created = try await browser.json(
                "POST", "/api/v1/auth/token", body: #"{"username": "ana", "password": "correct horse", "label": "script", "expires_in_days": 30}"#)
            #expect(created.status == 201)
            let expires = try #require(created.json["expires_at"] as? String)
            #expect(expires.hasPrefix("20"))
            let token = try #require(created.json["token"] as? String)
            #expect(try await browser.json("GET", "/api/v1/me", token: token).status == 200)
            let listed = try #require(try await browser.json("GET", "/api/v1/auth/tokens", token: token).json["tokens"] as? [[String: Any]])
            #expect(listed.first?["label"] as? String == "script")
            #expect(listed.first?["last_used_at"] != nil)
            #expect(listed.first?["expires_at"] as? String == expires)
            let bad = try await browser.json(
                "POST", "/api/v1/auth/token", body: #"{"username": "ana", "password": "correct horse", "expires_in_days": 0}"#)
            #expect(bad.status == 400)
            #expect(bad.errorField == "expires_in_days")

            let settings = try await browser.get("/settings")
            let page = try await browser.post(
                "/settings/tokens", form: ["_csrf": try #require(settings.csrfToken), "label": "phone", "expires_in_days": "90"])
            #expect(page.status == 200)
            #expect(page.body.contains("New token (shown once)"))
            #expect(page.body.contains("expires "))
        }
    }
}
