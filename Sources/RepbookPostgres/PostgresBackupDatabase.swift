import Foundation
import RepbookCore
import RepbookDataFolder

/// A PostgreSQL database's part of a backup: `repbook.pgdump`, the database as `pg_dump --format=custom` writes it (one
/// consistent snapshot; restored with `pg_restore`), stored as it is; the bundle then holds every photo file of the data
/// folder. `pg_dump` must be on the PATH (Debian's `postgresql-client`), of the server's major version or newer.
public struct PostgresBackupDatabase: BackupDatabase {
    private let databaseURL: String

    /// The backup part of the database `databaseURL` names.
    public init(databaseURL: String) {
        self.databaseURL = databaseURL
    }

    public var entry: String { BackupBundleLayout.postgresDumpEntry }
    public var deflates: Bool { false }

    public func writeCopy(to path: String) async throws {
        guard FileManager.default.createFile(atPath: path, contents: nil, attributes: [.posixPermissions: 0o600]) else {
            throw DomainError.invalid(field: "to", message: LocalizedText("error.cannot_write_backup_at", ["path": "\(path)"]))
        }
        try await PostgresDump.run(databaseURL: databaseURL, into: path)
    }

    /// A dump is not read here: every photo file of the folder goes in.
    public func photoFiles(inCopyAt path: String) throws -> [InstancePhotoFile]? { nil }
}

extension BackupBundleWriter {
    /// A writer of the PostgreSQL database `databaseURL` names and every photo file of `dataDirectory`.
    public static func postgres(databaseURL: String, dataDirectory: String) -> BackupBundleWriter {
        BackupBundleWriter(database: PostgresBackupDatabase(databaseURL: databaseURL), dataDirectory: dataDirectory)
    }
}

