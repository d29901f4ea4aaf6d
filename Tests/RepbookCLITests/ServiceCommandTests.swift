import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookBuildInfo
import RepbookDataFolder
import RepbookSQLite
import Testing

/// `repbook --version`, `repbook service print-systemd` and `repbook doctor`'s report.
@Suite("Running as a service")
struct ServiceCommandTests {
    @Test("--version names the version and the commit the binary was built from")
    func version() throws {
        let line = try #require(RepbookCommand.configuration.version.isEmpty ? nil : RepbookCommand.configuration.version)
        #expect(line == "repbook \(RepbookVersion.number) (commit \(BuildInfo.commit))")
        #expect(BuildInfo.commit == "unknown" || BuildInfo.commit.wholeMatch(of: /[0-9a-f]{12}/) != nil, "\(BuildInfo.commit)")
    }

    @Test("The unit runs serve as its own user on loopback, restarts on failure, writes only its data folder")
    func defaultUnit() throws {
        let command = try #require(try RepbookCommand.parseAsRoot(["service", "print-systemd"]) as? PrintSystemdCommand)
        let unit = SystemdUnit(
            binary: command.binary, user: command.user, dataDirectory: command.dataDirectory, host: command.host, port: command.port,
            publicOrigin: command.publicOrigin)
        let lines = Set(unit.text.split(separator: "\n").map(String.init))
        for expected in [
            "User=repbook", "Group=repbook",
            "ExecStart=/usr/local/bin/repbook serve --host 127.0.0.1 --port 8080 --data-dir /var/lib/repbook",
            "StateDirectory=repbook", "StateDirectoryMode=0700", "UMask=0077", "Restart=on-failure",
            "NoNewPrivileges=yes", "ProtectSystem=strict", "ProtectHome=yes", "PrivateTmp=yes", "CapabilityBoundingSet=",
            "WantedBy=multi-user.target",
        ] {
            #expect(lines.contains(expected), "\(expected)")
        }
        #expect(!unit.text.contains("ReadWritePaths"))
    }

    @Test("Another folder is made writable by path, and the public origin is passed on")
    func customUnit() throws {
        let command = try #require(try RepbookCommand.parseAsRoot([
            "service", "print-systemd", "--binary", "/opt/repbook/repbook", "--user", "gym", "--data-dir", "/srv/repbook",
            "--port", "9000", "--public-origin", "https://gym.example.com",
        ]) as? PrintSystemdCommand)
        let unit = SystemdUnit(
            binary: command.binary, user: command.user, dataDirectory: command.dataDirectory, host: command.host, port: command.port,
            publicOrigin: command.publicOrigin)
        #expect(
            unit.text.contains(
                "ExecStart=/opt/repbook/repbook serve --host 127.0.0.1 --port 9000 --data-dir /srv/repbook --public-origin https://gym.example.com\n")
        )
        #expect(unit.text.contains("ReadWritePaths=/srv/repbook\n"))
        #expect(unit.text.contains("User=gym\n"))
        #expect(!unit.text.contains("StateDirectory"))
    }

    @Test("Paths systemd would read specially are refused")
    func refusedPaths() {
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["service", "print-systemd", "--data-dir", "/srv/my data"]) }
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["service", "print-systemd", "--binary", "repbook"]) }
        #expect(throws: (any Error).self) { try RepbookCommand.parseAsRoot(["service", "print-systemd", "--data-dir", "/srv/$HOME"]) }
    }

    @Test("The doctor's report aligns its lines and ends with a verdict")
    func doctorReport() {
        let report = DoctorCommand.report([
            DoctorFinding(.ok, "folder", "/d is yours and private (mode 700)."),
            DoctorFinding(.warning, "backups", "No backup in /d/backups."),
        ])
        #expect(report == """
            ok      folder    /d is yours and private (mode 700).
            warning backups   No backup in /d/backups.
            0 problem(s), 1 warning(s).
            """)
        #expect(DoctorCommand.report([DoctorFinding(.ok, "space", "9 GB free.")]).hasSuffix("All checks passed."))
    }
}
