import RepbookCore
import RepbookSQLite

/// Keeps the dev seeding commands away from a real database: a data folder holding an account they did not create
/// (any name other than `demo…` or `user0001`-style) is refused unless `--force` is given.
enum DemoFolderCheck {
    /// Throws a failure naming the accounts that look real, unless `force`.
    static func requireOnlyMadeUpAccounts(in store: SQLiteStore, dataDirectory: String, force: Bool) async throws {
        guard !force else { return }
        let real = try await store.allUsers().map(\.username).filter { !DemoAccountNames.isMadeUp($0) }
        guard !real.isEmpty else { return }
        let shown = real.prefix(3).joined(separator: ", ") + (real.count > 3 ? " and \(real.count - 3) more" : "")
        throw CommandFailure(description: """
            \(dataDirectory) holds accounts that the dev commands did not create (\(shown)); this looks like a real database. \
            Use an empty --data-dir, or pass --force to add made-up accounts next to them.
            """)
    }
}
