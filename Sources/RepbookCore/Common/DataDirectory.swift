/// Where Repbook keeps its database: `--data-dir`, else `REPBOOK_DATA_DIR`, else `$XDG_DATA_HOME/repbook`, else `~/.local/share/repbook`.
public enum DataDirectory {
    /// The database file's name inside the data folder.
    public static let databaseFileName = "repbook.sqlite"

    /// Resolves the folder from an explicit option and the environment.
    public static func resolve(option: String?, environment: [String: String]) -> String {
        if let option, !option.isEmpty { return option }
        if let path = environment["REPBOOK_DATA_DIR"], !path.isEmpty { return path }
        if let xdg = environment["XDG_DATA_HOME"], !xdg.isEmpty { return xdg + "/repbook" }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
        return home + "/.local/share/repbook"
    }
}
