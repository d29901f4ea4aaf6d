import Foundation

/// A progress photo: the day and angle it shows, its stored file, and the body weight and body fat of that day,
/// captured when it was added.
public struct ProgressPhoto: Equatable, Sendable, Identifiable {
    public let id: Int64
    public let date: LocalDate
    public let angle: PhotoAngle
    public let format: ImageFormat
    /// The stored file's name in the photo file store; made by the server, never taken from the client.
    public let fileKey: PhotoFileKey
    public let byteSize: Int
    public let pixelSize: PixelSize?
    /// The day's body weight as typed, when one was logged.
    public let weight: Weight?
    /// The day's body fat percentage, when one was logged.
    public let bodyFatPercent: Double?
    public let note: String?
    public let createdAt: Date

    public init(
        id: Int64, date: LocalDate, angle: PhotoAngle, format: ImageFormat, fileKey: PhotoFileKey, byteSize: Int,
        pixelSize: PixelSize?, weight: Weight?, bodyFatPercent: Double?, note: String?, createdAt: Date
    ) {
        self.id = id
        self.date = date
        self.angle = angle
        self.format = format
        self.fileKey = fileKey
        self.byteSize = byteSize
        self.pixelSize = pixelSize
        self.weight = weight
        self.bodyFatPercent = bodyFatPercent
        self.note = note
        self.createdAt = createdAt
    }
}
