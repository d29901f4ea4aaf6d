/// A whole Repbook instance read for copying (the SQLite data folder's database), seen as one unchanging snapshot from
/// the first call to the last.
public protocol InstanceSource: Sendable {
    /// Every table, by name.
    func tables() async throws -> [String]

    /// The columns of `table`, by name, in the table's order.
    func columns(of table: String) async throws -> [String]

    /// How many rows `table` holds.
    func count(of table: String) async throws -> Int

    /// The highest id ever given per table (ids of deleted rows included), for tables that never reuse an id.
    func identityFloors() async throws -> [String: Int64]

    /// Reads every row of `table` as `columns`, in primary key order, `batchSize` rows at a time, handing each batch to
    /// `body` before reading the next.
    func readRows(
        of table: String, columns: [CopiedColumn], batchSize: Int, _ body: ([[CopiedValue]]) async throws -> Void
    ) async throws
}
