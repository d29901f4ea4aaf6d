import Foundation
import RepbookCore
import Testing

/// The owner's tools against a real server: disable and enable, delete after typed confirmation, reset links.
@Suite("Owner tools end to end")
struct AccountAdminTests {
    /// The owner "ana" signed in, and the member "ben" signed in on a second client with a token; ben's account id.
    static func ownerAndMember(_ server: TestServer) async throws -> (owner: TestClient, ben: TestClient, benToken: String, benID: Int) {
        let owner = server.client()
        try await owner.setUpOwner(username: "ana")
        try await owner.addUser("ben", password: "bens horse")
        let ben = server.client()
        #expect(try await ben.signIn(username: "ben", password: "bens horse").status == 303)
        let token = try await ben.token(username: "ben", password: "bens horse")
        let id = try #require(try await ben.json("GET", "/api/v1/me", token: token).json["id"] as? Int)
        return (owner, ben, token, id)
    }

    @Test("A disabled user's token and session are refused at once and they cannot sign in; enabling restores the token")
    func disable() async throws {
        try await TestServer.run { server in
            let (owner, ben, token, benID) = try await Self.ownerAndMember(server)
            let settings = try await owner.get("/settings")
            #expect(settings.body.contains("href=\"/settings/users/\(benID)\""))
            let page = try await owner.get("/settings/users/\(benID)")
            #expect(page.status == 200)
            let disabled = try await owner.post("/settings/users/\(benID)/disable", form: ["_csrf": try #require(page.csrfToken)])
            #expect(disabled.status == 303)

            let refused = try await ben.json("GET", "/api/v1/me", token: token)
            #expect(refused.status == 401)
            #expect(try await ben.get("/library").location?.hasPrefix("/signin") == true)
            let signIn = try await server.client().signIn(username: "ben", password: "bens horse")
            #expect(signIn.status == 403)
            #expect(signIn.body.contains("This account is disabled"))
            #expect(try await owner.get("/settings").body.contains("Member, disabled"))

            #expect(try await owner.post("/settings/users/\(benID)/enable", form: ["_csrf": try #require(page.csrfToken)]).status == 303)
            #expect(try await ben.json("GET", "/api/v1/me", token: token).status == 200)
            #expect(try await ben.signIn(username: "ben", password: "bens horse").status == 303)
        }
    }

    @Test("Deleting a user needs their name typed; then they and their data are gone, the owner's stays")
    func delete() async throws {
        try await TestServer.run { server in
            let (owner, ben, token, benID) = try await Self.ownerAndMember(server)
            let bench = try #require(
                (try await ben.json("GET", "/api/v1/exercises?search=bench", token: token).json["exercises"] as? [[String: Any]])?.first?["id"]
                    as? Int)
            let log = try await ben.json(
                "POST", "/api/v1/exercises/\(bench)/log", body: #"{"date": "2026-10-01", "weightKg": 100, "reps": 5, "sets": 2}"#, token: token)
            #expect(log.status == 201 || log.status == 200)
            let photo = try await ben.uploadPhoto(PhotoSamples.png, query: "date=2026-10-01&angle=front", token: token, contentType: "image/png")
            #expect(photo.status == 201)
            #expect(storedPhotoFiles(in: server.dataDirectory).contains { $0.hasPrefix("\(benID)/") })

            let page = try await owner.get("/settings/users/\(benID)")
            let wrong = try await owner.post(
                "/settings/users/\(benID)/delete", form: ["_csrf": try #require(page.csrfToken), "confirm_username": "Ben"])
            #expect(wrong.status == 400)
            #expect(wrong.body.contains("Type ben to confirm the deletion."))
            #expect(try await ben.json("GET", "/api/v1/me", token: token).status == 200)

            let deleted = try await owner.post(
                "/settings/users/\(benID)/delete", form: ["_csrf": try #require(page.csrfToken), "confirm_username": "ben"])
            #expect(deleted.location == "/settings")
            #expect(try await ben.json("GET", "/api/v1/me", token: token).status == 401)
            #expect(try await server.client().signIn(username: "ben", password: "bens horse").status == 401)
            #expect(!storedPhotoFiles(in: server.dataDirectory).contains { $0.hasPrefix("\(benID)/") })
            #expect(try await owner.get("/settings/users/\(benID)").status == 404)
            #expect(try await owner.get("/library").status == 200)
        }
    }

    @Test("The owner cannot be disabled or deleted, and a member cannot reach the owner's tools")
    func ownerProtected() async throws {
        try await TestServer.run { server in
            let (owner, ben, _, _) = try await Self.ownerAndMember(server)
            let ownerID = try #require(
                try await owner.json("GET", "/api/v1/me", token: try await owner.token(username: "ana", password: "correct horse")).json["id"] as? Int
            )
            let page = try await owner.get("/settings")
            #expect(try await owner.post("/settings/users/\(ownerID)/disable", form: ["_csrf": try #require(page.csrfToken)]).status == 403)
            let benPage = try await ben.get("/settings")
            #expect(try await ben.get("/settings/users/\(ownerID)").status == 404)
            #expect(try await ben.post("/settings/users/\(ownerID)/disable", form: ["_csrf": try #require(benPage.csrfToken)]).status == 404)
        }
    }

    @Test("A reset link sets a new password once, signs the user out everywhere, and then is dead")
    func resetLink() async throws {
        try await TestServer.run { server in
            let (owner, ben, _, benID) = try await Self.ownerAndMember(server)
            let page = try await owner.get("/settings/users/\(benID)")
            let made = try await owner.post("/settings/users/\(benID)/reset-link", form: ["_csrf": try #require(page.csrfToken)])
            #expect(made.status == 200)
            let link = try #require(made.body.firstMatch(of: /\/reset\?token=([A-Za-z0-9_-]+)/))
            let token = String(link.1)

            let visitor = server.client()
            let form = try await visitor.get("/reset?token=\(token)")
            #expect(form.status == 200)
            #expect(form.body.contains("New password for ben"))
            let mismatch = try await visitor.post("/reset", form: [
                "_csrf": try #require(form.csrfToken), "token": token, "new_password": "bens new phrase", "new_password_confirm": "other",
            ])
            #expect(mismatch.status == 400)
            let done = try await visitor.post("/reset", form: [
                "_csrf": try #require(form.csrfToken), "token": token, "new_password": "bens new phrase", "new_password_confirm": "bens new phrase",
            ])
            #expect(done.location == "/signin")
            #expect(try await ben.get("/library").location?.hasPrefix("/signin") == true)
            #expect(try await server.client().signIn(username: "ben", password: "bens horse").status == 401)
            #expect(try await server.client().signIn(username: "ben", password: "bens new phrase").status == 303)
            #expect(try await visitor.get("/reset?token=\(token)").status == 404)
            #expect(try await visitor.get("/reset?token=forged").status == 404)
        }
    }
}
