import Foundation
import RepbookCore

/// A program written whole inside a caller's transaction (a start, an archive restore): its row, its lifts, its state.
enum ProgramWriting {
    /// Inserts `draft` (ended at `endedAt`, nil while it runs) after checking its exercises are the user's; answers its
    /// id. A second running program is a conflict.
    static func insert(_ draft: ProgramDraft, endedAt: Date?, userID: Int64, now: Date, _ connection: any SQLConnection) throws -> Int64 {
        let lifts = draft.exerciseIDs.sorted { $0.key < $1.key }
        try OwnRows.require(lifts.map(\.value), in: "exercise", userID: userID, notFound: { id in
            let key = lifts.first { $0.value == id }?.key ?? ""
            return DomainError.invalid(field: "lifts.\(key)", message: LocalizedText("error.exercise_not_one_exercises", ["id": "\(id)"]))
        }, connection)
        let running = DomainError.conflict(LocalizedText("error.another_program_running_end_it_before", ["program": "\(draft.program.name)"]))
        let id = try connection.mappingUniqueViolation(to: running) {
            try connection.insert("""
                INSERT INTO user_program (user_id, slug, name, definition, cycle, week, day, started_on, ended_at, created_at, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id
                """, [
                    userID, draft.program.slug, String(draft.program.name.prefix(120)), ProgramFile.text(draft.program),
                    draft.state.position.cycle, draft.state.position.week, draft.state.position.day, draft.startedOn, endedAt, now, now,
                ])
        }
        if !lifts.isEmpty {
            let values = Array(repeating: "(?, ?, ?)", count: lifts.count).joined(separator: ", ")
            try connection.execute(
                SQL("INSERT INTO program_lift (program_id, lift_key, exercise_id) VALUES \(values)"),
                lifts.flatMap { lift -> [any SQLBindable] in [id, lift.key, lift.value] })
        }
        try ProgramStateWriting.write(draft.state, over: nil, programID: id, now: now, connection)
        return id
    }
}
