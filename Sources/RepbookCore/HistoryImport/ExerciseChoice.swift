/// What the lifter chose for one exercise name of an imported file: one of their exercises, or a new one.
public enum ExerciseChoice: Hashable, Sendable {
    case existing(Int64)
    case create
}
