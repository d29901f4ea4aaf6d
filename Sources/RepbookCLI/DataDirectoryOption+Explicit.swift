import ArgumentParser

extension DataDirectoryOption {
    /// Refuses to fall back to the default data folder: commands that write made-up data need `--data-dir` given.
    func requireExplicit(for command: String) throws {
        guard dataDirectory != nil else {
            throw ValidationError("\(command) needs --data-dir: it writes made-up data, so it never picks your real data folder by itself.")
        }
    }
}
