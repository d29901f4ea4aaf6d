import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func reserveUpload(_ request: UploadReservationRequest, stored: @Sendable () -> [String: Int64]) async throws -> Int64 {
        // SQLite's one writer is the lock: every reservation of the file is made one after another.
        try await writer.write { db in
            try db.execute(
                sql: "DELETE FROM upload_reservation WHERE user_id = ? AND expires_at < ?", arguments: [request.userID, request.now])
            var reserved: [String: Int64] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT token, bytes FROM upload_reservation WHERE user_id = ?", arguments: [request.userID]) {
                reserved[row["token"]] = row["bytes"]
            }
            let bytes = try UploadQuotaRule.room(for: request, reserved: reserved, stored: stored())
            try db.execute(
                sql: "INSERT INTO upload_reservation (user_id, token, bytes, expires_at) VALUES (?, ?, ?, ?)",
                arguments: [request.userID, request.token, bytes, request.expiresAt])
            return bytes
        }
    }

    public func renewUpload(userID: Int64, token: String, expiresAt: Date) async throws {
        try await writer.write { db in
            try db.execute(
                sql: "UPDATE upload_reservation SET expires_at = ? WHERE user_id = ? AND token = ?", arguments: [expiresAt, userID, token])
        }
    }

    public func releaseUpload(userID: Int64, token: String) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM upload_reservation WHERE user_id = ? AND token = ?", arguments: [userID, token])
        }
    }
}
