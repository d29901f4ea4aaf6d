import Foundation
import GRDB
@testable import RepbookSQLite
import Testing

/// What only the SQLite store has of progress photos: the gallery's query plan. Their store behaviour runs on both
/// engines in `RepbookEngineTests/ProgressPhotoStoreTests`.
@Suite("Progress photos in SQLite: the gallery's query plan")
struct ProgressPhotoQueryPlanTests {
    @Test("The gallery of one angle reads its index in order, without a temporary sort")
    func galleryUsesIndex() async throws {
        let store = try SQLiteStore.inMemory()
        let plans = try await store.writer.read { db in
            try Row.fetchAll(
                db, sql: "EXPLAIN QUERY PLAN SELECT * FROM progress_photo WHERE user_id = 1 AND angle = 'front' ORDER BY local_date DESC, id DESC"
            )
                .map { $0["detail"] as String }
        }
        #expect(plans.contains { $0.contains("progress_photo_by_user_angle_date") }, "\(plans)")
        #expect(!plans.contains { $0.contains("TEMP B-TREE") }, "\(plans)")
    }
}
