import Foundation

/// A supplement in an archive: name, dose, stack and place in it, the days it was in use, and the days it was taken.
public struct ArchivedSupplement: Codable, Equatable, Sendable {
    public var name: String
    public var dose: String
    public var stack: SupplementStack
    public var position: Int
    public var startDate: LocalDate
    public var retiredOn: LocalDate?
    /// Oldest first.
    public var intakes: [ArchivedIntake]

    public init(
        name: String, dose: String, stack: SupplementStack, position: Int, startDate: LocalDate, retiredOn: LocalDate?,
        intakes: [ArchivedIntake]
    ) {
        self.name = name
        self.dose = dose
        self.stack = stack
        self.position = position
        self.startDate = startDate
        self.retiredOn = retiredOn
        self.intakes = intakes
    }
}

/// A day a supplement was marked taken, and when it was ticked.
public struct ArchivedIntake: Codable, Equatable, Sendable {
    public var date: LocalDate
    public var takenAt: Date

    public init(date: LocalDate, takenAt: Date) {
        self.date = date
        self.takenAt = takenAt
    }
}
