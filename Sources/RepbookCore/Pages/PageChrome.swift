/// What every page's layout needs: title, tabs, the signed-in user, the CSRF token, the theme and a flash message.
public struct PageChrome: Sendable {
    public let title: String
    public let tabs: [TabLink]
    public let username: String?
    public let csrfToken: String
    /// `system`, `light` or `dark`; the layout puts it on `<html data-theme>`.
    public let theme: String
    public let flash: Flash?
    /// Whether the tab bar shows (signed-in pages only).
    public let hasTabs: Bool
    /// The workout in progress, for the bar on every page but the workout's own; nil when none.
    public let liveWorkout: LiveWorkoutBar?
    /// The page's language tag, for `<html lang>` and the template set it renders with.
    public let language: String

    public init(
        title: String, activeTab: TabLink.Tab?, username: String?, csrfToken: String, appearance: Appearance, flash: Flash?,
        localizer: Localizer, liveWorkout: LiveWorkoutBar? = nil
    ) {
        self.language = localizer.language
        self.liveWorkout = liveWorkout
        self.title = title
        self.tabs = username == nil ? [] : TabLink.Tab.allCases.map { TabLink(tab: $0, isCurrent: $0 == activeTab, localizer: localizer) }
        self.username = username
        self.csrfToken = csrfToken
        self.theme = appearance.rawValue
        self.flash = flash
        self.hasTabs = username != nil
    }
}

/// A one-time message shown after a redirect.
public struct Flash: Sendable, Equatable {
    /// Whether the message reports success or a problem.
    public enum Kind: String, Sendable { case success, error }

    public let kind: Kind
    public let message: String
    /// True for an error, for templates.
    public let isError: Bool

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
        self.isError = kind == .error
    }
}
