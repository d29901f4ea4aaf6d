/// A day's body weight in an archive, as typed, with the optional body fat.
public struct ArchivedBodyWeight: Codable, Equatable, Sendable {
    public var date: LocalDate
    public var weight: Weight
    public var bodyFatPercent: Double?

    public init(date: LocalDate, weight: Weight, bodyFatPercent: Double?) {
        self.date = date
        self.weight = weight
        self.bodyFatPercent = bodyFatPercent
    }
}
