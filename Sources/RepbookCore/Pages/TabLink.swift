/// One entry of the bottom tab bar.
public struct TabLink: Sendable {
    /// The app's main tabs.
    public enum Tab: String, CaseIterable, Sendable {
        case home, library, history, analytics, body

        var href: String { self == .home ? "/" : "/" + rawValue }
    }

    public let key: String
    public let label: String
    public let href: String
    public let isCurrent: Bool

    init(tab: Tab, isCurrent: Bool, localizer: Localizer) {
        self.key = tab.rawValue
        self.label = localizer.text("nav.\(tab.rawValue)")
        self.href = tab.href
        self.isCurrent = isCurrent
    }
}
