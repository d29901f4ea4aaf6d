/// A supplement a user takes, with its dose as typed, its stack and place in it, and the days it was in use: from
/// `startDate` until the day before `retiredOn`.
public struct Supplement: Equatable, Sendable, Identifiable {
    public let id: Int64
    public let name: String
    /// Free text such as "5 g" or "2000 IU"; may be empty.
    public let dose: String
    public let stack: SupplementStack
    /// The place in its stack, from 0.
    public let position: Int
    /// The day it was added, in the user's time zone.
    public let startDate: LocalDate
    /// The day it was retired; nil while in use.
    public let retiredOn: LocalDate?

    public init(id: Int64, name: String, dose: String, stack: SupplementStack, position: Int, startDate: LocalDate, retiredOn: LocalDate? = nil) {
        self.id = id
        self.name = name
        self.dose = dose
        self.stack = stack
        self.position = position
        self.startDate = startDate
        self.retiredOn = retiredOn
    }

    /// Whether the supplement is retired.
    public var isRetired: Bool { retiredOn != nil }

    /// Whether the supplement was in use on `date`: added on or before it, and not retired by then. Adherence counts
    /// these days.
    public func isActive(on date: LocalDate) -> Bool {
        startDate <= date && isListed(on: date)
    }

    /// Whether the day's checklist offers the supplement: not retired by then. Days before it was added are offered
    /// too, so a day can be filled in afterwards.
    public func isListed(on date: LocalDate) -> Bool {
        retiredOn.map { date < $0 } ?? true
    }
}
