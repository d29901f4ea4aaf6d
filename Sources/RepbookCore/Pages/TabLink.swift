/// One entry of the bottom tab bar.
public struct TabLink: Sendable {
    /// The app's main tabs.
    public enum Tab: String, CaseIterable, Sendable {
        case home, library, history, analytics, body

        var label: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
        var href: String { self == .home ? "/" : "/" + rawValue }
    }

    public let key: String
    public let label: String
    public let href: String
    public let isCurrent: Bool

    init(tab: Tab, isCurrent: Bool) {
        self.key = tab.rawValue
        self.label = tab.label
        self.href = tab.href
        self.isCurrent = isCurrent
    }
}
