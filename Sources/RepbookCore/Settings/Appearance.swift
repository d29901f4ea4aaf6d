/// The colour scheme a user chose for the web app.
public enum Appearance: String, CaseIterable, Codable, Sendable {
    case system
    case light
    case dark

    /// A human label for settings forms.
    public var label: String {
        switch self {
        case .system: "Follow the system"
        case .light: "Light"
        case .dark: "Dark"
        }
    }
}
