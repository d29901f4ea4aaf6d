import Foundation

/// A progress photo about to be stored: its file is already saved under `fileKey`.
public struct NewProgressPhoto: Equatable, Sendable {
    public let details: PhotoDetails
    public let format: ImageFormat
    public let fileKey: PhotoFileKey
    public let byteSize: Int
    public let pixelSize: PixelSize?
    /// The body weight logged on the photo's day, if any, captured now.
    public let captured: BodyWeightEntry?
    public let createdAt: Date

    public init(
        details: PhotoDetails, format: ImageFormat, fileKey: PhotoFileKey, byteSize: Int, pixelSize: PixelSize?,
        captured: BodyWeightEntry?, createdAt: Date
    ) {
        self.details = details
        self.format = format
        self.fileKey = fileKey
        self.byteSize = byteSize
        self.pixelSize = pixelSize
        self.captured = captured
        self.createdAt = createdAt
    }
}
