/// Which workout in progress an intent is for: one named by id (the API), or the user's active one (the page, whose
/// routes carry no workout id), found in the intent's own transaction.
public enum LiveWorkout: Equatable, Sendable {
    case id(Int64)
    case active
}
