import Foundation
import RepbookCore

/// The programs of an archive written back: each with its lifts on the restored exercises (by name), its position and
/// its whole history, ended ones ended. Validation has checked every reference and history. Answers their new ids in
/// the archive's order (the workouts name them by place).
enum ArchiveProgramWriting {
    static func programs(
        _ programs: [ArchivedProgram], exercises: [String: Int64], userID: Int64, now: Date, _ connection: any SQLConnection
    ) throws -> [Int64] {
        var ids: [Int64] = []
        for archived in programs {
            guard let state = archived.state else {
                throw DomainError.invalid(field: "programs", message: LocalizedText("error.program_s_history_empty"))
            }
            var lifts: [String: Int64] = [:]
            for (key, name) in archived.lifts { lifts[key] = try archivedID(of: name, in: exercises) }
            let draft = ProgramDraft(program: archived.program, exerciseIDs: lifts, state: state, startedOn: archived.startedOn)
            ids.append(try ProgramWriting.insert(draft, endedAt: archived.endedAt, userID: userID, now: now, connection))
        }
        return ids
    }
}
