import Foundation

/// One of the lifter's programs as a list line: its name, where they are, and whether it is running.
public struct UserProgramRow: Sendable, Equatable {
    public let id: Int64
    public let name: String
    /// `Cycle 2 · Week 3 · Day 1: Squat`, or `Ended` for an ended program.
    public let detail: String
    public let isActive: Bool
    public let href: String

    public init(id: Int64, name: String, program: Program, state: ProgramState, isActive: Bool) {
        self.id = id
        self.name = name
        let day = program.day(at: state.position).map { ": \($0.name)" } ?? ""
        detail = isActive ? ProgramDayCard.position(state.position) + day : "Ended"
        self.isActive = isActive
        href = "/programs/\(id)"
    }
}
