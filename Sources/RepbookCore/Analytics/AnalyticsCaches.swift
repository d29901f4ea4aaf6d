import Foundation

/// The caches of older history behind the dashboard; one per process, shared by every request's `AnalyticsService`.
public struct AnalyticsCaches: Sendable {
    /// Each exercise's record bests before the records window, for the exercises it covers.
    public struct Bests: Sendable {
        public let covered: Set<Int64>
        public let bests: [Int64: RecordBests]
    }

    /// One finished workout's day and volume, what the weekly charts sum.
    public struct DayVolume: Equatable, Sendable {
        public let date: LocalDate
        public let kilograms: Double
    }

    let records = OlderHistoryCache<Bests>()
    let volumes = OlderHistoryCache<[DayVolume]>()

    public init() {}
}
