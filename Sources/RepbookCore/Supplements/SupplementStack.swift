/// When in the day a supplement is taken; the day's checklist is grouped by stack.
public enum SupplementStack: String, CaseIterable, Sendable {
    case morning, evening

    /// "Morning" or "Evening".
    public var label: String {
        switch self {
        case .morning: "Morning"
        case .evening: "Evening"
        }
    }
}
