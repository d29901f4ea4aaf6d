/// A validated new supplement: name, dose and stack.
public struct SupplementDraft: Equatable, Sendable {
    public let name: String
    public let dose: String
    public let stack: SupplementStack

    public init(name: String, dose: String, stack: SupplementStack) {
        self.name = name
        self.dose = dose
        self.stack = stack
    }

    /// The key the name clashes on.
    public var nameKey: String { SupplementName.key(name) }
}
