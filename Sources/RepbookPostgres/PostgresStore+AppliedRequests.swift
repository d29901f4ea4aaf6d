import Foundation
import Logging
import PostgresNIO
import RepbookCore

/// Idempotent intents (`Idempotency-Key`): a keyed change claims its key in its own transaction before it changes
/// anything, and stores the answer rendered from the change's result under that key before it commits. The claim is an
/// insert into `applied_request`'s primary key, so a repeat of the key on another connection or server waits on it until
/// the first commits and then answers the first answer (or, when the first rolled back, applies itself): one key, one
/// change. Keys older than `IdempotentRequest.retention` are dropped in the same transaction (index
/// `applied_request_by_age`).
extension PostgresStore {
    /// Runs `change` in one write transaction, once per key of `claim` and user; without a claim, a plain write.
    func writeOnce<Value: Sendable>(
        _ claim: OnceClaim<Value>?, userID: Int64, now: Date, _ change: (PostgresConnection) async throws -> Value
    ) async throws -> Once<Value> {
        try await write { connection in
            guard let claim else { return .applied(try await change(connection)) }
            // The answer is written over the claim's placeholder (status 200, no body) once the change has its value.
            let claimed = try await connection.count(
                """
                INSERT INTO applied_request (user_id, idempotency_key, request, status, body, created_at)
                VALUES (\(userID), \(claim.request.key), \(claim.request.request), 200, \(Data()), \(now))
                ON CONFLICT (user_id, idempotency_key) DO NOTHING
                RETURNING 1
                """, logger: logger) > 0
            guard claimed else {
                guard let prior = try await Self.appliedAnswer(claim.request, userID: userID, connection: connection, logger: logger) else {
                    throw DomainError.conflict("This Idempotency-Key is being applied; send the request again.")
                }
                return .replayed(prior)
            }
            let value = try await change(connection)
            let answer = try claim.answer(value)
            try await connection.run(
                """
                UPDATE applied_request SET status = \(answer.status), body = \(Data(answer.body))
                WHERE user_id = \(userID) AND idempotency_key = \(claim.request.key)
                """, logger: logger)
            try await connection.run(
                "DELETE FROM applied_request WHERE created_at < \(now.addingTimeInterval(-IdempotentRequest.retention))", logger: logger)
            return .applied(value)
        }
    }

    /// The stored answer to the user's key, when that key was applied (and is still kept); a different request under
    /// the key is refused.
    private static func appliedAnswer(
        _ request: IdempotentRequest, userID: Int64, connection: PostgresConnection, logger: Logger
    ) async throws -> RecordedAnswer? {
        guard let (stored, status, body) = try await connection.first(
            "SELECT request, status, body FROM applied_request WHERE user_id = \(userID) AND idempotency_key = \(request.key)",
            logger: logger, { try $0.decode((String, Int, Data).self) })
        else { return nil }
        guard stored == request.request else { throw IdempotentRequest.reusedForAnotherRequest }
        return RecordedAnswer(status: status, body: [UInt8](body))
    }
}
