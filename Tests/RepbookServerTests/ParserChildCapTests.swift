import Foundation
import RepbookCore
import RepbookFormats
import RepbookServer
import RepbookTestFixtures
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// The instance-wide cap on parser children against the real application: concurrent Apple Health uploads by several
/// users never run more children than the cap (counted in `/proc`), the ones past it wait their turn, and one that waits
/// too long is refused with 503, `Retry-After` and the message, its upload kept for a retry.
@Suite("Parser children are capped across the whole server")
struct ParserChildCapTests {
    static let days = 30_000
    static let export = HostileHealthFiles.plainExport(days: days)

    /// Signs in a new account (the owner for the first) and answers its API token.
    static func token(_ server: TestServer, _ index: Int, owner: TestClient) async throws -> String {
        if index == 0 { return try await owner.token(username: "lifter", password: "correct horse") }
        let name = "lifter\(index)"
        try await owner.addUser(name, password: "correct horse")
        return try await server.client().token(username: name, password: "correct horse")
    }

    static func upload(_ server: TestServer, token: String) async throws -> TestClient.Reply {
        try await server.client().send(
            "POST", "/api/v1/weights/import/apple-health?dryRun=true", body: export,
            headers: ["Authorization": "Bearer \(token)", "Content-Type": "text/xml"])
    }

    @Test("Five users upload at once under a cap of 2: all five read, never more than 2 children at once")
    func fiveUploadsTwoChildren() async throws {
        try await TestServer.run(configure: { $0.parser.gate = ParserChildGate(limit: 2, waitSeconds: 600) }) { server in
            let owner = server.client()
            try await owner.setUpOwner()
            var tokens: [String] = []
            for index in 0..<5 { tokens.append(try await Self.token(server, index, owner: owner)) }
            let counter = ParserChildCounter(holding: server.dataDirectory)
            let replies = try await withThrowingTaskGroup(of: TestClient.Reply.self) { group in
                for token in tokens { group.addTask { try await Self.upload(server, token: token) } }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            let children = counter.stop()
            for reply in replies {
                #expect(reply.status == 200, "\(reply.status) \(reply.body.prefix(300))")
                // Every record is read: added, or (dated after today) rejected.
                let added = reply.json["added"] as? Int ?? 0
                let skipped = reply.json["skipped"] as? Int ?? 0
                let rejected = (reply.json["rejected"] as? [Any])?.count ?? 0
                #expect(added > 0 && added + skipped + rejected == Self.days, "\(added) + \(skipped) + \(rejected)")
            }
            #expect(children.distinct == 5, "each upload was read by a child of its own")
            #expect(children.peak == 2, "at most the cap ran at once, and the cap was reached")
            #expect(try await owner.get("/healthz").status == 200)
        }
    }

    @Test("A parse that waits past its time gets 503 with Retry-After and the message; the web preview keeps the upload")
    func busyRefusal() async throws {
        let gate = ParserChildGate(limit: 1, waitSeconds: 0.5)
        try await TestServer.run(configure: { $0.parser.gate = gate }) { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let token = try await browser.token(username: "lifter", password: "correct horse")
            let csrf = try #require(try await browser.get("/body/weight").csrfToken)
            let small = HostileHealthFiles.plainExport(days: 20)
            let uploaded = try await browser.send(
                "POST", "/body/weight/import/health?name=export.xml", body: small,
                headers: ["X-CSRF-Token": csrf, "X-Requested-With": "fetch", "Content-Type": "application/octet-stream"])
            let location = try #require(uploaded.json["location"] as? String, "\(uploaded.body)")

            // The test holds the only slot itself, as a parse that runs long would.
            let latch = HoldLatch()
            let holder = Task { try await gate.run { await latch.hold() } }
            await latch.untilHeld()
            let refused = try await browser.send(
                "POST", "/api/v1/weights/import/apple-health?dryRun=true", body: small,
                headers: ["Authorization": "Bearer \(token)", "Content-Type": "text/xml"])
            let preview = try await browser.get(location)
            let children = ParserChildren.pids(parent: getpid(), holding: server.dataDirectory)
            latch.release()
            try await holder.value

            #expect(refused.status == 503, "\(refused.body)")
            #expect(refused.errorCode == "busy")
            #expect(refused.headers["retry-after"] == "1")
            let message = (refused.json["error"] as? [String: Any])?["message"] as? String
            #expect(message == "Too many files are being read right now; try again in a moment. Nothing was changed.")
            #expect(preview.status == 503)
            #expect(preview.headers["retry-after"] == "1")
            #expect(preview.body.contains("Too many files are being read right now"))
            #expect(children.isEmpty, "no child was started for a refused parse")

            // With the slot free again, the kept upload's preview reads, and the refused request succeeds when sent again.
            #expect(try await browser.get(location).status == 200)
            let again = try await browser.send(
                "POST", "/api/v1/weights/import/apple-health?dryRun=true", body: small,
                headers: ["Authorization": "Bearer \(token)", "Content-Type": "text/xml"])
            #expect(again.status == 200, "\(again.body)")
            #expect(again.json["added"] as? Int == 20)
        }
    }
}
