import Foundation
import GRDB
import RepbookCore

/// Keyed changes applied once: a store intent runs its change through `writeOnce`, which in the same write transaction
/// looks the key up first (a repeat gets the stored answer and changes nothing), and after the change stores the key
/// with the answer rendered from the change's result. Keys older than `IdempotentRequest.retention` are dropped in the
/// same transaction (index `applied_request_by_age`).
extension SQLiteStore {
    /// Runs `change` in one write transaction, once per key of `claim` and user; without a claim, a plain write.
    func writeOnce<Value: Sendable>(
        _ claim: OnceClaim<Value>?, userID: Int64, now: Date, _ change: @escaping @Sendable (Database) throws -> Value
    ) async throws -> Once<Value> {
        try await writer.write { db in
            guard let claim else { return .applied(try change(db)) }
            if let prior = try Self.appliedAnswer(claim.request, userID: userID, db: db) { return .replayed(prior) }
            let value = try change(db)
            let answer = try claim.answer(value)
            try db.execute(
                cached: "DELETE FROM applied_request WHERE created_at < ?",
                arguments: [now.addingTimeInterval(-IdempotentRequest.retention)])
            try db.execute(
                cached: """
                    INSERT INTO applied_request (user_id, idempotency_key, request, status, body, created_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    """,
                arguments: [userID, claim.request.key, claim.request.request, answer.status, Data(answer.body), now])
            return .applied(value)
        }
    }

    /// The stored answer to the user's key, when that key was applied (and is still kept); a different request under
    /// the key is refused.
    private static func appliedAnswer(_ request: IdempotentRequest, userID: Int64, db: Database) throws -> RecordedAnswer? {
        guard let row = try Row.fetchOne(
            db, cached: "SELECT request, status, body FROM applied_request WHERE user_id = ? AND idempotency_key = ?",
            arguments: [userID, request.key])
        else { return nil }
        guard (row["request"] as String) == request.request else { throw IdempotentRequest.reusedForAnotherRequest }
        let body: Data = row["body"]
        return RecordedAnswer(status: row["status"], body: [UInt8](body))
    }
}
