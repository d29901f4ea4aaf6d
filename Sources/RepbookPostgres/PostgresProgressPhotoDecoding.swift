import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// Progress photo records as the archive, not yet on the shared path, reads them (`ProgressPhotoRows` is the shared
/// twin; to be removed with the archive's conversion).
extension PostgresStore {
    /// The columns `progressPhoto` reads, in its order.
    static let photoColumns = ProgressPhotoRows.columns

    /// A photo record from `photoColumns`.
    static func progressPhoto(_ columns: inout PostgresColumns) throws -> ProgressPhoto {
        let id: Int64 = try columns.next()
        let day = try columns.next(PostgresDay.self).day
        let angle: PhotoAngle = try PostgresRowDecoding.value(columns.next(), "angle")
        let format: ImageFormat = try PostgresRowDecoding.value(columns.next(), "format")
        let rawKey: String = try columns.next()
        guard let fileKey = PhotoFileKey(rawKey) else { throw CorruptPostgresRow(description: "Unexpected file_key \"\(rawKey)\"") }
        let byteSize: Int = try columns.next()
        let width: Int? = try columns.next()
        let height: Int? = try columns.next()
        let weight: Double? = try columns.next()
        let unit: String? = try columns.next()
        return ProgressPhoto(
            id: id, date: day, angle: angle, format: format, fileKey: fileKey, byteSize: byteSize,
            pixelSize: width.flatMap { width in height.map { PixelSize(width: width, height: $0) } },
            weight: try weight.map { Weight($0, try PostgresRowDecoding.value(unit ?? "", "weight_unit")) },
            bodyFatPercent: try columns.next(), note: try columns.next(), createdAt: try columns.next())
    }
}
