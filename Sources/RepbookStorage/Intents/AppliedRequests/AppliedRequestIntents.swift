import Foundation
import RepbookCore

/// Idempotent intents (`Idempotency-Key`): a keyed change claims its key in its own transaction before it changes
/// anything, and stores the answer rendered from the change's result under that key before it commits. The claim is an
/// insert into `applied_request`'s primary key, so a repeat of the key waits on it (PostgreSQL, another connection or
/// server) or runs after it (SQLite's one writer) and answers the first answer: one key, one change. Keys older than
/// `IdempotentRequest.retention` are dropped in the same transaction (index `applied_request_by_age`).
extension SQLStore {
    /// Runs `change` in one write transaction, once per key of `claim` and user; without a claim, a plain write.
    func writeOnce<Value: Sendable>(
        _ claim: OnceClaim<Value>?, userID: Int64, now: Date, _ change: @escaping @Sendable (any SQLConnection) throws -> Value
    ) async throws -> Once<Value> {
        try await engine.write { connection in
            guard let claim else { return .applied(try change(connection)) }
            // The answer is written over the claim's placeholder (status 200, no body) once the change has its value.
            let claimed = try connection.execute(AppliedRequestRows.claim, [userID, claim.request.key, claim.request.request, Data(), now]) > 0
            guard claimed else {
                guard let prior = try AppliedRequestRows.answer(claim.request, userID: userID, connection) else {
                    throw DomainError.conflict(LocalizedText("error.idempotency_key_being_applied_send_request"))
                }
                return .replayed(prior)
            }
            let value = try change(connection)
            let answer = try claim.answer(value)
            try connection.execute(AppliedRequestRows.storeAnswer, [answer.status, Data(answer.body), userID, claim.request.key])
            try connection.execute(AppliedRequestRows.dropExpired, [now.addingTimeInterval(-IdempotentRequest.retention)])
            return .applied(value)
        }
    }

    public func recordedAnswer(for request: IdempotentRequest, userID: Int64) async throws -> RecordedAnswer? {
        try await engine.readSingle { connection in try AppliedRequestRows.answer(request, userID: userID, connection) }
    }
}

/// The statements of `applied_request`.
enum AppliedRequestRows {
    static let claim: SQL = """
        INSERT INTO applied_request (user_id, idempotency_key, request, status, body, created_at)
        VALUES (?, ?, ?, 200, ?, ?)
        ON CONFLICT (user_id, idempotency_key) DO NOTHING
        """
    static let storeAnswer: SQL = "UPDATE applied_request SET status = ?, body = ? WHERE user_id = ? AND idempotency_key = ?"
    static let dropExpired: SQL = "DELETE FROM applied_request WHERE created_at < ?"

    /// The stored answer to the user's key, when that key was applied (and is still kept); a different request under
    /// the key is refused.
    static func answer(_ request: IdempotentRequest, userID: Int64, _ connection: any SQLConnection) throws -> RecordedAnswer? {
        guard let row = try connection.row(
            "SELECT request, status, body FROM applied_request WHERE user_id = ? AND idempotency_key = ?", [userID, request.key])
        else { return nil }
        guard try row["request"] as String == request.request else { throw IdempotentRequest.reusedForAnotherRequest }
        let body: Data = try row["body"]
        return RecordedAnswer(status: try row["status"], body: [UInt8](body))
    }
}
