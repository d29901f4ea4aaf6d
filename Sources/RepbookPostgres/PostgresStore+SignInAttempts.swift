import Foundation
import Logging
import PostgresNIO
import RepbookCore

extension PostgresStore: SignInAttemptStore {
    public func reserveSignInAttempt(keys: [String], policy: LoginThrottle.Policy, now: Date) async throws {
        let keys = keys.sorted()
        try await write { connection in
            // Every key gets a row (at no failures; a refusal rolls it back) so that each can be locked: in key order, so two
            // servers reserving the same keys queue behind each other and never deadlock.
            try await connection.run(
                """
                INSERT INTO sign_in_attempt (key, failures, last_attempt)
                SELECT key, 0, \(now) FROM unnest(\(keys)::text[]) AS key ORDER BY key
                ON CONFLICT (key) DO NOTHING
                """, logger: logger)
            let rows = try await connection.all(
                "SELECT key, failures, last_attempt FROM sign_in_attempt WHERE key = ANY(\(keys)::text[]) ORDER BY key FOR UPDATE",
                logger: logger
            ) { row in
                let (key, failures, lastAttempt) = try row.decode((String, Int, Date).self)
                return (key, SignInAttemptCount(failures: failures, lastAttempt: lastAttempt))
            }
            let current = Dictionary(rows, uniquingKeysWith: { first, _ in first })
            for (key, count) in try SignInThrottleRule.reserve(keys: keys, current: current, policy: policy, now: now) {
                try await connection.run(
                    "UPDATE sign_in_attempt SET failures = \(count.failures), last_attempt = \(count.lastAttempt) WHERE key = \(key)",
                    logger: logger)
            }
        }
    }

    public func settleSignInAttempt(clearing: [String], returning: String?) async throws {
        try await write { connection in
            try await connection.run("DELETE FROM sign_in_attempt WHERE key = ANY(\(clearing)::text[])", logger: logger)
            if let returning {
                try await connection.run(
                    "UPDATE sign_in_attempt SET failures = failures - 1 WHERE key = \(returning) AND failures > 0", logger: logger)
                try await connection.run("DELETE FROM sign_in_attempt WHERE key = \(returning) AND failures = 0", logger: logger)
            }
        }
    }

    public func forgetSignInAttempts(before cutoff: Date) async throws {
        try await single { connection in
            // Rows another server is counting right now are left for the next time rather than waited for.
            try await connection.run(
                """
                DELETE FROM sign_in_attempt WHERE key IN (
                    SELECT key FROM sign_in_attempt WHERE last_attempt < \(cutoff) FOR UPDATE SKIP LOCKED)
                """, logger: logger)
        }
    }
}
