import RepbookCore
import RepbookTestFixtures

/// The Strong file the SQLite-only tests import (the read model's and the recency columns'), kept in
/// `RepbookTestFixtures`; the import's own store tests run on both engines in `RepbookEngineTests/HistoryImportEngineTests`.
enum HistoryImportStoreTests {
    static let strong = StrongHistoryFile.strong
}
