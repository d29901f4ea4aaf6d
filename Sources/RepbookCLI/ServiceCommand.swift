import ArgumentParser

/// `repbook service`: what running Repbook as a system service needs.
struct ServiceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "service", abstract: "Run Repbook as a system service.", subcommands: [PrintSystemdCommand.self])
}

/// `repbook service print-systemd`: prints a hardened systemd unit for this installation.
struct PrintSystemdCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "print-systemd",
        abstract: "Print a systemd unit that runs `repbook serve` at boot as a dedicated user.",
        discussion: """
            Save it as /etc/systemd/system/repbook.service, then `systemctl daemon-reload && systemctl enable --now repbook`. \
            The "Run it as a service" section of docs/OPERATING.md has every step.
            """)

    @Option(help: "The installed binary.")
    var binary = "/usr/local/bin/repbook"

    @Option(help: "The system user (and group) the service runs as.")
    var user = "repbook"

    @Option(name: .customLong("data-dir"), help: "The data folder (under /var/lib, systemd creates it for the user).")
    var dataDirectory = "/var/lib/repbook"

    @Option(help: "Address to listen on (keep loopback behind a reverse proxy).")
    var host = "127.0.0.1"

    @Option(help: "Port to listen on.")
    var port = 8080

    @Option(name: .customLong("public-origin"), help: "The origin people use behind the reverse proxy, such as https://gym.example.com.")
    var publicOrigin: String?

    func validate() throws {
        for (name, path) in [("binary", binary), ("data-dir", dataDirectory)] {
            guard path.hasPrefix("/"), !path.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "'" || $0 == "%" || $0 == "$" }) else {
                throw ValidationError("--\(name) must be an absolute path without spaces, quotes, % or $ (systemd reads them specially).")
            }
        }
    }

    func run() throws {
        let unit = SystemdUnit(
            binary: binary, user: user, dataDirectory: dataDirectory, host: host, port: port, publicOrigin: publicOrigin)
        print(unit.text, terminator: "")
    }
}
