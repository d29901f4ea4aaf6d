import Foundation

/// A backup in the backup folder.
public struct BackupFile: Equatable, Sendable {
    /// The file's name, such as `repbook-20261121-143005.zip` (`.sqlite` for one taken before photos were included).
    public let name: String
    public let path: String
    public let byteCount: Int
    /// When it was taken, from its name.
    public let takenAt: Date

    public init(name: String, path: String, byteCount: Int, takenAt: Date) {
        self.name = name
        self.path = path
        self.byteCount = byteCount
        self.takenAt = takenAt
    }
}
