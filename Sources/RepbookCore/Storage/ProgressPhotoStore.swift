import Foundation

/// Persistence of progress photo records (the image files live in the data folder).
public protocol ProgressPhotoStore: Sendable {
    /// Stores a new photo record and answers it with its id.
    func insertProgressPhoto(_ photo: NewProgressPhoto, userID: Int64) async throws -> ProgressPhoto
    /// The user's photos, of one angle or all, newest day first (the latest added first within a day).
    func progressPhotos(userID: Int64, angle: PhotoAngle?) async throws -> [ProgressPhoto]
    /// The user's photo `id`, or nil when there is none (or it is someone else's).
    func progressPhoto(id: Int64, userID: Int64) async throws -> ProgressPhoto?
    /// Saves a photo's angle, day, note and captured weight; false when the user has no photo with its id.
    func updateProgressPhoto(_ photo: ProgressPhoto, userID: Int64, now: Date) async throws -> Bool
    /// Deletes the user's photo `id` and answers it (its file is the caller's to remove), or nil when there is none.
    func deleteProgressPhoto(id: Int64, userID: Int64) async throws -> ProgressPhoto?
}
