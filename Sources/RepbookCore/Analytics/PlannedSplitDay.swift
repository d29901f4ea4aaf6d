import Foundation

/// What the active split plans for a day still ahead: a rest day, or a training day with its template's name when it
/// has one (a template named "Rest" is a training day).
public enum PlannedSplitDay: Sendable, Hashable {
    case rest
    case training(templateName: String?)

    /// The split day a cycle index names.
    public init(_ day: SplitDay) {
        self = day.isRest ? .rest : .training(templateName: day.templateName)
    }

    /// True for a planned rest day.
    public var isRest: Bool { self == .rest }
}
