import Foundation
import RepbookCore

/// The engine's part of writing a backup bundle: its database copy in the zip. The zip itself, the photo files and the
/// atomic write are the data folder's (`BackupBundleWriter`).
public protocol BackupDatabase: Sendable {
    /// The copy's entry name in the zip (`repbook.sqlite`, `repbook.pgdump`).
    var entry: String { get }
    /// Whether the entry is deflated (a SQLite file shrinks; a custom-format dump is compressed already).
    var deflates: Bool { get }
    /// Writes one consistent copy of the live database to `path`, where no file is yet, readable only by its owner.
    func writeCopy(to path: String) async throws
    /// The photo files the copy at `path` names; nil when the copy is not readable here, so every photo file of the data
    /// folder goes in the bundle.
    func photoFiles(inCopyAt path: String) throws -> [InstancePhotoFile]?
}

/// The engine's part of reading a backup bundle before a restore (`BackupBundleReader`): which entry is the database,
/// whether that copy is one Repbook can restore, and which photo files it names.
public protocol RestorableBackupDatabase: Sendable {
    /// The copy's entry name in the zip.
    var entry: String { get }
    /// Refuses a copy at `path` that Repbook cannot restore, naming why (`DomainError.invalid(field: "file", …)`).
    func validate(copyAt path: String) throws
    /// The photo files the copy at `path` names, read without changing it.
    func photoFiles(inCopyAt path: String) throws -> [InstancePhotoFile]
}
