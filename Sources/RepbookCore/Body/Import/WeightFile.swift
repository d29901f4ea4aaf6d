import Foundation

/// What a reader made of an imported weight file (CSV or Apple Health): the rows it could read, the lines it could
/// not, and the readable ones it left out by its own rules. The same import service applies every format.
public struct WeightFile: Equatable, Sendable {
    /// Readable rows, in file order; the same day may appear more than once.
    public let rows: [WeightFileRow]
    /// Lines that could not be read, with the reason.
    public let rejections: [WeightFileRejection]
    /// Readable records the reader left out, such as Apple Health weights in stones.
    public let skipped: [SkippedWeightRow]

    public init(rows: [WeightFileRow], rejections: [WeightFileRejection] = [], skipped: [SkippedWeightRow] = []) {
        self.rows = rows
        self.rejections = rejections
        self.skipped = skipped
    }
}
