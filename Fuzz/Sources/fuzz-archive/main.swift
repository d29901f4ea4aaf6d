import Foundation
import FuzzDriver
@testable import RepbookCore

/// The JSON archive's decoding and validation, as `UserArchiveService.decode` does them.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    _ = ArchiveJSON.looksLikeJSON(bytes)
    if let archive = try? ArchiveJSON.decode(bytes) {
        _ = try? UserArchiveValidation.validate(archive)
    }
    return 0
}

/// With `REPBOOK_FUZZ_SEED_DIR` set, writes seed archives there (a new account, and one with two weeks of demo
/// history) before fuzzing: there is no archive among the fixtures.
@_cdecl("LLVMFuzzerInitialize")
public func initialize(_ argc: OpaquePointer?, _ argv: OpaquePointer?) -> CInt {
    guard let folder = ProcessInfo.processInfo.environment["REPBOOK_FUZZ_SEED_DIR"] else { return 0 }
    let end = LocalDate("2026-11-20")!
    let newAccount = UserArchive(
        username: "demo", exportedAt: Date(timeIntervalSince1970: 1_790_000_000),
        settings: ArchivedSettings(UserSettings.defaults(timeZoneIdentifier: "Europe/Berlin")),
        exercises: StarterLibrary.exercises.prefix(12).map {
            ArchivedExercise(
                name: $0.name, category: $0.category, kind: $0.kind, equipment: $0.equipment, notes: "", favorite: false,
                archived: false, seedKey: $0.seedKey)
        },
        templates: [], splits: [], workouts: [], bodyWeights: [],
        journal: ArchivedJournal(
            tags: StarterJournalTags.names.enumerated().map { ArchivedJournalTag(name: $1, position: $0, hidden: false) }, days: []),
        supplements: StarterSupplements.drafts.enumerated().map {
            ArchivedSupplement(name: $1.name, dose: $1.dose, stack: $1.stack, position: $0, startDate: end, retiredOn: nil, intakes: [])
        },
        photos: [])
    let history = DemoHistory(seed: 1, endDate: end, days: 10, timeZone: TimeZone(identifier: "Europe/Berlin")!)
    let demo = DemoAccount(history: history).archive(completing: newAccount)
    for (name, archive) in [("new-account.json", newAccount), ("demo-10-days.json", demo)] {
        guard let json = try? ArchiveJSON.encode(archive) else { continue }
        try? json.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }
    return 0
}

var argc = CommandLine.argc
var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
exit(RepbookFuzzRun(&argc, &argv, fuzz))
