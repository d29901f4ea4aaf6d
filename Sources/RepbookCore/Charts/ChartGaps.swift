/// Where a line over time breaks: a pause much longer than the series' usual spacing (more than 8 weeks and more than
/// four times the median step between points) is drawn as a gap, not as one long slope across it.
public enum ChartGaps {
    /// The shortest pause that can break a line, in days.
    public static let minimumGapDays = 56

    /// The runs of consecutive points (by index) to draw as one line each; `days` are the points' day numbers, oldest first.
    public static func segments(days: [Int]) -> [Range<Int>] {
        guard days.count > 1 else { return days.isEmpty ? [] : [0..<days.count] }
        let steps = zip(days.dropFirst(), days).map { $0 - $1 }.sorted()
        let median = steps[(steps.count - 1) / 2]
        let threshold = max(minimumGapDays, 4 * median)
        var runs: [Range<Int>] = []
        var start = 0
        for index in 1..<days.count where days[index] - days[index - 1] > threshold {
            runs.append(start..<index)
            start = index
        }
        runs.append(start..<days.count)
        return runs
    }
}
