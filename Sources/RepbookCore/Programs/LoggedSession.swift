import Foundation

/// One finished program day as logged: per slot, the working sets done. Callers read the working sets with the shared
/// `WorkingSets` reading of a workout (never warm-ups, marked or not); the rules here take them as given.
public struct LoggedSession: Equatable, Sendable {
    /// The day it was done, in the user's calendar and time zone; changes it causes are dated with it.
    public var date: LocalDate
    /// By slot key; a slot of the day missing here was skipped and its rule does not run.
    public var exercises: [String: LoggedExercise]

    public init(date: LocalDate, exercises: [String: LoggedExercise]) {
        self.date = date
        self.exercises = exercises
    }
}

/// One exercise of a logged program day: its working sets in order, and a rep-max test when the lifter did one.
public struct LoggedExercise: Equatable, Sendable {
    /// The working sets as `WorkingSets` read them, in the order done.
    public var workingSets: [SetValues]
    /// A rep-max test (GZCLP's new 5RM after the last stage failed), if done.
    public var repMaxTest: SetValues?

    public init(workingSets: [SetValues], repMaxTest: SetValues? = nil) {
        self.workingSets = workingSets
        self.repMaxTest = repMaxTest
    }
}
