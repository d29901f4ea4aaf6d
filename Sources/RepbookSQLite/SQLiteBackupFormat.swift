import Foundation
import GRDB
import RepbookCore
import RepbookDataFolder

/// A SQLite database in a backup bundle (`repbook.sqlite`): checked by `BackupValidation` before a restore, its photo files
/// read from its `progress_photo` rows.
public struct SQLiteBackupFormat: RestorableBackupDatabase {
    public init() {}

    public var entry: String { BackupBundleLayout.databaseEntry }

    public func validate(copyAt path: String) throws {
        try BackupValidation.validate(at: path)
    }

    /// Every photo file the database at `path` names, read without changing it; a key of a shape Repbook never makes is refused.
    public func photoFiles(inCopyAt path: String) throws -> [InstancePhotoFile] {
        var configuration = Configuration()
        configuration.readonly = true
        let database = try DatabaseQueue(path: path, configuration: configuration)
        defer { try? database.close() }
        return try database.read { db in
            guard try db.tableExists("progress_photo") else { return [] }
            return try Self.photoFiles(db) { DomainError.invalid(field: "file", message: $0) }
        }
    }
}

extension SQLiteBackupFormat {
    /// Every progress photo file `db` names (owner, key, recorded size); a key of a shape Repbook never makes is refused
    /// with `refusal`'s error.
    static func photoFiles(_ db: Database, refusal: (LocalizedText) -> any Error) throws -> [InstancePhotoFile] {
        try Row.fetchAll(db, sql: "SELECT user_id, file_key, byte_size FROM progress_photo ORDER BY user_id, id").map { row in
            let text: String = row["file_key"]
            guard let key = PhotoFileKey(text) else { throw refusal(LocalizedText("error.backup_file.foreign_photo_key", ["key": .text(text)])) }
            return InstancePhotoFile(userID: row["user_id"], key: key, byteSize: row["byte_size"])
        }
    }
}

/// The live SQLite database's part of a backup: a copy by SQLite's online backup (`SQLiteStore.backup`), deflated in the zip,
/// with the photo files that copy names.
public struct SQLiteBackupDatabase: BackupDatabase {
    private let store: SQLiteStore
    private let format = SQLiteBackupFormat()

    /// The backup part of `store`'s database.
    public init(store: SQLiteStore) {
        self.store = store
    }

    public var entry: String { format.entry }
    public var deflates: Bool { true }

    public func writeCopy(to path: String) async throws {
        try await store.backup(to: path)
    }

    public func photoFiles(inCopyAt path: String) throws -> [InstancePhotoFile]? {
        try format.photoFiles(inCopyAt: path)
    }
}

extension BackupBundleWriter {
    /// A writer of the SQLite database of `store` and the photo files of `dataDirectory`.
    public init(store: SQLiteStore, dataDirectory: String) {
        self.init(database: SQLiteBackupDatabase(store: store), dataDirectory: dataDirectory)
    }
}
