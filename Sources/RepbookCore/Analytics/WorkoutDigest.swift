import Foundation

/// A finished workout reduced to what the calendar and the dashboard show.
public struct WorkoutDigest: Equatable, Sendable, Identifiable {
    public let id: Int64
    public let name: String
    public let date: LocalDate
    public let startedAt: Date
    public let endedAt: Date
    /// The split day's template name when the workout was started from a split day.
    public let splitDayName: String?
    /// Done sets that are not warm-ups.
    public let workingSets: Int
    /// Weight × reps of the working sets, in kilograms (see `WorkoutVolume`).
    public let volumeKilograms: Double

    public init(
        id: Int64, name: String, date: LocalDate, startedAt: Date, endedAt: Date, splitDayName: String? = nil, workingSets: Int,
        volumeKilograms: Double
    ) {
        self.id = id
        self.name = name
        self.date = date
        self.startedAt = startedAt
        self.endedAt = endedAt
        self.splitDayName = splitDayName
        self.workingSets = workingSets
        self.volumeKilograms = volumeKilograms
    }

    /// Seconds from start to finish.
    public var durationSeconds: Int { max(0, Int(endedAt.timeIntervalSince(startedAt))) }
}
