import Foundation

/// A month of training: its finished workouts, what the active split plans for the days still ahead, and its figures.
public struct CalendarMonth: Sendable {
    public let month: YearMonth
    /// The month's finished workouts, oldest first.
    public let workouts: [WorkoutDigest]
    /// For days from today to the month's end: the active split's planned day.
    public let planned: [LocalDate: PlannedSplitDay]

    public init(month: YearMonth, workouts: [WorkoutDigest], planned: [LocalDate: PlannedSplitDay] = [:]) {
        self.month = month
        self.workouts = workouts
        self.planned = planned
    }

    /// The workouts of one day.
    public func workouts(on date: LocalDate) -> [WorkoutDigest] { workouts.filter { $0.date == date } }
    /// Sessions in the month.
    public var sessions: Int { workouts.count }
    /// Days with at least one session.
    public var trainingDays: Int { Set(workouts.map(\.date)).count }
    /// Working sets in the month.
    public var workingSets: Int { workouts.reduce(0) { $0 + $1.workingSets } }
    /// Volume in kilograms.
    public var volumeKilograms: Double { workouts.reduce(0) { $0 + $1.volumeKilograms } }
    /// The longest session (the earliest of equals); nil without sessions that lasted.
    public var longest: WorkoutDigest? {
        var best: WorkoutDigest?
        for workout in workouts where workout.durationSeconds > (best?.durationSeconds ?? 0) {
            best = workout
        }
        return best
    }
}
