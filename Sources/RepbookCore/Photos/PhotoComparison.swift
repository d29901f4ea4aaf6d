import Foundation

/// Two of a user's photos side by side, `first` on the left, with what changed between them.
public struct PhotoComparison: Sendable {
    public let first: ProgressPhoto
    public let second: ProgressPhoto

    public init(first: ProgressPhoto, second: ProgressPhoto) {
        self.first = first
        self.second = second
    }

    /// The same two with the older on the left (the one added first when both are of one day).
    public var oldestFirst: PhotoComparison {
        (first.date, first.id) <= (second.date, second.id) ? self : PhotoComparison(first: second, second: first)
    }

    /// Calendar days from the first photo's day to the second's (negative when the second is older).
    public var daysBetween: Int { first.date.days(to: second.date) }

    /// The second photo's captured weight minus the first's, in kilograms; nil unless both have one.
    public var weightChangeKilograms: Double? {
        guard let from = first.weight, let to = second.weight else { return nil }
        return to.kilograms - from.kilograms
    }

    /// The second photo's captured body fat minus the first's, in percentage points; nil unless both have one.
    public var bodyFatChange: Double? {
        guard let from = first.bodyFatPercent, let to = second.bodyFatPercent else { return nil }
        return to - from
    }
}
