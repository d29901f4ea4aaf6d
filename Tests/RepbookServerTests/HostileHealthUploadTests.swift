import Foundation
import RepbookTestFixtures
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Issue 30's hostile Apple Health uploads against the real application in this test process: each crashed the server
/// before; now the parser child dies, the request ends in a 400 refusal, the pending upload is released at once, and
/// `/healthz` still answers (a crash in this process would end the whole test run).
@Suite("Hostile Apple Health uploads end in a refusal; the server keeps serving")
struct HostileHealthUploadTests {
    static func uploadsLeft(_ server: TestServer) -> [URL] {
        let uploads = URL(fileURLWithPath: server.dataDirectory).appendingPathComponent("uploads")
        return FileManager.default.enumerator(at: uploads, includingPropertiesForKeys: nil)?.allObjects
            .compactMap { $0 as? URL }.filter { !$0.hasDirectoryPath } ?? []
    }

    @Test("POST /api/v1/weights/import/apple-health?dryRun=true: 400 for every hostile file, /healthz answers after each")
    func api() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            for (name, bytes) in HostileHealthFiles.all {
                let reply = try await client.send(
                    "POST", "/api/v1/weights/import/apple-health?dryRun=true", body: bytes,
                    headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/octet-stream"])
                #expect(reply.status == 400, "\(name): \(reply.status) \(reply.body)")
                #expect(reply.errorCode == "invalid_input", "\(name)")
                #expect(reply.errorField == "file", "\(name)")
                #expect(try await client.get("/healthz").status == 200, "\(name)")
            }
            #expect(Self.uploadsLeft(server).isEmpty)
        }
    }

    @Test("The web preview of each hostile upload: 400 with the refusal, the upload released, reopening it 404")
    func webPreview() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let csrf = try #require(try await browser.get("/body/weight").csrfToken)
            for (name, bytes) in HostileHealthFiles.all {
                let uploaded = try await browser.send(
                    "POST", "/body/weight/import/health?name=export.xml", body: bytes,
                    headers: ["X-CSRF-Token": csrf, "X-Requested-With": "fetch", "Content-Type": "application/octet-stream"])
                let location = try #require(uploaded.json["location"] as? String, "\(name): \(uploaded.body)")
                let preview = try await browser.get(location)
                #expect(preview.status == 400, "\(name): \(preview.status)")
                #expect(preview.body.contains("id=\"import-error\""), "\(name)")
                #expect(!preview.body.contains("id=\"import-form\""), "\(name)")
                #expect(Self.uploadsLeft(server).isEmpty, "\(name): released at once")
                #expect(try await browser.get(location).status == 404, "\(name): reopening finds it gone")
                #expect(try await browser.get("/healthz").status == 200, "\(name)")
            }
        }
    }

    @Test("A parser child killed mid-parse: the request gets a 400 naming it, and the server keeps serving")
    func childKilledMidParse() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let killer = ParserChildKiller(holding: server.dataDirectory)
            let reply = try await client.send(
                "POST", "/api/v1/weights/import/apple-health?dryRun=true", body: HostileHealthFiles.plainExport(days: 200_000),
                headers: ["Authorization": "Bearer \(token)", "Content-Type": "text/xml"])
            #expect(killer.stop())
            #expect(reply.status == 400)
            let message = (reply.json["error"] as? [String: Any])?["message"] as? String
            #expect(message == "This file could not be read: the parser stopped (it was killed). Nothing was changed.")
            #expect(try await client.get("/healthz").status == 200)
            #expect(Self.uploadsLeft(server).isEmpty)
        }
    }

    @Test("A plain export and its zip still import through the child")
    func plainExportImports() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let xml = HostileHealthFiles.plainExport(days: 30)
            let zip = StoredZip.make([("apple_health_export/export.xml", xml)])
            for (bytes, expected) in [(xml, 30), (zip, 0)] {
                let reply = try await client.send(
                    "POST", "/api/v1/weights/import/apple-health", body: bytes,
                    headers: ["Authorization": "Bearer \(token)", "Content-Type": "application/octet-stream"])
                #expect(reply.status == 200, "\(reply.body)")
                #expect(reply.json["added"] as? Int == expected, "\(reply.body)")
            }
        }
    }
}
