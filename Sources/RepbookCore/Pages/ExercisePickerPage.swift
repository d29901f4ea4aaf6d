import Foundation

/// The list an exercise is added to a workout from: favourites first, then the most recently performed; with a search,
/// exact matches first; exercises already in the workout are marked and listed last. Several can be ticked and added
/// with one tap; when nothing matches, the search can be made an exercise and added. With `replacing`, the one chosen
/// takes that exercise's place instead (one only).
public struct ExercisePickerPage: Sendable {
    public let search: String
    public let rows: [PickerRow]
    public let hasRows: Bool
    /// Where each row's Add button posts.
    public let action: String
    public let backHref: String
    /// The name and entry id of the exercise being replaced, nil when adding.
    public let replacing: String?
    public let replaceID: Int64?
    /// Whether several can be ticked (adding, not replacing).
    public let picksSeveral: Bool
    /// How a new exercise made from the search is logged: weight and reps unless changed.
    public let kindOptions: [SelectOption]

    public init(
        search: String, exercises: [Exercise], action: String, backHref: String, inWorkout: Set<Int64> = [], replacing: String? = nil,
        replaceID: Int64? = nil, localizer: Localizer
    ) {
        self.search = search
        self.replacing = replacing
        self.replaceID = replaceID
        picksSeveral = replacing == nil
        kindOptions = SelectOption.all(ExerciseKind.self, selected: .weightAndReps) { localizer.kind($0) }
        let ranked = exercises.enumerated().sorted { lhs, rhs in
            let left = (inWorkout.contains(lhs.element.id) ? 10 : 0) + ExerciseSearch.rank(name: lhs.element.name, query: search)
            let right = (inWorkout.contains(rhs.element.id) ? 10 : 0) + ExerciseSearch.rank(name: rhs.element.name, query: search)
            return left != right ? left < right : lhs.offset < rhs.offset
        }
        self.rows = ranked.map { PickerRow(ExerciseRow($0.element, localizer: localizer), inWorkout: inWorkout.contains($0.element.id)) }
        self.hasRows = !exercises.isEmpty
        self.action = action
        self.backHref = backHref
    }
}
