import Foundation
import RepbookCore

/// The programs of an archive written back: each with its lifts on the restored exercises (by name), its position and
/// its whole history, ended ones ended. Validation has checked every reference and history.
enum ArchiveProgramWriting {
    static func programs(
        _ programs: [ArchivedProgram], exercises: [String: Int64], userID: Int64, now: Date, _ connection: any SQLConnection
    ) throws {
        for archived in programs {
            guard let state = archived.state else {
                throw DomainError.invalid(field: "programs", message: "A program's history is empty.")
            }
            var ids: [String: Int64] = [:]
            for (key, name) in archived.lifts { ids[key] = try archivedID(of: name, in: exercises) }
            let draft = ProgramDraft(program: archived.program, exerciseIDs: ids, state: state, startedOn: archived.startedOn)
            _ = try ProgramWriting.insert(draft, endedAt: archived.endedAt, userID: userID, now: now, connection)
        }
    }
}
