import Foundation

/// A line of an imported file that cannot become a body weight, with the reason in words a lifter understands, such as
/// `"31.02.2024" is not a date (day-first)`.
public struct WeightFileRejection: Equatable, Sendable {
    /// The 1-based line of the file.
    public let line: Int
    public let reason: LocalizedText

    public init(line: Int, reason: LocalizedText) {
        self.line = line
        self.reason = reason
    }
}
