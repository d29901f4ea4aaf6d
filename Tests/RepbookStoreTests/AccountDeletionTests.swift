import Foundation
import GRDB
import RepbookCore
import RepbookSecurity
@testable import RepbookStore
import Testing

@Suite("Deleting an account with its data")
struct AccountDeletionTests {
    @Test("A member with a year of training, templates and a split is deleted in one go; no row of theirs stays, the owner's all do")
    func deletesEverything() async throws {
        let store = try SQLiteStore.inMemory()
        let services = Services(store: store)
        let owner = try await services.accounts.addUser(username: "owner", password: "correct horse")
        let member = try await userWithGeneratedYear(in: store)
        let templates = TemplateService(store: store, now: { Date() })
        let library = try await services.exercises.list(for: member, query: ExerciseQuery())
        let template = try await templates.create(for: member, input: TemplateInput(name: "Push", rows: [.init(exerciseID: library[0].id, sets: "3", reps: "8-12")]))
        let splits = SplitService(store: store, now: { Date() })
        _ = try await splits.create(for: member, input: SplitInput(name: "Cycle", schedule: "rotation", days: [template.id, nil]))
        let measurements = BodyMeasurementService(store: store, now: { Date() })
        let wrist = try await measurements.addCustom(name: "Wrist", for: member)
        _ = try await measurements.save(BodyMeasurementDayInput(values: [("waist", "80"), (wrist.key.description, "17")]), for: member)
        _ = try await measurements.save(BodyMeasurementDayInput(values: [("waist", "81")]), for: owner)
        let tables = try await store.writer.read { db in
            try String.fetchAll(db, sql: "SELECT m.name FROM sqlite_master m WHERE m.type = 'table' AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) WHERE name = 'user_id')")
        }
        func rows(of userID: Int64) async throws -> Int {
            try await store.writer.read { db in
                try tables.reduce(0) { $0 + (try Int.fetchOne(db, sql: "SELECT count(*) FROM \($1) WHERE user_id = ?", arguments: [userID]) ?? 0) }
            }
        }
        let ownerRows = try await rows(of: owner.id)
        #expect(try await rows(of: member.id) > 1000)

        let administration = AccountAdministration(
            store: store, hasher: BcryptPasswordHasher(cost: 4), digester: SHA256TokenDigester(),
            files: FileSystemPhotoStore(dataDirectory: try temporaryDirectory()), now: { Date() })
        await #expect(throws: DomainError.invalid(field: "confirm_username", message: "Type lifter to confirm the deletion.")) {
            try await administration.delete(member, confirmation: "Lifter")
        }
        #expect(try await rows(of: member.id) > 1000)
        await #expect(throws: DomainError.forbidden("The owner account cannot be deleted.")) {
            try await administration.delete(owner, confirmation: "owner")
        }
        try await administration.delete(member, confirmation: "lifter")
        #expect(try await rows(of: member.id) == 0)
        #expect(try await store.user(id: member.id) == nil)
        #expect(try await rows(of: owner.id) == ownerRows)
    }
}
