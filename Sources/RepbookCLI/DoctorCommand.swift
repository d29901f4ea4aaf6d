import ArgumentParser
import Foundation
import RepbookCore
import RepbookDataFolder
import RepbookSQLite

/// `repbook doctor`: checks a data folder (and a PostgreSQL database when given one) and says what to do about anything wrong.
struct DoctorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check the data folder: permissions, free space, database integrity, pending migrations, backup age.",
        discussion: """
            Changes nothing and can run while the server does (the database is opened read-only). Prints one line per \
            check; exits with status 1 when any check found a problem, 0 otherwise (warnings included). With --database \
            (or REPBOOK_DATABASE_URL) it checks that the PostgreSQL database answers and where its migrations stand, \
            instead of the SQLite file, and the data folder the servers share.
            """)

    @OptionGroup
    var data: DataDirectoryOption

    @OptionGroup
    var database: DatabaseOption

    @Option(name: .customLong("backup-dir"), help: "Folder of the backups (default: <data>/backups).")
    var backupDirectory: String?

    func run() async throws {
        let doctor = DataFolderDoctor(dataDirectory: data.resolved, backupDirectory: backupDirectory)
        let findings: [DoctorFinding]
        if let url = database.resolved {
            findings = doctor.examineSharedFolder(databaseFindings: await PostgresDoctor.examine(url: url))
        } else {
            findings = doctor.examine()
        }
        print(Self.report(findings))
        if findings.contains(where: { $0.level == .problem }) { throw ExitCode(1) }
    }

    /// The findings as aligned lines, then a one-line verdict.
    static func report(_ findings: [DoctorFinding]) -> String {
        var lines = findings.map { finding in
            finding.level.rawValue.padding(toLength: 8, withPad: " ", startingAt: 0)
                + finding.check.padding(toLength: 10, withPad: " ", startingAt: 0) + finding.message
        }
        let problems = findings.filter { $0.level == .problem }.count
        let warnings = findings.filter { $0.level == .warning }.count
        lines.append(problems + warnings == 0 ? "All checks passed." : "\(problems) problem(s), \(warnings) warning(s).")
        return lines.joined(separator: "\n")
    }
}
