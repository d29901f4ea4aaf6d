/// The Body area's sections, shown as a segmented control at the top of each Body page.
public enum BodySection: String, CaseIterable, Sendable {
    case day, weight, measurements, photos

    var label: String {
        switch self {
        case .day: "Day"
        case .weight: "Weight"
        case .measurements: "Measurements"
        case .photos: "Photos"
        }
    }

    var path: String { self == .day ? "/body" : "/body/\(rawValue)" }

    /// The segmented control with `current` selected; links carry `date` so moving between sections keeps the day.
    public static func links(current: BodySection, date: LocalDate? = nil) -> [SegmentLink] {
        allCases.map { section in
            let href = date.map { "\(section.path)?date=\($0)" } ?? section.path
            return SegmentLink(label: section.label, href: href, isCurrent: section == current)
        }
    }
}
