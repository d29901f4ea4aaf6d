import Foundation
import RepbookCore

/// The sign-in throttle's counts (`sign_in_attempt`), kept exact when several servers count at once: SQLite's one writer
/// runs every reservation after the other; on PostgreSQL each key first gets a row (at no failures; a refusal rolls it
/// back) so that every key can be locked, in key order, so two servers reserving the same keys queue and never deadlock.
extension SQLStore {
    public func reserveSignInAttempt(keys: [String], policy: LoginThrottle.Policy, now: Date) async throws {
        let keys = keys.sorted()
        guard !keys.isEmpty else { return }
        try await engine.write { connection in
            if connection.dialect == .postgres {
                try connection.execute(SignInAttemptRows.placeholders(keys.count), keys.flatMap { [$0, now] as [any SQLBindable] })
            }
            let current = Dictionary(
                try connection.all(SignInAttemptRows.counts(keys.count), keys) { row in
                    (try row["key"] as String, SignInAttemptCount(failures: try row["failures"], lastAttempt: try row["last_attempt"]))
                },
                uniquingKeysWith: { first, _ in first })
            for (key, count) in try SignInThrottleRule.reserve(keys: keys, current: current, policy: policy, now: now) {
                try connection.execute(SignInAttemptRows.upsert, [key, count.failures, count.lastAttempt])
            }
        }
    }

    public func settleSignInAttempt(clearing: [String], returning: String?) async throws {
        try await engine.write { connection in
            if !clearing.isEmpty {
                try connection.execute(SQL("DELETE FROM sign_in_attempt WHERE key IN (\(SQL.placeholders(clearing.count)))"), clearing)
            }
            if let returning {
                try connection.execute("UPDATE sign_in_attempt SET failures = failures - 1 WHERE key = ? AND failures > 0", [returning])
                try connection.execute("DELETE FROM sign_in_attempt WHERE key = ? AND failures = 0", [returning])
            }
        }
    }

    public func forgetSignInAttempts(before cutoff: Date) async throws {
        try await engine.write { connection in _ = try connection.execute(SignInAttemptRows.forget, [cutoff]) }
    }
}

/// The statements of `sign_in_attempt`.
enum SignInAttemptRows {
    /// PostgreSQL only: a row at no failures for each of `count` keys not counted yet, so that each can be locked.
    static func placeholders(_ count: Int) -> SQL {
        let rows = Array(repeating: "(?, 0, ?)", count: count).joined(separator: ", ")
        return SQL("INSERT INTO sign_in_attempt (key, failures, last_attempt) VALUES \(rows) ON CONFLICT (key) DO NOTHING")
    }

    /// The counts of `count` keys, in key order; locked on PostgreSQL until the transaction ends.
    static func counts(_ count: Int) -> SQL {
        SQL("SELECT key, failures, last_attempt FROM sign_in_attempt WHERE key IN (\(SQL.placeholders(count))) ORDER BY key")
            .lockingOnPostgres("FOR UPDATE")
    }

    static let upsert: SQL = """
        INSERT INTO sign_in_attempt (key, failures, last_attempt) VALUES (?, ?, ?)
        ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_attempt = excluded.last_attempt
        """

    /// Counts last tried before the cutoff; on PostgreSQL, rows another server is counting right now are left for the
    /// next time rather than waited for.
    static let forget = SQL(
        sqlite: "DELETE FROM sign_in_attempt WHERE last_attempt < ?",
        postgres: "DELETE FROM sign_in_attempt WHERE key IN (SELECT key FROM sign_in_attempt WHERE last_attempt < ? FOR UPDATE SKIP LOCKED)")
}
