import Foundation
import Logging
import PostgresNIO

extension PostgresStore {
    /// The advisory lock keys of the work one server at a time does for all of them.
    public enum AdvisoryLock: Int64, Sendable {
        /// A scheduled backup.
        case scheduledBackup = 0x5245_5042_4B55_5031  // "REPBKUP1"
    }

    /// Runs `body` holding the session advisory lock `lock` on one pooled connection, unless another server holds it:
    /// then answers nil at once (`pg_try_advisory_lock`). The lock is released after `body`, also when it throws, and
    /// by the server if the connection drops.
    public func whileHolding<T: Sendable>(
        _ lock: AdvisoryLock, _ body: @Sendable () async throws -> T
    ) async throws -> T? {
        try await pool.withConnection { connection in
            let got = try await connection.first("SELECT pg_try_advisory_lock(\(lock.rawValue))", logger: logger) {
                try $0.decode(Bool.self)
            }
            guard got == true else { return nil }
            do {
                let value = try await body()
                try await connection.run("SELECT pg_advisory_unlock(\(lock.rawValue))", logger: logger)
                return value
            } catch {
                if (try? await connection.run("SELECT pg_advisory_unlock(\(lock.rawValue))", logger: logger)) == nil {
                    try? await connection.close()
                }
                throw error
            }
        }
    }
}
