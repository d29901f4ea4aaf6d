import Foundation

/// Where progress photo files live: the data folder today, an object store could later. Keys are made by the server.
public protocol PhotoFileStore: Sendable {
    /// Stores the upload's bytes as the user's file `key` (a temporary file is moved, not copied).
    func save(_ upload: PhotoUpload, as key: PhotoFileKey, userID: Int64) async throws
    /// Where the user's file `key` can be read.
    func url(of key: PhotoFileKey, userID: Int64) -> URL
    /// Removes the user's file `key`; a file already gone is not an error.
    func delete(_ key: PhotoFileKey, userID: Int64) async throws
    /// Removes every file of the user, for a deleted account; none is not an error.
    func deleteAll(userID: Int64) async throws
}
