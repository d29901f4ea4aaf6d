/// The Body area's sections, shown as a segmented control at the top of each Body page.
public enum BodySection: String, CaseIterable, Sendable {
    case day, weight, measurements, photos

    var path: String { self == .day ? "/body" : "/body/\(rawValue)" }

    /// The segmented control with `current` selected, named in the localizer's language; links carry `date` so moving
    /// between sections keeps the day.
    public static func links(current: BodySection, date: LocalDate? = nil, localizer: Localizer) -> [SegmentLink] {
        allCases.map { section in
            let href = date.map { "\(section.path)?date=\($0)" } ?? section.path
            return SegmentLink(label: localizer.text("body.nav.\(section.rawValue)"), href: href, isCurrent: section == current)
        }
    }
}
