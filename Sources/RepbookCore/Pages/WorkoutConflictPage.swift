/// Shown when starting a workout while another is in progress: resume, finish or discard it.
public struct WorkoutConflictPage: Sendable {
    public let name: String
    public let progress: String

    public init(name: String, progress: String) {
        self.name = name
        self.progress = progress
    }
}

/// Asks once before finishing drops the sets never marked done.
public struct FinishConfirmPage: Sendable {
    public let undone: Int
    public let message: String

    public init(undone: Int, localizer: Localizer) {
        self.undone = undone
        self.message = localizer.plural("finish.undone", count: undone)
    }
}
