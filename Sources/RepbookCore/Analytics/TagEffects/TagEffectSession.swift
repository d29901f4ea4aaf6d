import Foundation

/// One exercise's figures in one finished workout, as the tag comparison reads them from the session summaries: its
/// best estimated 1RM (nil where it depends on body weight) and its session volume.
public struct TagEffectSession: Equatable, Sendable {
    public let exerciseID: Int64
    public let date: LocalDate
    public let oneRepMaxKg: Double?
    public let volumeKg: Double

    public init(exerciseID: Int64, date: LocalDate, oneRepMaxKg: Double?, volumeKg: Double) {
        self.exerciseID = exerciseID
        self.date = date
        self.oneRepMaxKg = oneRepMaxKg
        self.volumeKg = volumeKg
    }
}
