import Foundation

/// Reading and writing a user's whole account as a `UserArchive`; every call is scoped to one user.
public protocol ArchiveStore: Sendable {
    /// Everything the user has, read in one read transaction; each photo's bytes come from `readPhoto` while it is held.
    func archive(userID: Int64, exportedAt: Date, readPhoto: @escaping @Sendable (PhotoFileKey) throws -> Data) async throws -> UserArchive
    /// Whether the user has any workout, template, split, body weight, journal day, supplement intake or photo.
    func hasArchivableHistory(userID: Int64) async throws -> Bool
    /// Writes a validated archive into an account without history, in one transaction: settings replaced, exercises,
    /// journal tags and supplements merged by name key (starter items the archive lacks removed), everything else added;
    /// photo `i` is recorded under `photoKeys[i]`, already saved. A account with history is a conflict, nothing written.
    func restoreArchive(_ archive: UserArchive, photoKeys: [PhotoFileKey], userID: Int64, now: Date) async throws -> ArchiveRestoreReport
}
