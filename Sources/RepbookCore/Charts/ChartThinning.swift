import Foundation

/// How a long dated series is thinned for a chart a few hundred pixels wide, which cannot show ten years of sessions:
/// every point of the latest `recentMonths` calendar months stays, and each month before them keeps one point, its
/// highest, on the day it was reached (the earliest such day on a tie), so peaks and records survive.
public struct ChartThinning: Sendable, Equatable {
    /// Calendar months, counted back from the month of the latest point and including it, shown point by point.
    public let recentMonths: Int

    /// Keeps the latest `recentMonths` months whole (at least one).
    public init(recentMonths: Int) {
        self.recentMonths = max(recentMonths, 1)
    }

    /// The last twelve months point by point, older months as their best.
    public static let monthlyBestsBeforeLastYear = ChartThinning(recentMonths: 12)

    /// The outcome: the points to draw, oldest first, and the first day shown point by point when older months were
    /// merged (nil when every point is kept).
    public struct Result: Sendable, Equatable {
        public let points: [ChartPoint]
        public let detailedFrom: LocalDate?
    }

    /// Thins `series` (oldest first).
    public func apply(to series: [ChartPoint]) -> Result {
        guard let last = series.last else { return Result(points: series, detailedFrom: nil) }
        let lastMonth = last.date.year * 12 + last.date.month - 1
        let firstDetailed = lastMonth - (recentMonths - 1)
        let cutoff = LocalDate(unchecked: Self.floorDivide(firstDetailed, 12), Self.modulo(firstDetailed, 12) + 1, 1)
        let recentStart = series.firstIndex { $0.date >= cutoff } ?? series.endIndex
        var thinned: [ChartPoint] = []
        var merged = false
        var month: (year: Int, month: Int)?
        for point in series[..<recentStart] {
            if let current = month, current == (point.date.year, point.date.month), let best = thinned.last {
                merged = true
                if point.value > best.value { thinned[thinned.count - 1] = point }
            } else {
                month = (point.date.year, point.date.month)
                thinned.append(point)
            }
        }
        guard merged else { return Result(points: series, detailedFrom: nil) }
        return Result(points: thinned + series[recentStart...], detailedFrom: cutoff)
    }

    private static func floorDivide(_ value: Int, _ divisor: Int) -> Int {
        value >= 0 ? value / divisor : -((-value + divisor - 1) / divisor)
    }

    private static func modulo(_ value: Int, _ divisor: Int) -> Int {
        ((value % divisor) + divisor) % divisor
    }
}
