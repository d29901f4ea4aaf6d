/// A validated change to a supplement; parts left nil stay as they are.
public struct SupplementChange: Equatable, Sendable {
    /// Retiring (on a day) or bringing a retired supplement back.
    public enum Retirement: Equatable, Sendable {
        case retire(on: LocalDate)
        case restore
    }

    public var name: String?
    public var dose: String?
    /// A new stack; the supplement goes to its end unless `index` is given too.
    public var stack: SupplementStack?
    /// The new place among the stack's supplements in use, from 0; clamped to the stack.
    public var index: Int?
    public var retirement: Retirement?

    public init(name: String? = nil, dose: String? = nil, stack: SupplementStack? = nil, index: Int? = nil, retirement: Retirement? = nil) {
        self.name = name
        self.dose = dose
        self.stack = stack
        self.index = index
        self.retirement = retirement
    }
}
