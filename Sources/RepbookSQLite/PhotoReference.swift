import Foundation
import GRDB
import RepbookCore
import RepbookDataFolder

/// A photo file a database names: whose it is, its key and the size recorded when it was stored.
struct PhotoReference: Sendable {
    let userID: Int64
    let key: PhotoFileKey
    let byteSize: Int

    /// The file's entry in a backup.
    var entry: String { BackupBundleLayout.photoEntry(userID: userID, key: key) }

    /// Every photo file the database at `path` names, read without changing it; a key of a shape Repbook never makes is refused.
    static func all(inDatabaseAt path: String) throws -> [PhotoReference] {
        var configuration = Configuration()
        configuration.readonly = true
        let database = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? database.close() }
        return try database.read { db in
            guard try db.tableExists("progress_photo") else { return [] }
            return try Row.fetchAll(db, sql: "SELECT user_id, file_key, byte_size FROM progress_photo ORDER BY user_id, id").map { row in
                let text: String = row["file_key"]
                guard let key = PhotoFileKey(text) else {
                    throw DomainError.invalid(field: "file", message: "The database names a photo file \"\(text)\" that Repbook never makes.")
                }
                return PhotoReference(userID: row["user_id"], key: key, byteSize: row["byte_size"])
            }
        }
    }
}
