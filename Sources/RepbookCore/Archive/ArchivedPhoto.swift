import Foundation

/// A progress photo in an archive: its day, angle, note, the body weight and fat captured with it, when it was added,
/// and the image file itself (base64 in JSON), byte for byte.
public struct ArchivedPhoto: Codable, Equatable, Sendable {
    public var date: LocalDate
    public var angle: PhotoAngle
    public var format: ImageFormat
    public var note: String?
    public var weight: Weight?
    public var bodyFatPercent: Double?
    public var createdAt: Date
    public var image: Data

    public init(
        date: LocalDate, angle: PhotoAngle, format: ImageFormat, note: String?, weight: Weight?, bodyFatPercent: Double?,
        createdAt: Date, image: Data
    ) {
        self.date = date
        self.angle = angle
        self.format = format
        self.note = note
        self.weight = weight
        self.bodyFatPercent = bodyFatPercent
        self.createdAt = createdAt
        self.image = image
    }
}
