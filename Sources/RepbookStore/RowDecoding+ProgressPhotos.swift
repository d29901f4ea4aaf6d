import GRDB
import RepbookCore

extension RowDecoding {
    static func progressPhoto(_ row: Row) throws -> ProgressPhoto {
        let rawKey: String = row["file_key"]
        guard let fileKey = PhotoFileKey(rawKey) else { throw CorruptRow(description: "Unexpected file_key \"\(rawKey)\"") }
        let width: Int? = row["pixel_width"]
        let height: Int? = row["pixel_height"]
        let weight: Double? = row["weight"]
        return ProgressPhoto(
            id: row["id"], date: try date(row, "local_date"), angle: try enumValue(row, "angle"), format: try enumValue(row, "format"),
            fileKey: fileKey, byteSize: row["byte_size"],
            pixelSize: width.flatMap { width in height.map { PixelSize(width: width, height: $0) } },
            weight: try weight.map { Weight($0, try enumValue(row, "weight_unit")) }, bodyFatPercent: row["body_fat_percent"],
            note: row["note"], createdAt: row["created_at"])
    }
}
