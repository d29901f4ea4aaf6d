import Foundation

/// One of the lifter's programs as a list line: its name, where they are, and whether it is running.
public struct UserProgramRow: Sendable, Equatable {
    public let id: Int64
    public let name: String
    /// `Cycle 2 · Week 3 · Day 1: Squat`, or `Ended` for an ended program.
    public let detail: String
    public let isActive: Bool
    public let href: String

    public init(_ running: UserProgram, localizer: Localizer) {
        id = running.id
        name = running.name
        let at = running.state.position
        let day = running.program.day(at: at).map { ": \(localizer.programDayName($0.name, in: running.program))" } ?? ""
        detail = running.isActive ? localizer.programPosition(at) + day : localizer.text("program.ended")
        isActive = running.isActive
        href = "/programs/\(running.id)"
    }
}
