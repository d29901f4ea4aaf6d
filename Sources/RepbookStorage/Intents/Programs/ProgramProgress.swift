import Foundation
import RepbookCore

/// A finished program workout moving its program on, inside the finish's transaction: the workout's sets read by
/// `ProgramSessionReading` (working sets only), `ProgramAdvance` run with the user's e1RM formula, the new state written.
/// A program that has ended, or has moved past the workout's day (skipped meanwhile, or the workout reopened and
/// finished again), is left as it is.
enum ProgramProgress {
    /// Advances the program `workout` ran, if any, by what it logged.
    static func advance(after workout: Workout, userID: Int64, _ connection: any SQLConnection) throws {
        guard let link = workout.program else { return }
        guard try connection.row(ProgramRows.lock, [link.programID, userID]) != nil else { return }
        let running = try ProgramRows.require(link.programID, userID: userID, connection)
        guard running.isActive, running.state.position == link.position else { return }
        let formula: OneRepMaxFormula = try connection.row("SELECT e1rm_formula FROM user_settings WHERE user_id = ?", [userID])?
            .choice("e1rm_formula") ?? .epley
        let next = try ProgramAdvance.advance(
            running.state, program: running.program, logged: ProgramSessionReading.logged(workout), formula: formula)
        try ProgramStateWriting.write(next.state, over: running.state, programID: running.id, now: workout.endedAt ?? workout.startedAt, connection)
    }
}
