import Foundation

/// The running program's next day for a user: the program, the day's sets computed with their bar, plates and unit,
/// and the line Home shows (`5/3/1 Boring But Big, cycle 2, week 3, day 1: Squat`).
public struct ProgramToday: Equatable, Sendable {
    public let program: UserProgram
    public let session: PrescribedSession

    public init(program: UserProgram, session: PrescribedSession) {
        self.program = program
        self.session = session
    }

    /// `5/3/1 Boring But Big, cycle 2, week 3, day 1: Squat`.
    public var label: String { "\(program.name), \(session.position): \(session.name)" }
}
