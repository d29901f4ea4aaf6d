import Foundation

/// The complete export of a user's data and its import into an empty account (here or on another Repbook), losing
/// nothing: the JSON API and the Settings pages both call it.
public struct UserArchiveService: Sendable {
    /// The largest archive read: photos travel inside it as base64.
    public static let defaultByteLimit = 1 << 30
    /// The most JSON of an archive read from a file besides its photos' images (workouts, library, body, journal...):
    /// 64 MB, some 230,000 sets, decades of training. Decoding it is what takes memory (about 4 bytes per byte: 58 MB
    /// of JSON peaked at 220 MB), so this bounds an import at about 300 MB however large its photos are.
    public static let defaultJSONByteLimit = 64 << 20

    private let store: any ArchiveStore
    private let files: any PhotoFileStore
    public let byteLimit: Int
    private let now: Clock

    public init(store: any ArchiveStore, files: any PhotoFileStore, byteLimit: Int = defaultByteLimit, now: @escaping Clock) {
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
            throw .tooLarge(LocalizedText("error.archive_larger_than_limit", ["byteLimit": "\(ByteCount.text(byteLimit))"]))
        }
        let archive = try ArchiveJSON.decode(data)
        try UserArchiveValidation.validate(archive)
        return archive
    }

    /// Reads and checks the archive in `file` as a stream: each photo is decoded on its own into a file in a new folder
    /// under `staging` (removed again on failure; the caller discards the answer's folder), and the rest, at most
    /// `jsonByteLimit` bytes, is decoded as JSON. Refusals are those of `decode(_:)`.
    public func decode(file: URL, staging: URL, jsonByteLimit: Int = defaultJSONByteLimit) throws(DomainError) -> StagedArchive {
        let size = ((try? FileManager.default.attributesOfItem(atPath: file.path))?[.size] as? NSNumber)?.intValue ?? 0
        guard size <= byteLimit else {
            throw .tooLarge(LocalizedText("error.archive_larger_than_limit", ["byteLimit": "\(ByteCount.text(byteLimit))"]))
        }
        let folder = staging.appendingPathComponent("archive-\(UUID().uuidString)", isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw .invalid(field: "file", message: LocalizedText("error.archive_photos_no_room"))
        }
        do throws(DomainError) {
            let splitter = ArchivePhotoSplitter(staging: folder, jsonLimit: jsonByteLimit, photoLimit: ProgressPhotoService.defaultByteLimit)
            let (json, photos) = try splitter.split(file)
            var archive = try ArchiveJSON.decode(json)
            for (index, url) in photos where archive.photos.indices.contains(index) {
                guard let image = try? Data(contentsOf: url, options: .alwaysMapped) else {
                    throw .invalid(field: "file", message: LocalizedText("error.archive_photos_unreadable"))
                }
                archive.photos[index].image = image
            }
            try UserArchiveValidation.validate(archive)
            return StagedArchive(archive: archive, photoFiles: photos, folder: folder)
        } catch {
            try? FileManager.default.removeItem(at: folder)
            throw error
        }
    }

    /// Restores a staged archive like `restore(_:userID:)`, moving each photo's file into place instead of writing it
    /// from memory. The caller still discards the staging folder.
    public func restore(_ staged: StagedArchive, userID: Int64) async throws -> ArchiveRestoreReport {
        try await restore(staged.archive, userID: userID, photoFiles: staged.photoFiles)
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
        try await restore(archive, userID: userID, photoFiles: [:])
    }

    private func restore(_ archive: UserArchive, userID: Int64, photoFiles: [Int: URL]) async throws -> ArchiveRestoreReport {
        try UserArchiveValidation.validate(archive)
        try await requireEmptyAccount(userID: userID)
        var saved: [PhotoFileKey] = []
        do {
            for (index, photo) in archive.photos.enumerated() {
                let key = PhotoFileKey.random(for: photo.format)
                try await files.save(photoFiles[index].map(PhotoUpload.file) ?? .bytes(photo.image), as: key, userID: userID)
                saved.append(key)
            }
            return try await store.restoreArchive(archive, photoKeys: saved, userID: userID, now: now())
        } catch {
            for key in saved { try? await files.delete(key, userID: userID) }
            throw error
        }
    }

    /// The refusal for an account that already holds history.
    public static let accountNotEmpty = DomainError.conflict(LocalizedText("error.archive.account_not_empty"))

    private func requireEmptyAccount(userID: Int64) async throws {
        if try await store.hasArchivableHistory(userID: userID) { throw Self.accountNotEmpty }
    }
}
