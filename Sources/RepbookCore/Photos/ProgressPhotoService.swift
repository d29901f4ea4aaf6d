import Foundation

/// A user's progress photos: upload (checked by content and size, the day's body weight captured), the gallery by
/// angle, changes, deletion of row and file, and comparing two.
public struct ProgressPhotoService: Sendable {
    /// The largest photo accepted unless configured otherwise: 15 MB.
    public static let defaultByteLimit = 15 * 1024 * 1024

    /// The largest photo accepted, in bytes.
    public let byteLimit: Int
    private let store: any ProgressPhotoStore & BodyWeightStore & SettingsStore
    private let files: any PhotoFileStore
    private let now: Clock

    public init(
        store: any ProgressPhotoStore & BodyWeightStore & SettingsStore, files: any PhotoFileStore, byteLimit: Int = defaultByteLimit,
        now: @escaping Clock
    ) {
        self.store = store
        self.files = files
        self.byteLimit = byteLimit
        self.now = now
    }

    /// Checks the details (angle required; the date, today by default, not after today in the user's time zone) and
    /// the bytes (not empty, within the limit, JPEG, PNG or HEIC/HEIF by content), then stores the file and the record
    /// with the body weight and body fat logged on the photo's day.
    public func upload(_ upload: PhotoUpload, details input: PhotoDetailsInput, for user: User) async throws -> ProgressPhoto {
        let settings = try await store.settings(userID: user.id)
        let instant = now()
        let details = try input.details(today: LocalDate(instant, in: settings.timeZone))
        let byteSize = try upload.byteCount()
        guard byteSize > 0 else { throw DomainError.invalid(field: "file", message:
            LocalizedText("error.file_empty", ["acceptedDescription": .localized(ImageFormat.acceptedDescription)])) }
        guard byteSize <= byteLimit else {
            throw DomainError.invalid(field: "file", message:
                LocalizedText("error.photo_larger_than_limit", ["byteLimit": "\(ByteCount.text(byteLimit))"]))
        }
        let header = try upload.header()
        guard let format = ImageFormat.detect(in: header) else {
            throw DomainError.invalid(field: "file", message:
                LocalizedText("error.file_not_photo_repbook_can_keep", ["acceptedDescription": .localized(ImageFormat.acceptedDescription)]))
        }
        try PixelSize.check(header, format: format, field: "file")
        let photo = NewProgressPhoto(
            details: details, format: format, fileKey: .random(for: format), byteSize: byteSize,
            pixelSize: PixelSize.read(from: header, format: format),
            captured: try await store.bodyWeight(on: details.date, userID: user.id), createdAt: instant)
        try await files.save(upload, as: photo.fileKey, userID: user.id)
        do {
            return try await store.insertProgressPhoto(photo, userID: user.id)
        } catch {
            try? await files.delete(photo.fileKey, userID: user.id)
            throw error
        }
    }

    /// The user's photos of `angle` (all angles when nil), newest first.
    public func photos(for user: User, angle: PhotoAngle? = nil) async throws -> [ProgressPhoto] {
        try await store.progressPhotos(userID: user.id, angle: angle)
    }

    /// The user's photo `id`; someone else's is not found.
    public func photo(_ id: Int64, of user: User) async throws -> ProgressPhoto {
        guard let photo = try await store.progressPhoto(id: id, userID: user.id) else { throw Self.notFound(id) }
        return photo
    }

    /// The photo and where its file can be read.
    public func image(_ id: Int64, of user: User) async throws -> (photo: ProgressPhoto, url: URL) {
        let photo = try await photo(id, of: user)
        return (photo, files.url(of: photo.fileKey, userID: user.id))
    }

    /// Changes the fields sent; a new day captures that day's body weight and body fat instead (none when none was logged).
    public func update(_ id: Int64, of user: User, details input: PhotoDetailsInput) async throws -> ProgressPhoto {
        let photo = try await photo(id, of: user)
        let settings = try await store.settings(userID: user.id)
        let instant = now()
        let details = try input.details(changing: photo, today: LocalDate(instant, in: settings.timeZone))
        var weight = photo.weight
        var bodyFat = photo.bodyFatPercent
        if details.date != photo.date {
            let captured = try await store.bodyWeight(on: details.date, userID: user.id)
            weight = captured?.weight
            bodyFat = captured?.bodyFatPercent
        }
        let changed = ProgressPhoto(
            id: photo.id, date: details.date, angle: details.angle, format: photo.format, fileKey: photo.fileKey, byteSize: photo.byteSize,
            pixelSize: photo.pixelSize, weight: weight, bodyFatPercent: bodyFat, note: details.note, createdAt: photo.createdAt)
        guard try await store.updateProgressPhoto(changed, userID: user.id, now: instant) else { throw Self.notFound(id) }
        return changed
    }

    /// Deletes the photo's record, then its file.
    public func delete(_ id: Int64, of user: User) async throws {
        guard let deleted = try await store.deleteProgressPhoto(id: id, userID: user.id) else { throw Self.notFound(id) }
        try await files.delete(deleted.fileKey, userID: user.id)
    }

    /// Two different photos of the user, `first` on the left.
    public func compare(_ first: Int64, _ second: Int64, of user: User) async throws -> PhotoComparison {
        guard first != second else { throw DomainError.invalid(field: "b", message: LocalizedText("error.pick_two_different_photos_compare")) }
        return PhotoComparison(first: try await photo(first, of: user), second: try await photo(second, of: user))
    }

    /// Today in the user's time zone, by the service's clock.
    public func today(in settings: UserSettings) -> LocalDate {
        LocalDate(now(), in: settings.timeZone)
    }

    private static func notFound(_ id: Int64) -> DomainError {
        .notFound(LocalizedText("error.no_photo_with_id", ["id": "\(id)"]))
    }
}
