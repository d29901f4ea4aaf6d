import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookCore
import RepbookServer
import RepbookSQLite
import Testing

/// `repbook import` and `repbook export` on real databases: a Strong file in and out again, and a JSON archive moved
/// into another account.
@Suite("repbook import and export")
struct DataCommandTests {
    /// Two workouts in Strong's classic layout: a warm-up, a drop set, a note on an exercise's first row, weights without a unit.
    static let strongFile = """
        Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE
        2024-11-26 18:05:00,"Push",1h 5m,"Bench Press (Barbell)",W,60.0,8,0,0,"Elbows in","Felt strong",
        2024-11-26 18:05:00,"Push",1h 5m,"Bench Press (Barbell)",1,100.0,5,0,0,,,8.5
        2024-11-26 18:05:00,"Push",1h 5m,"Bench Press (Barbell)",D,80.0,10,0,0,,,
        2024-11-28 07:30:00,"Legs",45m,"Squat (Barbell)",1,140.0,5,0,0,,,
        2024-11-28 07:30:00,"Legs",45m,"Squat (Barbell)",2,140.0,5,0,0,,,
        2024-11-28 07:30:00,"Legs",45m,"Zercher Carry",1,60.0,0,30,0,,,

        """

    /// Runs `body` with the data folder, the account names given (created by `repbook user add`) and a store, on `engine`.
    private func withAccounts(
        _ names: [String], on engine: CLIEngine, _ body: (URL, any RepbookStore) async throws -> Void
    ) async throws {
        try await CLITestDatabase.with(engine) { database in
            for name in names {
                try await AddUserCommand.addUser(
                    name: name, timeZone: "Europe/Berlin", location: database.location, passwordSource: { "correct horse" }, bcryptCost: 4)
            }
            try await body(URL(fileURLWithPath: database.location.dataDirectory), try await database.open())
        }
    }

    @Test("A Strong file imports once: the dry run writes nothing, the second import adds nothing, lb is kept", arguments: CLIEngine.allCases)
    func importStrong(engine: CLIEngine) async throws {
        try await withAccounts(["ana"], on: engine) { data, store in
            let file = data.appendingPathComponent("strong.csv")
            try Self.strongFile.write(to: file, atomically: true, encoding: .utf8)
            let ana = try #require(try await store.allUsers().first)

            let preview = try await ImportCommand.importFile(
                store: store, dataDirectory: data.path, file: file, format: nil, unit: .pounds, username: nil, dryRun: true)
            #expect(preview.contains("strong.csv: Strong export, weights read as lb"))
            #expect(preview.contains("Workouts to add: 2 (6 sets), 2024-11-26 to 2024-11-28."))
            #expect(preview.contains("Squat (Barbell)") && preview.contains("→ Back Squat (known other name), 2 sets"))
            #expect(preview.contains("→ new: Zercher Carry, 1 set"))
            #expect(preview.hasSuffix("Dry run: nothing was written."))
            #expect(try await store.completedWorkouts(userID: ana.id, limit: 10, before: nil).isEmpty)

            let imported = try await ImportCommand.importFile(
                store: store, dataDirectory: data.path, file: file, format: .strong, unit: .pounds, username: "ana", dryRun: false)
            #expect(imported.contains("Imported 2 workouts (6 sets), created 1 exercises, skipped 0 already in the log"))
            let workouts = try await store.completedWorkouts(userID: ana.id, limit: 10, before: nil)
            #expect(workouts.map(\.name) == ["Legs", "Push"])
            let push = try #require(workouts.last)
            #expect(push.notes == "Felt strong")
            #expect(push.exercises[0].notes == "Elbows in")
            #expect(push.exercises[0].sets.map(\.values.kind) == [.warmUp, .normal, .drop])
            #expect(push.exercises[0].sets[1].values.weight == Weight(100, .pounds))
            #expect(push.exercises[0].sets[1].values.rpe == 8.5)
            // 18:05 in Berlin is 17:05 UTC in November.
            #expect(push.startedAt == Date(timeIntervalSince1970: 1_732_640_700))
            #expect(push.endedAt == push.startedAt.addingTimeInterval(65 * 60))

            let again = try await ImportCommand.importFile(
                store: store, dataDirectory: data.path, file: file, format: nil, unit: .pounds, username: nil, dryRun: false)
            #expect(again.contains("Imported 0 workouts (0 sets)"))
            #expect(try await store.completedWorkouts(userID: ana.id, limit: 10, before: nil).count == 2)
        }
    }

    @Test("Strong CSV out and in again keeps every set; the JSON archive moves everything into another account", arguments: CLIEngine.allCases)
    func exportAndImportAgain(engine: CLIEngine) async throws {
        try await withAccounts(["ana", "ben", "cy"], on: engine) { data, store in
            let file = data.appendingPathComponent("strong.csv")
            try Self.strongFile.write(to: file, atomically: true, encoding: .utf8)
            _ = try await ImportCommand.importFile(
                store: store, dataDirectory: data.path, file: file, format: nil, unit: .kilograms, username: "ana", dryRun: false)

            let strong = try await ExportCommand.export(store: store, dataDirectory: data.path, format: .strongCSV, username: "ana")
            let exported = data.appendingPathComponent("exported.csv")
            try strong.write(to: exported)
            #expect(String(decoding: strong, as: UTF8.self).hasPrefix("Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps"))
            let intoBen = try await ImportCommand.importFile(
                store: store, dataDirectory: data.path, file: exported, format: nil, unit: .kilograms, username: "ben", dryRun: false)
            #expect(intoBen.contains("Imported 2 workouts (6 sets)"), "\(intoBen)")

            let instant = Date(timeIntervalSince1970: 1_795_300_205)
            let json = try await ExportCommand.export(store: store, dataDirectory: data.path, format: .json, username: "ana", now: { instant })
            let archive = data.appendingPathComponent("ana.json")
            // `repbook export --output` streams the archive into the file: the same bytes as the whole document.
            let written = try await ExportCommand.writeArchive(
                store: store, dataDirectory: data.path, username: "ana", to: archive.path, now: { instant })
            #expect(try Data(contentsOf: archive) == json)
            #expect(written == json.count)
            let intoCy = try await ImportCommand.importFile(
                store: store, dataDirectory: data.path, file: archive, format: nil, unit: nil, username: "cy", dryRun: false)
            #expect(intoCy.contains("ana.json: a Repbook archive with 2 workouts (6 sets)"), "\(intoCy)")
            #expect(intoCy.contains("Restored into cy"))
            let users = try await store.allUsers()
            let ben = try #require(users.first { $0.username == "ben" })
            let cy = try #require(users.first { $0.username == "cy" })
            func sets(_ user: User) async throws -> [String] {
                try await store.completedWorkouts(userID: user.id, limit: 10, before: nil).flatMap { workout in
                    workout.exercises.flatMap { exercise in
                        exercise.sets.map {
                            "\(workout.name) \(exercise.exerciseName) \($0.values.kind) \($0.values.weight?.value ?? -1) \($0.values.reps ?? -1)"
                        }
                    }
                }
            }
            let ana = try #require(users.first { $0.username == "ana" })
            #expect(try await sets(ben) == (try await sets(ana)))
            #expect(try await sets(cy) == (try await sets(ana)))

            // A second archive import into the now non-empty account is refused and changes nothing.
            await #expect(throws: CommandFailure.self) {
                _ = try await ImportCommand.importFile(
                    store: store, dataDirectory: data.path, file: archive, format: .repbook, unit: nil, username: "cy", dryRun: false)
            }
            #expect(try await store.completedWorkouts(userID: cy.id, limit: 10, before: nil).count == 2)
        }
    }

    @Test("import and export run from their flags on the database --data-dir and --database name", arguments: CLIEngine.allCases)
    func commandsFromFlags(engine: CLIEngine) async throws {
        try await CLITestDatabase.with(engine) { database in
            try await AddUserCommand.addUser(
                name: "ana", timeZone: "Europe/Berlin", location: database.location, passwordSource: { "correct horse" }, bcryptCost: 4)
            let folder = URL(fileURLWithPath: database.location.dataDirectory)
            let file = folder.appendingPathComponent("strong.csv")
            try Self.strongFile.write(to: file, atomically: true, encoding: .utf8)
            let importing = try #require(try RepbookCommand.parseAsRoot(["import", file.path, "--unit", "kg"] + database.arguments) as? ImportCommand)
            try await importing.run()
            let exported = folder.appendingPathComponent("out.csv")
            let exporting = try #require(
                try RepbookCommand.parseAsRoot(["export", "--format", "repbook-csv", "--output", exported.path] + database.arguments)
                    as? ExportCommand)
            try await exporting.run()
            let store = try await database.open()
            let ana = try #require(try await store.allUsers().first)
            #expect(try await store.completedWorkouts(userID: ana.id, limit: 10, before: nil).map(\.name) == ["Legs", "Push"])
            let text = try String(contentsOf: exported, encoding: .utf8)
            #expect(text.contains("Bench Press") && text.contains("Zercher Carry"), "\(text)")
        }
    }

    @Test("A file that is not a workout export changes nothing and says why", arguments: CLIEngine.allCases)
    func refusals(engine: CLIEngine) async throws {
        try await withAccounts(["ana"], on: engine) { data, store in
            let file = data.appendingPathComponent("notes.csv")
            try "Name,Colour\nana,blue\n".write(to: file, atomically: true, encoding: .utf8)
            await #expect(throws: CommandFailure.self) {
                _ = try await ImportCommand.importFile(
                    store: store, dataDirectory: data.path, file: file, format: nil, unit: nil, username: nil, dryRun: false)
            }
            await #expect(throws: CommandFailure.self) {
                _ = try await ImportCommand.importFile(
                    store: store, dataDirectory: data.path, file: data.appendingPathComponent("missing.csv"), format: nil, unit: nil,
                    username: nil, dryRun: false)
            }
            #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["import", "x.csv", "--format", "excel"]) }
            #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["export", "--format", "xml"]) }
            let parsed = try RepbookCommand.parseAsRoot(["export", "--format", "strong-csv", "--output", "out.csv"])
            #expect((parsed as? ExportCommand)?.format == .strongCSV)
        }
    }
}
