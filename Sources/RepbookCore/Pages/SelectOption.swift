/// One choice of a `<select>` or a chip row.
public struct SelectOption: Sendable, Hashable {
    public let value: String
    public let label: String
    public let isSelected: Bool

    public init(value: String, label: String, isSelected: Bool) {
        self.value = value
        self.label = label
        self.isSelected = isSelected
    }

    /// Options for every case of an enum, marking `selected`.
    static func all<Value: RawRepresentable & CaseIterable & Equatable>(
        _ type: Value.Type, selected: Value?, label: (Value) -> String
    ) -> [SelectOption] where Value.RawValue == String {
        Value.allCases.map { value in
            SelectOption(value: value.rawValue, label: label(value), isSelected: value == selected)
        }
    }
}
