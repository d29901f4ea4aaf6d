/// What deleting an exercise did: removed it, or archived it because it has history.
public enum ExerciseDeletion: String, Sendable, Equatable {
    case deleted
    case archived
}
