import Foundation

/// Trailing moving averages over calendar days, for smoothing day-to-day body weight noise.
public enum MovingAverage {
    /// For each point, the mean of every point within the `days` calendar days ending on its day (that day and the
    /// `days - 1` before it); days without a value are not counted. Input in any order, output oldest first.
    public static func trailing(_ points: [ChartPoint], days: Int) -> [ChartPoint] {
        let sorted = points.filter(\.value.isFinite).sorted { $0.date < $1.date }
        var result: [ChartPoint] = []
        result.reserveCapacity(sorted.count)
        var windowStart = 0
        var sum = 0.0
        for (index, point) in sorted.enumerated() {
            sum += point.value
            while sorted[windowStart].date.dayNumber <= point.date.dayNumber - days {
                sum -= sorted[windowStart].value
                windowStart += 1
            }
            result.append(ChartPoint(date: point.date, value: sum / Double(index - windowStart + 1)))
        }
        return result
    }
}
