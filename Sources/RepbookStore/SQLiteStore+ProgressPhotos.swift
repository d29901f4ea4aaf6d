import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func insertProgressPhoto(_ photo: NewProgressPhoto, userID: Int64) async throws -> ProgressPhoto {
        try await writer.write { db in
            let row = try Row.fetchOne(
                db,
                sql: """
                    INSERT INTO progress_photo (
                        user_id, local_date, angle, format, file_key, byte_size, pixel_width, pixel_height,
                        weight, weight_unit, body_fat_percent, note, created_at, updated_at)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    RETURNING *
                    """,
                arguments: [
                    userID, photo.details.date.description, photo.details.angle.rawValue, photo.format.rawValue,
                    photo.fileKey.description, photo.byteSize, photo.pixelSize?.width, photo.pixelSize?.height,
                    photo.captured?.weight.value, photo.captured?.weight.unit.rawValue, photo.captured?.bodyFatPercent,
                    photo.details.note, photo.createdAt, photo.createdAt,
                ])
            guard let row else { throw RowDecoding.CorruptRow(description: "INSERT INTO progress_photo returned no row") }
            // The row as stored (times at the database's precision), so it equals what a later read answers.
            return try RowDecoding.progressPhoto(row)
        }
    }

    public func progressPhotos(userID: Int64, angle: PhotoAngle?) async throws -> [ProgressPhoto] {
        try await writer.read { db in
            let rows = if let angle {
                try Row.fetchAll(
                    db, sql: "SELECT * FROM progress_photo WHERE user_id = ? AND angle = ? ORDER BY local_date DESC, id DESC",
                    arguments: [userID, angle.rawValue])
            } else {
                try Row.fetchAll(
                    db, sql: "SELECT * FROM progress_photo WHERE user_id = ? ORDER BY local_date DESC, id DESC", arguments: [userID])
            }
            return try rows.map(RowDecoding.progressPhoto)
        }
    }

    public func progressPhoto(id: Int64, userID: Int64) async throws -> ProgressPhoto? {
        try await writer.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM progress_photo WHERE id = ? AND user_id = ?", arguments: [id, userID])
                .map(RowDecoding.progressPhoto)
        }
    }

    public func updateProgressPhoto(_ photo: ProgressPhoto, userID: Int64, now: Date) async throws -> Bool {
        try await writer.write { db in
            try db.execute(
                sql: """
                    UPDATE progress_photo SET local_date = ?, angle = ?, weight = ?, weight_unit = ?, body_fat_percent = ?, note = ?,
                        updated_at = ?
                    WHERE id = ? AND user_id = ?
                    """,
                arguments: [
                    photo.date.description, photo.angle.rawValue, photo.weight?.value, photo.weight?.unit.rawValue,
                    photo.bodyFatPercent, photo.note, now, photo.id, userID,
                ])
            return db.changesCount > 0
        }
    }

    public func deleteProgressPhoto(id: Int64, userID: Int64) async throws -> ProgressPhoto? {
        try await writer.write { db in
            try Row.fetchOne(db, sql: "DELETE FROM progress_photo WHERE id = ? AND user_id = ? RETURNING *", arguments: [id, userID])
                .map(RowDecoding.progressPhoto)
        }
    }
}
