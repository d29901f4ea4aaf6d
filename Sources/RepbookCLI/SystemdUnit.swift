/// The systemd unit that runs `repbook serve` as a dedicated user at boot, restarted on failure, with the data folder the
/// only place it may write and the rest of the system hidden or read-only.
struct SystemdUnit: Equatable {
    var binary = "/usr/local/bin/repbook"
    var user = "repbook"
    var dataDirectory = "/var/lib/repbook"
    var host = "127.0.0.1"
    var port = 8080
    var publicOrigin: String?

    /// The unit file's text.
    var text: String {
        var serve = "\(binary) serve --host \(host) --port \(port) --data-dir \(dataDirectory)"
        if let publicOrigin { serve += " --public-origin \(publicOrigin)" }
        let stateDirectory = "/var/lib/"
        let folderLine = dataDirectory.hasPrefix(stateDirectory) && dataDirectory.count > stateDirectory.count
            ? "StateDirectory=\(dataDirectory.dropFirst(stateDirectory.count))\nStateDirectoryMode=0700"
            : "ReadWritePaths=\(dataDirectory)"
        return """
            # Repbook as a system service: see "Run it as a service" in docs/OPERATING.md.
            [Unit]
            Description=Repbook, a self-hosted workout log
            After=network-online.target
            Wants=network-online.target

            [Service]
            Type=exec
            User=\(user)
            Group=\(user)
            ExecStart=\(serve)
            WorkingDirectory=\(dataDirectory)
            \(folderLine)
            UMask=0077
            Restart=on-failure
            RestartSec=5s
            TimeoutStopSec=30s

            # Hardening: nothing but the data folder is writable, no privileges can be gained, no devices, no kernel knobs.
            NoNewPrivileges=yes
            ProtectSystem=strict
            ProtectHome=yes
            PrivateTmp=yes
            PrivateDevices=yes
            ProtectKernelTunables=yes
            ProtectKernelModules=yes
            ProtectKernelLogs=yes
            ProtectControlGroups=yes
            ProtectClock=yes
            ProtectHostname=yes
            ProtectProc=invisible
            RestrictAddressFamilies=AF_INET AF_INET6 AF_UNIX
            RestrictNamespaces=yes
            RestrictRealtime=yes
            RestrictSUIDSGID=yes
            LockPersonality=yes
            MemoryDenyWriteExecute=yes
            SystemCallArchitectures=native
            SystemCallFilter=@system-service
            SystemCallFilter=~@privileged
            CapabilityBoundingSet=
            AmbientCapabilities=

            [Install]
            WantedBy=multi-user.target

            """
    }
}
