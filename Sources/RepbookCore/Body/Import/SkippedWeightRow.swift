import Foundation

/// A readable weight that an import leaves out on purpose, such as a day that already has an entry, with the reason.
public struct SkippedWeightRow: Equatable, Sendable {
    /// The 1-based line of the file.
    public let line: Int
    public let date: LocalDate
    public let reason: LocalizedText

    public init(line: Int, date: LocalDate, reason: LocalizedText) {
        self.line = line
        self.date = date
        self.reason = reason
    }
}
