import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: UploadReservationStore {
    public func reserveUpload(_ request: UploadReservationRequest, stored: @Sendable () -> [String: Int64]) async throws -> Int64 {
        try await write { connection in
            // The user's row is the lock: two servers reserving for one user queue here, so the second reads the first's
            // reservation (or its finished file) and never counts the same room twice.
            try await PostgresUserLock.lock(userID: request.userID, connection: connection, logger: logger)
            try await connection.run(
                "DELETE FROM upload_reservation WHERE user_id = \(request.userID) AND expires_at < \(request.now)", logger: logger)
            let rows = try await connection.all(
                "SELECT token, bytes FROM upload_reservation WHERE user_id = \(request.userID)", logger: logger
            ) { try $0.decode((String, Int64).self) }
            let reserved = Dictionary(rows, uniquingKeysWith: { first, _ in first })
            let bytes = try UploadQuotaRule.room(for: request, reserved: reserved, stored: stored())
            try await connection.run(
                """
                INSERT INTO upload_reservation (user_id, token, bytes, expires_at)
                VALUES (\(request.userID), \(request.token), \(bytes), \(request.expiresAt))
                """, logger: logger)
            return bytes
        }
    }

    public func renewUpload(userID: Int64, token: String, expiresAt: Date) async throws {
        try await single { connection in
            try await connection.run(
                "UPDATE upload_reservation SET expires_at = \(expiresAt) WHERE user_id = \(userID) AND token = \(token)", logger: logger)
        }
    }

    public func releaseUpload(userID: Int64, token: String) async throws {
        try await single { connection in
            try await connection.run("DELETE FROM upload_reservation WHERE user_id = \(userID) AND token = \(token)", logger: logger)
        }
    }
}
