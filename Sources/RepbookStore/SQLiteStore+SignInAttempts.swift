import Foundation
import GRDB
import RepbookCore

extension SQLiteStore {
    public func reserveSignInAttempt(keys: [String], policy: LoginThrottle.Policy, now: Date) async throws {
        try await writer.write { db in
            var current: [String: SignInAttemptCount] = [:]
            for key in keys {
                if let row = try Row.fetchOne(
                    db, sql: "SELECT failures, last_attempt FROM sign_in_attempt WHERE key = ?", arguments: [key]) {
                    current[key] = SignInAttemptCount(failures: row["failures"], lastAttempt: row["last_attempt"])
                }
            }
            for (key, count) in try SignInThrottleRule.reserve(keys: keys, current: current, policy: policy, now: now) {
                try db.execute(
                    sql: """
                        INSERT INTO sign_in_attempt (key, failures, last_attempt) VALUES (?, ?, ?)
                        ON CONFLICT (key) DO UPDATE SET failures = excluded.failures, last_attempt = excluded.last_attempt
                        """,
                    arguments: [key, count.failures, count.lastAttempt])
            }
        }
    }

    public func settleSignInAttempt(clearing: [String], returning: String?) async throws {
        try await writer.write { db in
            for key in clearing { try db.execute(sql: "DELETE FROM sign_in_attempt WHERE key = ?", arguments: [key]) }
            if let returning {
                try db.execute(sql: "UPDATE sign_in_attempt SET failures = failures - 1 WHERE key = ? AND failures > 0", arguments: [returning])
                try db.execute(sql: "DELETE FROM sign_in_attempt WHERE key = ? AND failures = 0", arguments: [returning])
            }
        }
    }

    public func forgetSignInAttempts(before cutoff: Date) async throws {
        try await writer.write { db in
            try db.execute(sql: "DELETE FROM sign_in_attempt WHERE last_attempt < ?", arguments: [cutoff])
        }
    }
}
