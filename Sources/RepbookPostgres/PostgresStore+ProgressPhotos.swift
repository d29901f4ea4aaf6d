import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: ProgressPhotoStore {
    static let photoColumns = """
        id, local_date, angle, format, file_key, byte_size, pixel_width, pixel_height, weight, weight_unit, body_fat_percent, note, \
        created_at
        """

    public func insertProgressPhoto(_ photo: NewProgressPhoto, userID: Int64) async throws -> ProgressPhoto {
        try await single { connection in
            let stored = try await connection.first(
                """
                INSERT INTO progress_photo (
                    user_id, local_date, angle, format, file_key, byte_size, pixel_width, pixel_height,
                    weight, weight_unit, body_fat_percent, note, created_at, updated_at)
                VALUES (
                    \(userID), \(PostgresDay(photo.details.date)), \(photo.details.angle.rawValue), \(photo.format.rawValue),
                    \(photo.fileKey.description), \(photo.byteSize), \(photo.pixelSize?.width), \(photo.pixelSize?.height),
                    \(photo.captured?.weight.value), \(photo.captured?.weight.unit.rawValue), \(photo.captured?.bodyFatPercent),
                    \(photo.details.note), \(photo.createdAt), \(photo.createdAt))
                RETURNING \(unescaped: Self.photoColumns)
                """, logger: logger, PostgresRowDecoding.row(Self.progressPhoto))
            // The row as stored (times at the database's precision), so it equals what a later read answers.
            guard let stored else { throw CorruptPostgresRow(description: "INSERT INTO progress_photo returned no row") }
            return stored
        }
    }

    public func progressPhotos(userID: Int64, angle: PhotoAngle?) async throws -> [ProgressPhoto] {
        try await single { connection in
            if let angle {
                try await connection.all(
                    """
                    SELECT \(unescaped: Self.photoColumns) FROM progress_photo WHERE user_id = \(userID) AND angle = \(angle.rawValue)
                    ORDER BY local_date DESC, id DESC
                    """, logger: logger, PostgresRowDecoding.row(Self.progressPhoto))
            } else {
                try await connection.all(
                    "SELECT \(unescaped: Self.photoColumns) FROM progress_photo WHERE user_id = \(userID) ORDER BY local_date DESC, id DESC",
                    logger: logger, PostgresRowDecoding.row(Self.progressPhoto))
            }
        }
    }

    public func progressPhoto(id: Int64, userID: Int64) async throws -> ProgressPhoto? {
        try await single { connection in
            try await connection.first(
                "SELECT \(unescaped: Self.photoColumns) FROM progress_photo WHERE id = \(id) AND user_id = \(userID)",
                logger: logger, PostgresRowDecoding.row(Self.progressPhoto))
        }
    }

    public func updateProgressPhoto(_ photo: ProgressPhoto, userID: Int64, now: Date) async throws -> Bool {
        try await single { connection in
            try await connection.count(
                """
                UPDATE progress_photo SET local_date = \(PostgresDay(photo.date)), angle = \(photo.angle.rawValue), weight = \(photo.weight?.value),
                    weight_unit = \(photo.weight?.unit.rawValue), body_fat_percent = \(photo.bodyFatPercent), note = \(photo.note),
                    updated_at = \(now)
                WHERE id = \(photo.id) AND user_id = \(userID)
                RETURNING id
                """, logger: logger) > 0
        }
    }

    public func deleteProgressPhoto(id: Int64, userID: Int64) async throws -> ProgressPhoto? {
        try await single { connection in
            try await connection.first(
                "DELETE FROM progress_photo WHERE id = \(id) AND user_id = \(userID) RETURNING \(unescaped: Self.photoColumns)",
                logger: logger, PostgresRowDecoding.row(Self.progressPhoto))
        }
    }

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
