import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookCore
import RepbookFormats
import RepbookSecurity
import RepbookSQLite
import Testing

/// `repbook body import-health` and `repbook dev health-export` on a real database and a generated export.
@Suite("repbook body import-health")
struct BodyCommandTests {
    @Test("A generated export imports once: a dry run writes nothing, the second import adds nothing")
    func importHealth() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let export = folder.appendingPathComponent("export.xml")
        let summary = try HealthExportGenerator(seed: 2, endDate: LocalDate("2024-06-30")!).write(to: export, approximateBytes: 300_000)
        let store = try SQLiteStore.open(dataDirectory: folder.appendingPathComponent("data").path)
        let accounts = AccountService(store: store, hasher: BcryptPasswordHasher(cost: 4), throttle: LoginThrottle(), now: { Date() })
        let ana = try await accounts.addUser(username: "ana", password: "correct horse")
        let days = summary.dailyWeights.count

        let preview = try await ImportHealthCommand.importHealth(store: store, file: export, username: nil, dryRun: true)
        #expect(preview.hasPrefix("export.xml: Would add \(days), skipped 0, rejected 0 ("))
        #expect(preview.hasSuffix("Dry run: nothing was written."))
        #expect(try await store.bodyWeights(userID: ana.id).isEmpty)

        let imported = try await ImportHealthCommand.importHealth(store: store, file: export, username: "ana", dryRun: false)
        #expect(imported.hasPrefix("export.xml: Added \(days), skipped 0, rejected 0 ("))
        #expect(try await store.bodyWeights(userID: ana.id).count == days)

        let again = try await ImportHealthCommand.importHealth(store: store, file: export, username: "ana", dryRun: false)
        #expect(again.hasPrefix("export.xml: Added 0, skipped \(days), rejected 0 ("))
        #expect(again.contains("… and \(days - WeightImportText.listed) more"))

        await #expect(throws: CommandFailure.self) {
            _ = try await ImportHealthCommand.importHealth(
                store: store, file: folder.appendingPathComponent("missing.xml"), username: nil, dryRun: false)
        }
    }

    @Test("health-export refuses sizes outside 1 to 20000 MB and dates that are not days")
    func generatorOptions() throws {
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["dev", "health-export", "--size-mb", "0", "--out", "x.xml"]) }
        #expect(throws: (any Error).self) {
            try RepbookCommand.parseAsRoot(["dev", "health-export", "--size-mb", "5", "--out", "x.xml", "--end-date", "2024-02-30"])
        }
        let parsed = try RepbookCommand.parseAsRoot(["dev", "health-export", "--size-mb", "5", "--out", "x.xml", "--seed", "7"])
        #expect((parsed as? HealthExportCommand)?.seed == 7)
    }
}
