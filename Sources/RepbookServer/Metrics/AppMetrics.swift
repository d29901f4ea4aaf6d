import Foundation
import Prometheus
import RepbookBuildInfo
import RepbookCore

/// The Prometheus metrics of one running server, in its own registry (no process-wide state): requests by route,
/// database writes, backups, and the database's size read when `/metrics` is scraped.
final class AppMetrics: Sendable {
    let registry = PrometheusCollectorRegistry()
    private let backupDirectory: String

    /// Latency buckets from half a millisecond to ten seconds.
    static let latencyBuckets: [Duration] = [
        .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(25),
        .milliseconds(50), .milliseconds(100), .milliseconds(250), .milliseconds(500), .seconds(1), .milliseconds(2500),
        .seconds(5), .seconds(10),
    ]

    private static var requests: MetricNameDescriptor {
        name("http_requests", "total", "HTTP requests answered, by method, route pattern and status.")
    }
    private static var requestDuration: MetricNameDescriptor {
        name("http_request_duration", "seconds", "Time from the request to its response head, by method and route pattern.")
    }

    /// `repbook_<metric>_<unit>` with its help text.
    private static func name(_ metric: String, _ unit: String, _ help: String) -> MetricNameDescriptor {
        MetricNameDescriptor(namespace: "repbook", metricName: metric, unitName: unit, helpText: help)
    }

    private let databaseWrites: DurationHistogram
    private let backupsTaken: Counter
    private let backupFailures: Counter
    private let databaseBytes: Gauge
    private let backupFiles: Gauge
    private let newestBackup: Gauge

    init(backupDirectory: String) {
        self.backupDirectory = backupDirectory
        databaseWrites = registry.makeDurationHistogram(
            descriptor: Self.name("db_write_duration", "seconds", "Time of each database write transaction, waiting for the writer included."),
            buckets: Self.latencyBuckets)
        backupsTaken = registry.makeCounter(
            descriptor: Self.name("backups_taken", "total", "Backups this server wrote since it started (scheduled, API and downloads)."))
        backupFailures = registry.makeCounter(
            descriptor: Self.name("backup_failures", "total", "Backups this server failed to write since it started."))
        databaseBytes = registry.makeGauge(
            descriptor: Self.name(
                "database_size", "bytes", "Size of the database: repbook.sqlite and its write-ahead log, or pg_database_size on PostgreSQL."))
        backupFiles = registry.makeGauge(descriptor: Self.name("backup", "files", "Backups in the backup folder."))
        newestBackup = registry.makeGauge(descriptor: Self.name(
            "backup_newest_timestamp", "seconds", "When the newest backup in the backup folder was taken (Unix time), 0 when there is none."))
        registry.makeGauge(
            descriptor: Self.name("build", "info", "The running binary's version and commit."),
            labels: [("version", RepbookVersion.number), ("commit", BuildInfo.commit)]).set(to: 1)
    }

    /// Counts a request and records its latency under its route pattern (`/exercises/{id}`, never the raw path).
    func recordRequest(method: String, route: String, status: Int, duration: Duration) {
        registry.makeCounter(descriptor: Self.requests, labels: [("method", method), ("route", route), ("status", String(status))]).increment()
        registry.makeDurationHistogram(descriptor: Self.requestDuration, labels: [("method", method), ("route", route)], buckets: Self.latencyBuckets)
            .record(duration)
    }

    /// Records one database write transaction's duration.
    func recordDatabaseWrite(nanoseconds: Int64) {
        databaseWrites.recordNanoseconds(nanoseconds)
    }

    /// Counts a backup written or failed.
    func recordBackup(succeeded: Bool) {
        (succeeded ? backupsTaken : backupFailures).increment()
    }

    /// The exposition text, after reading the size of `database` (left as it was when that read fails) and the backup
    /// folder.
    func exposition(database: any DatabaseSizeStore) async -> [UInt8] {
        if let bytes = try? await database.databaseSize() { databaseBytes.set(to: Double(bytes)) }
        let backups = (try? BackupFolder(path: backupDirectory).backups()) ?? []
        backupFiles.set(to: Double(backups.count))
        newestBackup.set(to: backups.first?.takenAt.timeIntervalSince1970 ?? 0)
        return registry.emitToBuffer()
    }
}
