import Foundation

/// A month with finished workouts and how many, for History's month picker.
public struct TrainedMonth: Equatable, Sendable {
    public let month: YearMonth
    public let sessions: Int

    public init(month: YearMonth, sessions: Int) {
        self.month = month
        self.sessions = sessions
    }

    /// The months of `days` (one entry per finished workout), newest first.
    public static func months(of days: [TrainedDay]) -> [TrainedMonth] {
        Dictionary(grouping: days) { YearMonth($0.date) }
            .map { TrainedMonth(month: $0.key, sessions: $0.value.count) }
            .sorted { $0.month > $1.month }
    }
}
