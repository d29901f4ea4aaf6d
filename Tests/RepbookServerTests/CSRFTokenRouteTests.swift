import Foundation
import Testing

/// `GET /csrf`: the page's script renews its form token here instead of reading it out of a page's HTML.
@Suite("CSRF token endpoint")
struct CSRFTokenRouteTests {
    @Test("Signed in: the session's form token as JSON, never cached, and the same token the pages' forms carry")
    func tokenOfTheSession() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let pageToken = try #require(try await owner.get("/settings").csrfToken)
            let reply = try await owner.get("/csrf")
            #expect(reply.status == 200)
            #expect(reply.headers["cache-control"] == "no-store")
            #expect(reply.headers["content-type"]?.hasPrefix("application/json") == true)
            #expect(reply.json["token"] as? String == pageToken)
            // The token works for a form post (adding a member is refused without it).
            let added = try await owner.post("/settings/users", form: ["_csrf": pageToken, "username": "ben", "password": "bens horse"])
            #expect(added.status == 303)
            let member = server.client()
            _ = try await member.signIn(username: "ben", password: "bens horse")
            let theirs = try await member.get("/csrf")
            #expect(theirs.status == 200)
            #expect(theirs.json["token"] as? String != pageToken)
            #expect((theirs.json["token"] as? String)?.isEmpty == false)
        }
    }

    @Test("Signed out: sent to sign in, with no token in the answer")
    func signedOutGetsNoToken() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let token = try #require(try await owner.get("/csrf").json["token"] as? String)
            let stranger = server.client()
            let reply = try await stranger.get("/csrf")
            #expect(reply.status == 303)
            #expect(reply.location?.hasPrefix("/signin") == true)
            #expect(!reply.body.contains(token))
        }
    }
}
