import Foundation

/// A measurement file as read, before the import's rules: the rows that parsed and the lines that did not.
public struct MeasurementFile: Equatable, Sendable {
    /// A row that parsed: its 1-based line, day, measurement column and value with its unit.
    public struct Row: Equatable, Sendable {
        public let line: Int
        public let date: LocalDate
        public let measurement: String
        public let length: Length

        public init(line: Int, date: LocalDate, measurement: String, length: Length) {
            self.line = line
            self.date = date
            self.measurement = measurement
            self.length = length
        }
    }

    /// A line of the file and why it is not imported: unreadable here, or left out or refused by the import plan.
    public struct Rejection: Equatable, Sendable {
        public let line: Int
        public let reason: LocalizedText

        public init(line: Int, reason: LocalizedText) {
            self.line = line
            self.reason = reason
        }
    }

    public let rows: [Row]
    public let rejections: [Rejection]

    public init(rows: [Row], rejections: [Rejection]) {
        self.rows = rows
        self.rejections = rejections
    }
}
