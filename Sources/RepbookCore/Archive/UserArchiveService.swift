import Foundation

/// The complete export of a user's data and its import into an empty account (here or on another Repbook), losing
/// nothing: the JSON API and the Settings pages both call it.
public struct UserArchiveService: Sendable {
    /// The largest archive read: photos travel inside it as base64.
    public static let defaultByteLimit = 1 << 30

    private let store: any RepbookStore
    private let files: any PhotoFileStore
    public let byteLimit: Int
    private let now: Clock

    public init(store: any RepbookStore, files: any PhotoFileStore, byteLimit: Int = defaultByteLimit, now: @escaping Clock) {
        self.store = store
        self.files = files
        self.byteLimit = byteLimit
        self.now = now
    }

    /// Everything the user has, read consistently, photo files included.
    public func export(userID: Int64) async throws -> UserArchive {
        let files = files
        return try await store.archive(userID: userID, exportedAt: now()) { key in
            try Data(contentsOf: files.url(of: key, userID: userID))
        }
    }

    /// Everything the user has, read consistently, as a stream whose photos are read from their files one at a time
    /// while it is written; the same bytes as `encode(export(userID:))`.
    public func exportStream(userID: Int64) async throws -> ArchiveStream {
        let files = files
        let collector = ArchivePhotoCollector()
        let archive = try await store.archive(userID: userID, exportedAt: now()) { key in
            try collector.add(files.url(of: key, userID: userID))
            return Data()
        }
        return ArchiveStream(fileName: fileName(of: archive), document: try ArchiveJSON.encode(archive), photos: collector.collected)
    }

    /// The archive as pretty-printed JSON with sorted keys and ISO-8601 instants.
    public func encode(_ archive: UserArchive) throws -> Data {
        try ArchiveJSON.encode(archive)
    }

    /// The download name: `repbook-<username>-YYYY-MM-DD.json`, dated in the user's time zone.
    public func fileName(of archive: UserArchive) -> String {
        let zone = TimeZone(identifier: archive.settings.timeZone) ?? TimeZone(identifier: "UTC")!
        return "repbook-\(archive.username)-\(LocalDate(archive.exportedAt, in: zone)).json"
    }

    /// Reads and checks an archive; too large, not an archive, another version, a wrong shape or a broken reference is
    /// refused naming the JSON path.
    public func decode(_ data: Data) throws(DomainError) -> UserArchive {
        guard data.count <= byteLimit else {
            throw .tooLarge("The archive is larger than the limit of \(ByteCount.text(byteLimit)).")
        }
        let archive = try ArchiveJSON.decode(data)
        try UserArchiveValidation.validate(archive)
        return archive
    }

    /// What restoring `archive` into the user's account would write; a conflict when the account has history already.
    public func preview(_ archive: UserArchive, userID: Int64) async throws -> ArchiveCounts {
        try UserArchiveValidation.validate(archive)
        try await requireEmptyAccount(userID: userID)
        return ArchiveCounts(archive)
    }

    /// Restores `archive` into the user's account in one transaction. Photo files are written first under fresh names
    /// and removed again if anything fails, so a failure leaves nothing behind.
    public func restore(_ archive: UserArchive, userID: Int64) async throws -> ArchiveRestoreReport {
        try UserArchiveValidation.validate(archive)
        try await requireEmptyAccount(userID: userID)
        var saved: [PhotoFileKey] = []
        do {
            for photo in archive.photos {
                let key = PhotoFileKey.random(for: photo.format)
                try await files.save(.bytes(photo.image), as: key, userID: userID)
                saved.append(key)
            }
            return try await store.restoreArchive(archive, photoKeys: saved, userID: userID, now: now())
        } catch {
            for key in saved { try? await files.delete(key, userID: userID) }
            throw error
        }
    }

    /// The refusal for an account that already holds history.
    public static let accountNotEmpty = DomainError.conflict(
        "Import a full archive into an empty account: this one already has workouts, templates, splits, body weights, "
            + "journal days, supplement intakes or photos.")

    private func requireEmptyAccount(userID: Int64) async throws {
        if try await store.hasArchivableHistory(userID: userID) { throw Self.accountNotEmpty }
    }
}
