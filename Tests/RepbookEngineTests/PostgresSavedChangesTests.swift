import Foundation
import RepbookCore
import Testing

/// The PostgreSQL store marks a request's committed change (`SavedChanges`), so that a lost connection afterwards is
/// not told as "nothing was changed"; a refused or read-only intent marks nothing.
@Suite("PostgreSQL marks committed changes")
struct PostgresSavedChangesTests {
    @Test("A committed write marks the request's record; a read and a refused write do not")
    func marksOnlyCommittedWrites() async throws {
        try await TestDatabase.with(.postgres) { database in
            let fixture = try await LiveWorkoutFixture.open(database)
            let ana = try await fixture.user("ana")
            _ = try await fixture.exercise("Bench Press", of: ana)

            let read = SavedChanges()
            try await SavedChanges.$current.withValue(read) { _ = try await fixture.store.allUsers() }
            #expect(!read.any, "a read marked the request as saved")

            let refused = SavedChanges()
            await SavedChanges.$current.withValue(refused) {
                // The same name again: the unique index refuses it inside the transaction, which rolls back.
                _ = await Result { try await fixture.exercise("Bench Press", of: ana) }
            }
            #expect(!refused.any, "a refused write marked the request as saved")

            let written = SavedChanges()
            try await SavedChanges.$current.withValue(written) {
                _ = try await fixture.start(for: ana)
            }
            #expect(written.any, "a committed write did not mark the request")
        }
    }
}
