import Foundation
import RepbookCore

/// The `progress_photo` row: how a photo record reads back and how one is added.
public enum ProgressPhotoRows {
    /// The columns `photo` reads.
    public static let columns = """
        id, local_date, angle, format, file_key, byte_size, pixel_width, pixel_height, weight, weight_unit, body_fat_percent, note, \
        created_at
        """

    /// A photo record from a row with `columns` (or every column).
    public static func photo(_ row: any SQLRow) throws -> ProgressPhoto {
        let rawKey: String = try row["file_key"]
        guard let fileKey = PhotoFileKey(rawKey) else { throw CorruptColumn("Unexpected file_key \"\(rawKey)\"") }
        let width: Int? = try row["pixel_width"]
        let height: Int? = try row["pixel_height"]
        let weight: Double? = try row["weight"]
        return ProgressPhoto(
            id: try row["id"], date: try row["local_date"], angle: try row.choice("angle"), format: try row.choice("format"), fileKey: fileKey,
            byteSize: try row["byte_size"], pixelSize: width.flatMap { width in height.map { PixelSize(width: width, height: $0) } },
            weight: try weight.map { Weight($0, try row.choice("weight_unit")) }, bodyFatPercent: try row["body_fat_percent"],
            note: try row["note"], createdAt: try row["created_at"])
    }

    /// Adds a photo record; answers it as stored.
    static let insert = SQL("""
        INSERT INTO progress_photo (
            user_id, local_date, angle, format, file_key, byte_size, pixel_width, pixel_height,
            weight, weight_unit, body_fat_percent, note, created_at, updated_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        RETURNING \(columns)
        """)
}
