/// One choice of a segmented control made of links, such as "12 weeks | 1 year".
public struct SegmentLink: Sendable {
    public let label: String
    public let href: String
    public let isCurrent: Bool

    public init(label: String, href: String, isCurrent: Bool) {
        self.label = label
        self.href = href
        self.isCurrent = isCurrent
    }
}
