import Foundation
import RepbookCore

/// Runs `pg_dump` on a database URL, its password (if any) passed in the environment rather than on the command line.
enum PostgresDump {
    /// Dumps the database `databaseURL` names into `file` (custom format); throws with `pg_dump`'s own words on failure.
    static func run(databaseURL: String, into file: String) async throws {
        guard var components = URLComponents(string: databaseURL) else {
            throw DomainError.invalid(field: "database", message: LocalizedText("error.database_url_cannot_read"))
        }
        var environment = ProcessInfo.processInfo.environment
        if let password = components.password {
            environment["PGPASSWORD"] = password.removingPercentEncoding ?? password
            components.password = nil
        }
        let arguments = ["pg_dump", "--format=custom", "--no-owner", "--file=\(file)", "--dbname=\(components.string ?? databaseURL)"]
        let childEnvironment = environment
        // pg_dump runs for as long as the database takes to read: waited for on a thread of its own, never on one of the
        // few threads that serve requests.
        let (status, message) = try await withCheckedThrowingContinuation { (done: CheckedContinuation<(Int32, Data), any Error>) in
            Thread.detachNewThread {
                let process = Process()
                process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
                process.arguments = arguments
                process.environment = childEnvironment
                let errors = Pipe()
                process.standardError = errors
                process.standardOutput = FileHandle.nullDevice
                do {
                    try process.run()
                } catch {
                    done.resume(throwing: error)
                    return
                }
                let message = errors.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                done.resume(returning: (process.terminationStatus, message))
            }
        }
        guard status == 0 else {
            let text = String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw DomainError.conflict(
                LocalizedText("error.pg_dump_failed_exit", ["status": "\(status)", "no": "\(text.isEmpty ? "no message" : text)"]))
        }
    }
}
