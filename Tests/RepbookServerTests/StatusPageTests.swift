import Foundation
import RepbookBuildInfo
import RepbookCore
import RepbookServer
import Testing

/// Settings → Status and `GET /api/v1/admin/status`: the owner's view of the instance, and nobody else's.
@Suite("Owner's status page")
struct StatusPageTests {
    @Test("The owner sees version, uptime, engine, size, backups with their age, the doctor's checks and members' last activity")
    func ownerSeesTheStatus() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let csrf = try #require(try await owner.get("/settings").csrfToken)
            _ = try await owner.post("/settings/users", form: ["_csrf": csrf, "username": "ben", "password": "bens horse"])
            // A backup taken on 1 November 2026 at noon (UTC), as its name says.
            let backups = server.dataDirectory + "/backups"
            try FileManager.default.createDirectory(atPath: backups, withIntermediateDirectories: true)
            try Data(repeating: 7, count: 1234).write(to: URL(fileURLWithPath: backups + "/repbook-20261101-120000.zip"))

            let page = try await owner.get("/settings/status")
            #expect(page.status == 200)
            #expect(page.body.contains("id=\"status-version\">\(RepbookVersion.number) (commit"))
            #expect(page.body.contains("repbook-20261101-120000.zip"))
            #expect(page.body.contains(">lifter</span>"))
            #expect(try await owner.get("/settings").body.contains("id=\"status-link\""))

            let token = try await owner.token(username: "lifter", password: "correct horse")
            let reply = try await owner.json("GET", "/api/v1/admin/status", token: token)
            #expect(reply.status == 200)
            let json = reply.json
            #expect(json["version"] as? String == RepbookVersion.number)
            #expect((json["uptime_seconds"] as? Int ?? -1) >= 0)
            let engine = (json["database"] as? [String: Any])?["engine"] as? String
            #expect(engine == (ProcessInfo.processInfo.environment["REPBOOK_TEST_SERVER_ENGINE"] == "postgres" ? "postgresql" : "sqlite"))
            #expect((json["database_bytes"] as? Int ?? 0) > 0)
            let listed = try #require((json["backups"] as? [[String: Any]])?.first)
            #expect(listed["name"] as? String == "repbook-20261101-120000.zip")
            #expect(listed["bytes"] as? Int == 1234)
            let age = try #require(listed["age_seconds"] as? Int)
            #expect(abs(Double(age) - Date().timeIntervalSince(Date(timeIntervalSince1970: 1_793_534_400))) < 120)
            let checks = try #require(json["checks"] as? [[String: Any]])
            #expect(checks.contains { $0["check"] as? String == "backups" })
            #expect(checks.allSatisfy { ["ok", "warning", "problem"].contains($0["level"] as? String ?? "") })
            let members = try #require(json["members"] as? [[String: Any]])
            #expect(members.map { $0["username"] as? String } == ["lifter", "ben"])
            #expect(members[0]["role"] as? String == "owner")
            #expect(members[0]["last_activity"] is String)
            #expect(members[1]["last_activity"] == nil || members[1]["last_activity"] is NSNull)
        }
    }

    @Test("A member gets 404 for the page and 403 from the API; without a token, 401")
    func membersAreRefused() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let csrf = try #require(try await owner.get("/settings").csrfToken)
            _ = try await owner.post("/settings/users", form: ["_csrf": csrf, "username": "ben", "password": "bens horse"])

            let member = server.client()
            _ = try await member.signIn(username: "ben", password: "bens horse")
            #expect(try await member.get("/settings/status").status == 404)
            #expect(!(try await member.get("/settings").body.contains("status-link")))
            let token = try await member.token(username: "ben", password: "bens horse")
            let refused = try await member.json("GET", "/api/v1/admin/status", token: token)
            #expect(refused.status == 403)
            #expect(!refused.body.contains("lifter"))
            #expect(try await server.client().json("GET", "/api/v1/admin/status").status == 401)
        }
    }
}
