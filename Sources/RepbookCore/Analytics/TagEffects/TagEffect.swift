import Foundation

/// How sessions after days with one journal tag compare with the other sessions, for the estimated 1RM and for volume,
/// each relative to the exercise's own 8-week trend.
public struct TagEffect: Equatable, Sendable {
    /// One figure's comparison: the mean ratio to trend of the sessions after the tag and of the rest, with how many
    /// sessions are behind each; no claim (`isEnough` false) when either side has fewer than the minimum.
    public struct Comparison: Equatable, Sendable {
        public let tagged: Int
        public let rest: Int
        /// The tagged sessions' mean of figure ÷ trend, such as 0.97; nil without sessions.
        public let taggedRatio: Double?
        public let restRatio: Double?
        public let isEnough: Bool

        /// The tagged sessions against the rest in percentage points (−2.5 means 2.5 % of trend lower); nil without
        /// enough sessions.
        public var differencePercent: Double? {
            guard isEnough, let taggedRatio, let restRatio else { return nil }
            return (taggedRatio - restRatio) * 100
        }
    }

    public let tagID: Int64
    public let name: String
    public let oneRepMax: Comparison
    public let volume: Comparison
}
