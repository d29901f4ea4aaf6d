/// A personal record as a line: what, how much, the set behind it, when, and links to the exercise and the workout.
public struct RecordRow: Sendable {
    public let kind: String
    public let label: String
    public let value: String
    public let detail: String?
    public let date: String
    public let workoutHref: String
    public let exerciseName: String
    public let exerciseHref: String

    public init(
        kind: String, label: String, value: String, detail: String?, date: String, workoutHref: String, exerciseName: String,
        exerciseHref: String
    ) {
        self.kind = kind
        self.label = label
        self.value = value
        self.detail = detail
        self.date = date
        self.workoutHref = workoutHref
        self.exerciseName = exerciseName
        self.exerciseHref = exerciseHref
    }
}
