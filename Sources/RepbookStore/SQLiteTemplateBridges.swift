import Foundation
import GRDB
import RepbookCore
import RepbookStorage

/// The shared template helpers for the SQLite intent not yet on the shared path (revising a template from a finished
/// workout), in the caller's transaction.
extension SQLiteStore {
    /// The user's template `id` with its exercises (`TemplateRows.fetch`); nil when there is none.
    static func fetchTemplate(id: Int64, userID: Int64, db: Database) throws -> WorkoutTemplate? {
        try TemplateRows.fetch(id: id, userID: userID, GRDBConnection(db: db))
    }

    /// The user's template `id` (`TemplateRows.require`), or not found.
    static func requireTemplate(id: Int64, userID: Int64, db: Database) throws -> WorkoutTemplate {
        try TemplateRows.require(id: id, userID: userID, GRDBConnection(db: db))
    }

    /// Inserts `targets` as the template's exercises (`TemplateExerciseRows.insert`).
    static func insertTemplateExercises(_ targets: [ExerciseTarget], templateID: Int64, userID: Int64, db: Database) throws {
        try TemplateExerciseRows.insert(targets, templateID: templateID, userID: userID, GRDBConnection(db: db))
    }
}
