/// A supplement marked taken on a calendar day.
public struct SupplementIntake: Hashable, Sendable {
    public let supplementID: Int64
    public let date: LocalDate

    public init(supplementID: Int64, date: LocalDate) {
        self.supplementID = supplementID
        self.date = date
    }
}
