import Foundation

/// The Analytics tab's figures: weekly sessions and volume over a year, working sets per muscle group, recent records
/// and the streaks.
public struct Dashboard: Sendable {
    /// The Mondays of the weeks shown (the last 52, or since the first workout), oldest first; the last is this week.
    public let weeks: [LocalDate]
    public let sessionsPerWeek: [Int]
    public let volumePerWeek: [Double]
    /// Working sets per category in the last 7 and the last 30 days (today included).
    public let setsLast7Days: [ExerciseCategory: Int]
    public let setsLast30Days: [ExerciseCategory: Int]
    /// Records set in the last 30 days, newest first.
    public let recentRecords: [ExerciseProgress.Event]
    public let streaks: TrainingStreaks
    public let hasSplit: Bool

    public init(
        weeks: [LocalDate], sessionsPerWeek: [Int], volumePerWeek: [Double], setsLast7Days: [ExerciseCategory: Int],
        setsLast30Days: [ExerciseCategory: Int], recentRecords: [ExerciseProgress.Event], streaks: TrainingStreaks, hasSplit: Bool
    ) {
        self.weeks = weeks
        self.sessionsPerWeek = sessionsPerWeek
        self.volumePerWeek = volumePerWeek
        self.setsLast7Days = setsLast7Days
        self.setsLast30Days = setsLast30Days
        self.recentRecords = recentRecords
        self.streaks = streaks
        self.hasSplit = hasSplit
    }

    /// The muscle groups the radar chart shows, in a fixed order around the circle.
    public static let radarCategories: [ExerciseCategory] = [.chest, .back, .shoulders, .arms, .legs, .core]
}
