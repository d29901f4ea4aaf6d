import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookServer
import RepbookSQLite
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The owner's Backups page, the download of a fresh snapshot (web and API) and the scheduled backups of a running server.
@Suite("Backups page")
struct BackupPageTests {
    /// A response whose body is kept as bytes.
    struct Download {
        let status: Int
        let headers: [String: String]
        let bytes: Data
    }

    /// Sends `method path` with the client's cookies (and optional form or bearer token) and keeps the body's bytes.
    func download(_ client: TestClient, _ path: String, form: [String: String]? = nil, token: String? = nil) async throws -> Download {
        var headers: [String: String] = [:]
        if form != nil { headers["Content-Type"] = "application/x-www-form-urlencoded" }
        if let token { headers["Authorization"] = "Bearer \(token)" }
        let body = form.map { Data($0.map { "\($0.key)=\($0.value)" }.joined(separator: "&").utf8) }
        let reply = try await client.transfer("POST", path, body: body, headers: headers)
        return Download(status: reply.status, headers: reply.headers, bytes: reply.data)
    }

    /// Writes `bytes` to a temporary file, restores it into a fresh data folder and answers what it holds, photos included.
    func restorable(_ bytes: Data) async throws -> (usernames: [String], contents: DatabaseContents, photos: [String: Data]) {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-download-\(UUID().uuidString).zip").path
        try bytes.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        return try await restored(path)
    }

    /// Restores the backup at `path` into a fresh data folder and answers what it holds, photos included.
    func restored(_ path: String) async throws -> (usernames: [String], contents: DatabaseContents, photos: [String: Data]) {
        let fresh = try TestServer.makeTemporaryDirectory()
        _ = try await DatabaseRestore.restore(from: path, into: fresh, now: Date())
        let store = try SQLiteStore.open(path: fresh + "/repbook.sqlite")
        return (try await store.allUsers().map(\.username).sorted(), try await store.contents(), try photoFiles(fresh))
    }

    /// The photo files of a data folder, by path inside `photos`, with their bytes.
    func photoFiles(_ dataDirectory: String) throws -> [String: Data] {
        let root = dataDirectory + "/photos"
        guard let paths = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] else { return [:] }
        var files: [String: Data] = [:]
        for path in paths where (try FileManager.default.attributesOfItem(atPath: root + "/" + path)[.type] as? FileAttributeType) == .typeRegular {
            files[path] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + path))
        }
        return files
    }

    @Test("Only the owner sees Backups: the page, the download and the API answer 404 to anyone else")
    func ownerOnly() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let settings = try await owner.get("/settings")
            #expect(settings.body.contains("id=\"backups-link\""))
            let csrf = try #require(settings.csrfToken)
            _ = try await owner.post("/settings/users", form: ["_csrf": csrf, "username": "ben", "password": "bens horse"])

            let member = server.client()
            _ = try await member.signIn(username: "ben", password: "bens horse")
            let memberSettings = try await member.get("/settings")
            #expect(memberSettings.status == 200)
            #expect(!memberSettings.body.contains("backups-link"))
            #expect(try await member.get("/settings/backups").status == 404)
            let memberDownload = try await download(member, "/settings/backups/download", form: ["_csrf": try #require(memberSettings.csrfToken)])
            #expect(memberDownload.status == 404)
            let memberToken = try await member.token(username: "ben", password: "bens horse")
            #expect(try await download(member, "/api/v1/backup", token: memberToken).status == 404)
            #expect(try await download(server.client(), "/api/v1/backup").status == 401)
            #expect(!FileManager.default.fileExists(atPath: server.dataDirectory + "/backups"))
        }
    }

    @Test("The owner downloads a fresh backup (CSRF required): a zip that restores everyone's data and photos, nothing left on disk",
        .disabled(if: ServerTestDatabase.isPostgres, "backups of the SQLite file; on PostgreSQL, tests/multiserver checks the pg_dump backups"))
    func ownerDownload() async throws {
        try await TestServer.run { server in
            let owner = server.client()
            try await owner.setUpOwner()
            let settings = try await owner.get("/settings")
            let csrf = try #require(settings.csrfToken)
            _ = try await owner.post("/settings/users", form: ["_csrf": csrf, "username": "ben", "password": "bens horse"])
            let token = try await owner.token(username: "lifter", password: "correct horse")
            #expect(try await owner.uploadPhoto(PhotoSamples.jpeg, query: "angle=front&date=2026-11-20", token: token).status == 201)
            #expect(
                try await owner.uploadPhoto(PhotoSamples.png, query: "angle=side&date=2026-11-20", token: token, contentType: "image/png").status
                    == 201)

            let page = try await owner.get("/settings/backups")
            #expect(page.status == 200)
            #expect(page.body.contains("Download a backup now"))
            #expect(page.body.contains(server.dataDirectory + "/backups"))
            #expect(page.body.contains("repbook restore FILE --data-dir \(server.dataDirectory)"))
            #expect(page.body.contains("id=\"backup-none\""))

            #expect(try await download(owner, "/settings/backups/download", form: [:]).status == 403)
            #expect(try await download(owner, "/settings/backups/download", form: ["_csrf": "forged-token-forged-token-forged-token"]).status == 403)

            let berlin = TimeZone(identifier: "Europe/Berlin")!
            let dayBefore = LocalDate(Date(), in: berlin)
            let reply = try await download(owner, "/settings/backups/download", form: ["_csrf": try #require(page.csrfToken)])
            let dayAfter = LocalDate(Date(), in: berlin)
            #expect(reply.status == 200)
            #expect(reply.headers["content-type"] == "application/zip")
            let disposition = try #require(reply.headers["content-disposition"])
            #expect([dayBefore, dayAfter].map { "attachment; filename=\"repbook-backup-\($0).zip\"" }.contains(disposition))
            #expect(reply.headers["content-length"] == String(reply.bytes.count))
            #expect(reply.bytes.prefix(4) == Data([0x50, 0x4B, 0x03, 0x04]))
            let held = try await restorable(reply.bytes)
            #expect(held.usernames == ["ben", "lifter"])
            #expect(held.contents.users == 2)
            let served = try photoFiles(server.dataDirectory)
            #expect(served.count == 2)
            #expect(held.photos == served)
            #expect(Set(served.values) == Set([PhotoSamples.jpeg, PhotoSamples.png]))
            #expect(try FileManager.default.contentsOfDirectory(atPath: server.dataDirectory + "/backups").isEmpty)

            let api = try await download(owner, "/api/v1/backup", token: token)
            #expect(api.status == 200)
            #expect(api.headers["content-type"] == "application/zip")
            let fromAPI = try await restorable(api.bytes)
            #expect(fromAPI.usernames == ["ben", "lifter"])
            #expect(fromAPI.photos == served)
        }
    }

    @Test("A running server backs up on schedule (at once when the newest backup is older than the interval), rotates, and lists them",
        .disabled(if: ServerTestDatabase.isPostgres, "backups of the SQLite file; on PostgreSQL, tests/multiserver checks the pg_dump backups"))
    func scheduledBackups() async throws {
        let data = try TestServer.makeTemporaryDirectory()
        let folder = BackupFolder(path: data + "/backups")
        try folder.create()
        let old = ["repbook-20200101-000000.sqlite", "repbook-20200102-000000.sqlite", "repbook-20200103-000000.sqlite"]
        for name in old + ["notes.txt"] { _ = FileManager.default.createFile(atPath: folder.path(of: name), contents: Data("x".utf8)) }
        let policy = try BackupPolicy(directory: folder.path, interval: 1, keep: 2)

        try await TestServer.run(dataDirectory: data, configure: { $0.backupPolicy = policy }) { server in
            let owner = server.client()
            try await owner.setUpOwner()
            // Rotated down to the two newest, both taken by the schedule: one at start, one a second later.
            var listing: [BackupFile] = []
            for _ in 0..<200 where !(listing.count == 2 && listing.allSatisfy { !old.contains($0.name) }) {
                try await Task.sleep(for: .milliseconds(50))
                listing = try folder.backups()
            }
            #expect(listing.count == 2)
            #expect(listing.allSatisfy { !old.contains($0.name) })
            #expect(FileManager.default.fileExists(atPath: folder.path(of: "notes.txt")))
            #expect(listing.allSatisfy { $0.name.hasSuffix(".zip") })
            let names = listing.map(\.name)

            // A photo added now is in the next scheduled backup, byte for byte.
            let token = try await owner.token(username: "lifter", password: "correct horse")
            #expect(try await owner.uploadPhoto(PhotoSamples.jpeg, query: "angle=front&date=2026-11-20", token: token).status == 201)
            var photos: [String: Data] = [:]
            for _ in 0..<200 where photos.isEmpty {
                try await Task.sleep(for: .milliseconds(100))
                // Rotation may delete a backup while it is read: copy the newest first, and try again when it is gone.
                guard let newest = try folder.backups().first else { continue }
                let copy = try TestServer.makeTemporaryDirectory() + "/scheduled.zip"
                guard (try? FileManager.default.copyItem(atPath: newest.path, toPath: copy)) != nil else { continue }
                photos = try await restored(copy).photos
            }
            #expect(Array(photos.values) == [PhotoSamples.jpeg])
            // Backups run every second: between a new one's rename and the rotation after it, three may show.
            #expect((1...3).contains(try folder.backups().count))

            // The schedule goes on while the page is read: it lists backups named before or after it.
            let page = try await owner.get("/settings/backups")
            let seen = Set(names + (try folder.backups().map(\.name)))
            #expect(page.body.contains("Every second, keeping the newest 2."))
            #expect(seen.contains { page.body.contains("<strong>\($0)</strong>") })
            #expect(seen.contains { page.body.contains("repbook restore \(folder.path(of: $0)) --data-dir \(data)") })
        }
    }

    @Test("A second server on the same data folder is refused while the first runs",
        .disabled(if: ServerTestDatabase.isPostgres, "the data folder lock guards the SQLite file; PostgreSQL servers share the folder"))
    func lockedDataFolder() async throws {
        try await TestServer.run { server in
            var configuration = ServerConfiguration(dataDirectory: server.dataDirectory, bcryptCost: 4)
            configuration.port = 0
            await #expect(throws: DataDirectoryInUse.self) { _ = try await buildApplication(configuration) }
        }
    }
}
