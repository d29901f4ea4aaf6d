import Foundation

/// What one workout may hold and when it may be: bounds that keep one request or one file from exhausting the server
/// (a workout of a million sets, a page of 75 MB), and instants whose stored text still sorts in time order.
public enum WorkoutLimits {
    /// The most sets one workout holds; a long session has about sixty.
    public static let maximumSets = 1000
    /// The most exercises one workout holds.
    public static let maximumExercises = 100
    /// When a workout may start and end: the years 1900 to 2199.
    public static let instants: ClosedRange<Date> = Date(timeIntervalSince1970: -2_208_988_800)...Date(timeIntervalSince1970: 7_258_118_399)

    /// The refusal of a set past `maximumSets`.
    public static var tooManySets: DomainError {
        .invalid(field: "sets", message: LocalizedText("error.workout_holds_at_most_sets_finish", ["maximumSets": "\(maximumSets)"]))
    }

    /// The refusal of an exercise past `maximumExercises`.
    public static var tooManyExercises: DomainError {
        .invalid(field: "exercises", message:
            LocalizedText("error.workout_holds_at_most_exercises_finish", ["maximumExercises": "\(maximumExercises)"]))
    }
}
