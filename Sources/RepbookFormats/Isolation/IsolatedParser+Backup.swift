import Foundation

extension IsolatedParser {
    /// The hidden command that checks and unpacks a backup zip (`repbook internal unpack-backup ZIP DATABASE PHOTOS`).
    public static let backupCommand = "unpack-backup"

    /// Checks and unpacks the backup zip at `zip` in a child process: its database to `database`, its photos under
    /// `photosFolder`; answers how many photos it unpacked.
    public func unpackBackup(_ zip: String, database: String, photosFolder: String) async throws -> Int {
        try await run(Self.backupCommand, [zip, database, photosFolder], input: URL(fileURLWithPath: zip), as: Int.self)
    }
}
