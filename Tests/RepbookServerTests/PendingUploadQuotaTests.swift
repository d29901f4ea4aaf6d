import Foundation
import RepbookServer
import Testing

@Suite("Pending uploads: a quota per user and a short lifetime")
struct PendingUploadQuotaTests {
    private func upload(_ client: TestClient, csrf: String, bytes: Int) async throws -> TestClient.Reply {
        let body = "date,weight\n" + String(repeating: "2024-03-01,80\n", count: max(0, bytes - 12) / 14)
        return try await client.send(
            "POST", "/body/weight/import/csv", body: Data(body.utf8),
            headers: ["X-CSRF-Token": csrf, "X-Requested-With": "fetch", "Content-Type": "text/csv"])
    }

    private func pending(_ server: TestServer) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: server.dataDirectory + "/uploads/1")) ?? []).sorted()
    }

    private func message(_ reply: TestClient.Reply) -> String {
        (reply.json["error"] as? [String: Any])?["message"] as? String ?? ""
    }

    @Test("Past the quota's bytes or files a new upload is refused with 413 naming the quota, and nothing of it is stored")
    func quota() async throws {
        try await TestServer.run(configure: { $0.uploadQuota = UploadQuota(maximumFiles: 3, maximumBytes: 1000) }) { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let csrf = try #require(try await browser.get("/body/weight").csrfToken)
            #expect(try await upload(browser, csrf: csrf, bytes: 400).status == 200)
            #expect(try await upload(browser, csrf: csrf, bytes: 400).status == 200)
            let over = try await upload(browser, csrf: csrf, bytes: 400)
            #expect(over.status == 413)
            #expect(message(over).contains("would pass the limit of 1000 bytes for all of one account's uploads waiting to be imported"))
            #expect(pending(server).count == 2)
            #expect(try await upload(browser, csrf: csrf, bytes: 100).status == 200)
            let tooMany = try await upload(browser, csrf: csrf, bytes: 20)
            #expect(tooMany.status == 413)
            #expect(message(tooMany).contains("You have 3 uploads waiting to be imported, the most one account may hold (3)"))
            #expect(pending(server).count == 3)
        }
    }

    @Test("Past the instance's limit on all accounts' pending bytes an upload is refused with 413 naming it, nothing stored")
    func instanceLimit() async throws {
        try await TestServer.run(configure: { $0.uploadQuota = UploadQuota(maximumInstanceBytes: 1000) }) { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let csrf = try #require(try await browser.get("/body/weight").csrfToken)
            // Another account's upload waiting in its own folder.
            let other = server.dataDirectory + "/uploads/999"
            try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
            try Data(count: 700).write(to: URL(fileURLWithPath: other + "/someone-elses-upload"))
            #expect(try await upload(browser, csrf: csrf, bytes: 200).status == 200)
            let over = try await upload(browser, csrf: csrf, bytes: 200)
            #expect(over.status == 413)
            #expect(message(over).contains("of uploads waiting to be imported, across all accounts; its limit is 1000 bytes"), "\(message(over))")
            #expect(pending(server).count == 1)
        }
    }

    @Test("An upload older than the lifetime is gone: its preview is a 404, and the next upload sweeps it")
    func expiry() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let csrf = try #require(try await browser.get("/body/weight").csrfToken)
            let first = try await upload(browser, csrf: csrf, bytes: 100)
            let location = try #require(first.json["location"] as? String)
            let second = try await upload(browser, csrf: csrf, bytes: 100)
            #expect(pending(server).count == 2)
            let twoHoursAgo = Date().addingTimeInterval(-2 * 60 * 60)
            for name in pending(server) {
                try FileManager.default.setAttributes(
                    [.modificationDate: twoHoursAgo], ofItemAtPath: server.dataDirectory + "/uploads/1/" + name)
            }
            let gone = try await browser.get(location)
            #expect(gone.status == 404)
            #expect(gone.body.contains("more than 1 hour ago"))
            #expect(pending(server).count == 1)
            #expect(second.status == 200)
            _ = try await upload(browser, csrf: csrf, bytes: 100)
            #expect(pending(server).count == 1)
        }
    }
}
