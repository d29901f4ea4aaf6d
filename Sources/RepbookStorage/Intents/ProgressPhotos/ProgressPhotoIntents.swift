import Foundation
import RepbookCore

/// The progress photo records (`progress_photo`); the image files are the caller's (`PhotoFileStore`).
extension SQLStore {
    public func insertProgressPhoto(_ photo: NewProgressPhoto, userID: Int64) async throws -> ProgressPhoto {
        try await engine.write { connection in
            guard let row = try connection.row(ProgressPhotoRows.insert, [
                userID, photo.details.date, photo.details.angle.rawValue, photo.format.rawValue, photo.fileKey.description, photo.byteSize,
                photo.pixelSize?.width, photo.pixelSize?.height, photo.captured?.weight.value, photo.captured?.weight.unit.rawValue,
                photo.captured?.bodyFatPercent, photo.details.note, photo.createdAt, photo.createdAt,
            ])
            else { throw CorruptColumn("INSERT INTO progress_photo returned no row") }
            // The row as stored (times at the database's precision), so it equals what a later read answers.
            return try ProgressPhotoRows.photo(row)
        }
    }

    public func progressPhotos(userID: Int64, angle: PhotoAngle?) async throws -> [ProgressPhoto] {
        try await engine.readSingle { connection in
            if let angle {
                try connection.all(
                    SQL("""
                        SELECT \(ProgressPhotoRows.columns) FROM progress_photo WHERE user_id = ? AND angle = ?
                        ORDER BY local_date DESC, id DESC
                        """), [userID, angle.rawValue], ProgressPhotoRows.photo)
            } else {
                try connection.all(
                    SQL("SELECT \(ProgressPhotoRows.columns) FROM progress_photo WHERE user_id = ? ORDER BY local_date DESC, id DESC"), [userID],
                    ProgressPhotoRows.photo)
            }
        }
    }

    public func progressPhoto(id: Int64, userID: Int64) async throws -> ProgressPhoto? {
        try await engine.readSingle { connection in
            try connection.row(SQL("SELECT \(ProgressPhotoRows.columns) FROM progress_photo WHERE id = ? AND user_id = ?"), [id, userID])
                .map(ProgressPhotoRows.photo)
        }
    }

    public func updateProgressPhoto(_ photo: ProgressPhoto, userID: Int64, now: Date) async throws -> Bool {
        try await engine.write { connection in
            try connection.execute(
                """
                UPDATE progress_photo SET local_date = ?, angle = ?, weight = ?, weight_unit = ?, body_fat_percent = ?, note = ?,
                    updated_at = ?
                WHERE id = ? AND user_id = ?
                """,
                [
                    photo.date, photo.angle.rawValue, photo.weight?.value, photo.weight?.unit.rawValue, photo.bodyFatPercent, photo.note, now,
                    photo.id, userID,
                ]) > 0
        }
    }

    public func deleteProgressPhoto(id: Int64, userID: Int64) async throws -> ProgressPhoto? {
        try await engine.write { connection in
            try connection.row(SQL("DELETE FROM progress_photo WHERE id = ? AND user_id = ? RETURNING \(ProgressPhotoRows.columns)"), [id, userID])
                .map(ProgressPhotoRows.photo)
        }
    }
}
