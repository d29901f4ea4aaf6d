import Foundation
import RepbookCore

/// Upload reservations: the room each upload still arriving holds against its user's quota (`upload_reservation`).
/// A reservation is made under the user's lock (SQLite's one writer, PostgreSQL's lock on the user's row), so two
/// servers reserving for one user queue, and the second counts the first's reservation or its finished file.
extension SQLStore {
    public func reserveUpload(
        _ request: UploadReservationRequest, stored: @escaping @Sendable () -> [String: Int64]
    ) async throws -> Int64 {
        // `stored` escapes into the write, whose closure an engine may still hold for a moment after answering (the
        // PostgreSQL engine's thread pool): `withoutActuallyEscaping` here crashed a server under load.
        try await engine.write { connection in
            try UserLock.lock(userID: request.userID, connection)
            try connection.execute(
                "DELETE FROM upload_reservation WHERE user_id = ? AND expires_at < ?", [request.userID, request.now])
            let rows = try connection.all("SELECT token, bytes FROM upload_reservation WHERE user_id = ?", [request.userID]) { row in
                (try row["token"] as String, try row["bytes"] as Int64)
            }
            let reserved = Dictionary(rows, uniquingKeysWith: { first, _ in first })
            let bytes = try UploadQuotaRule.room(for: request, reserved: reserved, stored: stored())
            try connection.execute(
                "INSERT INTO upload_reservation (user_id, token, bytes, expires_at) VALUES (?, ?, ?, ?)",
                [request.userID, request.token, bytes, request.expiresAt])
            return bytes
        }
    }

    public func renewUpload(userID: Int64, token: String, expiresAt: Date) async throws {
        try await engine.write { connection in
            _ = try connection.execute("UPDATE upload_reservation SET expires_at = ? WHERE user_id = ? AND token = ?", [expiresAt, userID, token])
        }
    }

    public func releaseUpload(userID: Int64, token: String) async throws {
        try await engine.write { connection in
            _ = try connection.execute("DELETE FROM upload_reservation WHERE user_id = ? AND token = ?", [userID, token])
        }
    }
}
