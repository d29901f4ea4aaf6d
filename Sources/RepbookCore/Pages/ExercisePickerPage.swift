import Foundation

/// The list an exercise is added to a workout or template from: favourites first, then the most recently performed.
public struct ExercisePickerPage: Sendable {
    public let search: String
    public let rows: [ExerciseRow]
    public let hasRows: Bool
    /// Where each row's Add button posts.
    public let action: String
    public let backHref: String

    public init(search: String, exercises: [Exercise], action: String, backHref: String) {
        self.search = search
        self.rows = exercises.map { ExerciseRow($0) }
        self.hasRows = !exercises.isEmpty
        self.action = action
        self.backHref = backHref
    }
}
