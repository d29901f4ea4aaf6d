import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookSQLite
import RepbookSecurity
import Testing

@Suite("Deleting an account with its data")
struct AccountDeletionTests {
    /// The tables with a `user_id` column, from the engine's own catalogue.
    static func tablesWithUserID(_ engine: Engine, store: any EngineStore) async throws -> [String] {
        let sql = switch engine {
        case .sqlite:
            "SELECT m.name FROM sqlite_master m WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) WHERE name = 'user_id')"
        case .postgres:
            """
            SELECT CAST(c.table_name AS text) FROM information_schema.columns c
            JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
            WHERE c.table_schema = current_schema() AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
            """
        }
        return try await RawSQL.texts(sql, on: store).compactMap { $0.first ?? nil }
    }

    @Test("A member with a year of training, templates and a split is deleted in one go; no row of theirs stays, the owner's all do",
          arguments: Engine.allCases)
    func deletesEverything(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let fixture = try await TrainingFixture.open(database)
            let store = fixture.store
            let services = fixture.services
            let owner = try await services.accounts.addUser(username: "owner", password: "correct horse")
            let member = try await fixture.userWithGeneratedYear()
            let templates = TemplateService(store: store, now: { Date() })
            let library = try await services.exercises.list(for: member, query: ExerciseQuery())
            let template = try await templates.create(
                for: member, input: TemplateInput(name: "Push", rows: [.init(exerciseID: library[0].id, sets: "3", reps: "8-12")]))
            let splits = SplitService(store: store, now: { Date() })
            _ = try await splits.create(for: member, input: SplitInput(name: "Cycle", schedule: "rotation", days: [template.id, nil]))
            // A program's lifts name the member's exercises (ON DELETE RESTRICT): the deletion removes programs first.
            let kilograms = { (value: Double) in Weight(value, .kilograms) }
            _ = try await ProgramService(store: store, now: { Date() }).start(ProgramStartInput(from: "531-bbb", trainingMaxes: [
                "squat": kilograms(140), "bench-press": kilograms(100), "deadlift": kilograms(180), "overhead-press": kilograms(60),
            ]), for: member)
            let measurements = BodyMeasurementService(store: store, now: { Date() })
            let wrist = try await measurements.addCustom(name: "Wrist", for: member)
            _ = try await measurements.save(BodyMeasurementDayInput(values: [("waist", "80"), (wrist.key.description, "17")]), for: member)
            _ = try await measurements.save(BodyMeasurementDayInput(values: [("waist", "81")]), for: owner)
            let tables = try await Self.tablesWithUserID(engine, store: store)
            #expect(tables.contains("workout") && tables.contains("exercise"))
            func rows(of userID: Int64) async throws -> Int {
                var total = 0
                for table in tables { total += try await RawSQL.integer("SELECT count(*) FROM \(table) WHERE user_id = \(userID)", on: store) }
                return total
            }
            let ownerRows = try await rows(of: owner.id)
            #expect(try await rows(of: member.id) > 1000)

            let photos = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-photos-\(UUID().uuidString)").path
            let administration = AccountAdministration(
                store: store, hasher: BcryptPasswordHasher(cost: 4), digester: SHA256TokenDigester(),
                files: FileSystemPhotoStore(dataDirectory: photos), now: { Date() })
            await #expect(throws: DomainError.invalid(field: "confirm_username", message:
                LocalizedText("error.type_confirm_deletion", ["username": "lifter"]))) {
                try await administration.delete(member, confirmation: "Lifter")
            }
            #expect(try await rows(of: member.id) > 1000)
            await #expect(throws: DomainError.forbidden(LocalizedText("error.owner.cannot_delete"))) {
                try await administration.delete(owner, confirmation: "owner")
            }
            try await administration.delete(member, confirmation: "lifter")
            #expect(try await rows(of: member.id) == 0)
            #expect(try await store.user(id: member.id) == nil)
            #expect(try await rows(of: owner.id) == ownerRows)
        }
    }
}
