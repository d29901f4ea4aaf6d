import ArgumentParser
import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookPostgres
import RepbookSQLite

/// `repbook migrate --to postgres://…`: copies the data folder's whole instance into an empty PostgreSQL database in
/// one transaction, keeping every id, and prints the rows per table on both sides.
struct MigrateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "migrate",
        abstract: "Copy this data folder's whole instance into an empty PostgreSQL database (stop the server first).",
        discussion: """
            Every table of the SQLite database (users, sessions, API tokens, settings, exercises, workouts and sets, \
            session summaries and records, templates, splits, journal, supplements, body weights and measurements, \
            coaching settings, progress photos, applied requests) is copied with its ids into the PostgreSQL database \
            --to names, migrated to this Repbook's schema first; all of it in one transaction that commits only when every \
            table holds as many rows as in SQLite, so a failure leaves the target as it was. A target that holds users is \
            refused. The SQLite database is left as it was. The photo files stay in <data>/photos; \
            --copy-photos-to DIR copies them into DIR/photos, the data folder the PostgreSQL servers share.
            """)

    @Option(name: .customLong("to"), help: "The empty PostgreSQL database: postgres://user[:password]@host[:port]/database[?sslmode=…].")
    var url: String

    @Option(name: .customLong("copy-photos-to"), help: "A data folder to copy the progress photo files into (DIR/photos/<user id>/).")
    var photosDirectory: String?

    @OptionGroup
    var data: DataDirectoryOption

    /// Refused when given: the source is always the SQLite file, the target is --to (REPBOOK_DATABASE_URL is ignored here).
    @OptionGroup
    var database: DatabaseOption

    func run() async throws {
        if database.databaseURL != nil {
            throw CommandFailure(description: """
                repbook migrate copies the SQLite database of --data-dir into the PostgreSQL database --to names; \
                pass that URL as --to, not --database.
                """)
        }
        print(try await Self.migrate(dataDirectory: data.resolved, url: url, photosDirectory: photosDirectory))
    }

    /// Copies the instance and answers what to print: the table of counts and what became of the photos.
    static func migrate(
        dataDirectory: String, url: String, photosDirectory: String?,
        tableCopied: @Sendable (String, Int) async throws -> Void = { _, _ in }
    ) async throws -> String {
        let database = dataDirectory + "/" + DataDirectory.databaseFileName
        guard FileManager.default.fileExists(atPath: database) else {
            throw CommandFailure(description: "There is no database at \(database) to copy.")
        }
        let lock: DataDirectoryLock
        do {
            lock = try DataDirectoryLock(dataDirectory: dataDirectory)
        } catch let error as DataDirectoryInUse {
            throw CommandFailure(description: "\(error.description) Stop the server first: the copy reads a database nobody changes.")
        }
        // Brings the schema up to date (with the usual backup first), so the columns are this Repbook's.
        _ = try SQLiteStore.open(dataDirectory: dataDirectory)
        let source = try SQLiteInstanceSource(dataDirectory: dataDirectory)
        defer { try? source.close() }
        let photos = try await source.photoFiles()
        let made = try photosDirectory.map { try InstancePhotoFiles.copy(photos, from: dataDirectory, to: $0) } ?? []
        let report: InstanceCopyReport
        do {
            let target = try await PostgresStore.connect(url: url, maximumConnections: 2)
            do {
                report = try await target.copyInstance(from: source, tableCopied: tableCopied)
            } catch {
                await target.close()
                throw error
            }
            await target.close()
        } catch {
            InstancePhotoFiles.remove(made)
            switch error {
            case let refusal as InstanceCopyRefusal: throw CommandFailure(description: refusal.message)
            case let refusal as PostgresURLError: throw CommandFailure(description: refusal.message)
            case let refusal as NewerPostgresSchemaError: throw CommandFailure(description: refusal.description)
            case let refusal as PostgresConnectError: throw CommandFailure(description: refusal.message)
            default: throw error
            }
        }
        withExtendedLifetime(lock) {}
        let users = report.tables.first { $0.table == "user" }?.target ?? 0
        var lines = [
            report.text, "",
            "Copied \(report.totalRows) rows (\(users == 1 ? "1 user" : "\(users) users")) from \(database) into \(Self.redacted(url)) "
                + "in \(String(format: "%.1f", report.seconds)) s; every table holds as many rows as in SQLite.",
        ]
        lines.append(photoLine(photos: photos, dataDirectory: dataDirectory, photosDirectory: photosDirectory))
        return lines.joined(separator: "\n")
    }

    /// What became of the photo files.
    private static func photoLine(photos: [InstancePhotoFile], dataDirectory: String, photosDirectory: String?) -> String {
        let count = photos.count == 1 ? "1 progress photo" : "\(photos.count) progress photos"
        if let photosDirectory {
            return "Copied the files of \(count) into \(photosDirectory)/photos (each of its recorded size)."
        }
        let missing = InstancePhotoFiles.missing(photos, in: dataDirectory)
        let gap = missing.isEmpty ? "" : " \(missing.count) of them are missing or not of their recorded size, e.g. \(missing[0])."
        return "The files of \(count) stay in \(dataDirectory)/photos: give the PostgreSQL servers that folder, "
            + "or copy it with --copy-photos-to.\(gap)"
    }

    /// `url` without its password, for printing.
    static func redacted(_ url: String) -> String {
        guard var components = URLComponents(string: url), components.password != nil else { return url }
        components.password = "…"
        return components.string ?? url
    }
}
