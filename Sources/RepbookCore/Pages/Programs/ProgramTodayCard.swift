import Foundation

/// Today's program day on Home: `5/3/1 BBB, cycle 2, week 3, day 1: Squat`, what it holds, and the one-tap start.
public struct ProgramTodayCard: Sendable, Equatable {
    public let programID: Int64
    /// `5/3/1 BBB, cycle 2, week 3, day 1: Squat`.
    public let label: String
    /// The day's exercises and their first line of sets: `Squat 100 kg × 5, …`.
    public let preview: String
    public let startAction: String
    public let href: String

    public init(programID: Int64, name: String, session: PrescribedSession) {
        self.programID = programID
        label = "\(name), \(session.position): \(session.name)"
        preview = session.exercises.map { exercise in
            let lines = ProgramSetLine.lines(exercise.sets)
            let top = lines.filter { $0.kindLabel == nil }.last ?? lines.last
            return top.map { "\(exercise.name) \($0.text)" } ?? exercise.name
        }.joined(separator: " · ")
        startAction = "/programs/\(programID)/start"
        href = "/programs/\(programID)"
    }
}
