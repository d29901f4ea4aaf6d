/// How far back a progress chart looks: the last three months, the last year, or everything.
public enum ChartRange: String, CaseIterable, Sendable {
    case threeMonths = "3m"
    case oneYear = "1y"
    case all

    /// The label on its button.
    public var label: String {
        switch self {
        case .threeMonths: "3M"
        case .oneYear: "1Y"
        case .all: "All"
        }
    }

    /// The first day shown when today is `today`; nil for everything.
    public func firstDay(today: LocalDate) -> LocalDate? {
        switch self {
        case .threeMonths: today.adding(days: -91)
        case .oneYear: today.adding(days: -365)
        case .all: nil
        }
    }
}
