/// One of a set's kinds as a chip in the row's ⋯ panel: a tap there sets the row's kind, like the kind picker on its
/// number does.
public struct SetKindChip: Sendable, Hashable {
    /// The kind's raw value, as the kind picker's options name it.
    public let value: String
    public let label: String
    public let isSelected: Bool

    /// Every kind, `selected` pressed.
    static func all(selected: SetKind, localizer: Localizer) -> [SetKindChip] {
        SetKind.allCases.map { SetKindChip(value: $0.rawValue, label: localizer.text("set.kind.\($0.rawValue)"), isSelected: $0 == selected) }
    }
}
