/// One day's supplement checklist: the supplements not retired by that day, and any taken that day even if retired
/// since, each with whether it was taken. A day with nothing logged shows everything not taken.
public struct SupplementChecklist: Equatable, Sendable {
    /// A supplement on the checklist.
    public struct Item: Equatable, Sendable {
        public let supplement: Supplement
        public let isTaken: Bool
    }

    public let date: LocalDate
    /// Today in the user's time zone, for moving between days.
    public let today: LocalDate
    /// Morning first, then evening, each in the stack's order.
    public let items: [Item]

    /// The checklist of `date` from all of a user's supplements and the ids taken that day.
    public init(date: LocalDate, today: LocalDate, supplements: [Supplement], taken: Set<Int64>) {
        self.date = date
        self.today = today
        self.items = supplements
            .filter { $0.isListed(on: date) || taken.contains($0.id) }
            .sorted(by: Self.stackOrder)
            .map { Item(supplement: $0, isTaken: taken.contains($0.id)) }
    }

    /// The items of one stack.
    public func items(in stack: SupplementStack) -> [Item] {
        items.filter { $0.supplement.stack == stack }
    }

    /// Morning before evening, then by place in the stack.
    static func stackOrder(_ lhs: Supplement, _ rhs: Supplement) -> Bool {
        let left = SupplementStack.allCases.firstIndex(of: lhs.stack)!
        let right = SupplementStack.allCases.firstIndex(of: rhs.stack)!
        return (left, lhs.position, lhs.id) < (right, rhs.position, rhs.id)
    }
}
