import Foundation

/// The list an exercise is added to a workout or template from: favourites first, then the most recently performed;
/// with a search, exact matches first; exercises already in the workout are marked and listed last.
public struct ExercisePickerPage: Sendable {
    public let search: String
    public let rows: [PickerRow]
    public let hasRows: Bool
    /// Where each row's Add button posts.
    public let action: String
    public let backHref: String

    public init(search: String, exercises: [Exercise], action: String, backHref: String, inWorkout: Set<Int64> = []) {
        self.search = search
        let ranked = exercises.enumerated().sorted { lhs, rhs in
            let left = (inWorkout.contains(lhs.element.id) ? 10 : 0) + ExerciseSearch.rank(name: lhs.element.name, query: search)
            let right = (inWorkout.contains(rhs.element.id) ? 10 : 0) + ExerciseSearch.rank(name: rhs.element.name, query: search)
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        self.rows = ranked.map { PickerRow(ExerciseRow($0.element), inWorkout: inWorkout.contains($0.element.id)) }
        self.hasRows = !exercises.isEmpty
        self.action = action
        self.backHref = backHref
    }
}
