import Foundation
import RepbookCore

/// Reading a user's programs whole (definition, lifts, slots, weight history) inside a caller's transaction: four
/// indexed statements for any number of programs.
enum ProgramRows {
    /// The columns of `user_program` a program is read from.
    static let columns = "id, definition, cycle, week, day, started_on, ended_at"

    /// The programs `condition` selects (what follows `WHERE` over `user_program`, scoped to a user, with any order).
    static func fetch(_ condition: SQL, _ arguments: [any SQLBindable], _ connection: any SQLConnection) throws -> [UserProgram] {
        let heads = try connection.rows(
            // The condition's PostgreSQL text is numbered already; the prefix holds no placeholder, so numbering again keeps it.
            SQL(
                sqlite: "SELECT \(columns) FROM user_program WHERE " + condition.sqlite,
                postgres: "SELECT \(columns) FROM user_program WHERE " + condition.postgres),
            arguments)
        guard !heads.isEmpty else { return [] }
        let ids: [Int64] = try heads.map { try $0["id"] }
        let list = SQL.placeholders(ids.count)
        var lifts: [Int64: [String: Int64]] = [:]
        try connection.forEachRow(SQL("SELECT program_id, lift_key, exercise_id FROM program_lift WHERE program_id IN (\(list))"), ids) { row in
            let program: Int64 = try row["program_id"]
            let key: String = try row["lift_key"]
            let exercise: Int64 = try row["exercise_id"]
            lifts[program, default: [:]][key] = exercise
        }
        var slots: [Int64: [String: SlotState]] = [:]
        try connection.forEachRow(SQL("""
            SELECT program_id, slot_key, stage, failures, first_stage_weight, first_stage_weight_unit, target_reps
            FROM program_slot WHERE program_id IN (\(list))
            """), ids) { row in
            let program: Int64 = try row["program_id"]
            let key: String = try row["slot_key"]
            slots[program, default: [:]][key] = try slot(row)
        }
        var history: [Int64: [ProgramWeightSubject: [String: TrainingMax]]] = [:]
        try connection.forEachRow(SQL("""
            SELECT program_id, subject, item_key, local_date, weight, weight_unit, reason, reason_values FROM program_weight_change
            WHERE program_id IN (\(list)) ORDER BY program_id, subject, item_key, seq
            """), ids) { row in
            let program: Int64 = try row["program_id"]
            let subject: ProgramWeightSubject = try row.choice("subject")
            let key: String = try row["item_key"]
            let weight = Weight(try row["weight"], try row.choice("weight_unit"))
            let date: LocalDate = try row["local_date"]
            let reason = LocalizedText(key: try row["reason"], storedValues: try row["reason_values"])
            let before = history[program]?[subject]?[key]
            history[program, default: [:]][subject, default: [:]][key] =
                before?.setting(weight, date: date, reason: reason) ?? TrainingMax(weight, date: date, reason: reason)
        }
        return try heads.map { row in
            let id: Int64 = try row["id"]
            let program = try ProgramFile.decode(try row["definition"] as String)
            var slotStates = slots[id] ?? [:]
            for (key, working) in history[id]?[.workingWeight] ?? [:] { slotStates[key, default: SlotState()].workingWeight = working }
            let state = ProgramState(
                position: ProgramPosition(cycle: try row["cycle"], week: try row["week"], day: try row["day"]),
                trainingMaxes: history[id]?[.trainingMax] ?? [:], slots: slotStates)
            return UserProgram(
                id: id, program: program, exerciseIDs: lifts[id] ?? [:], state: state, startedOn: try row["started_on"],
                endedAt: try row["ended_at"])
        }
    }

    /// A slot's state (without its working weight, which is history) from a `program_slot` row.
    private static func slot(_ row: any SQLRow) throws -> SlotState {
        let firstWeight: Double? = try row["first_stage_weight"]
        let targets: String? = try row["target_reps"]
        return SlotState(
            stage: try row["stage"], failures: try row["failures"],
            firstStageWeight: try firstWeight.map { Weight($0, try row.choice("first_stage_weight_unit")) },
            targetReps: targets.map { $0.split(separator: ",").compactMap { Int($0) } })
    }

    /// The user's program `id`, or not found.
    static func require(_ id: Int64, userID: Int64, _ connection: any SQLConnection) throws -> UserProgram {
        guard let program = try fetch(SQL("id = ? AND user_id = ?"), [id, userID], connection).first else { throw notFound(id) }
        return program
    }

    /// The user's program `id` read for a change: its row locked on PostgreSQL until the transaction ends, then read
    /// whole; a program that has ended is a conflict.
    static func requireRunningForChange(_ id: Int64, userID: Int64, _ connection: any SQLConnection) throws -> UserProgram {
        guard try connection.row(lock, [id, userID]) != nil else { throw notFound(id) }
        let program = try require(id, userID: userID, connection)
        guard program.isActive else { throw ended(program) }
        return program
    }

    /// Refuses a workout start for a program day unless the program is the user's, still runs and is at that day
    /// (a skip or another session meanwhile moved it); the row is locked on PostgreSQL like a change's.
    static func requireRunning(_ link: WorkoutProgramLink, userID: Int64, _ connection: any SQLConnection) throws {
        let program = try requireRunningForChange(link.programID, userID: userID, connection)
        guard program.state.position == link.position else {
            throw DomainError.conflict(
                LocalizedText("error.moved_on_meanwhile_start_its_day", ["program": "\(program.name)", "position": "\(program.state.position)"]))
        }
    }

    static let lock = SQL("SELECT id FROM user_program WHERE id = ? AND user_id = ?").lockingOnPostgres("FOR NO KEY UPDATE")

    /// The not-found error of program `id`.
    static func notFound(_ id: Int64) -> DomainError { .notFound(LocalizedText("error.no_program_with_id", ["id": "\(id)"])) }

    /// The conflict of changing a program that has ended.
    static func ended(_ program: UserProgram) -> DomainError {
        .conflict(LocalizedText("error.program.ended_restart_to_run", ["program": "\(program.name)"]))
    }
}

/// What a `program_weight_change` row is the history of.
enum ProgramWeightSubject: String {
    /// A lift's training max, keyed by lift.
    case trainingMax = "training_max"
    /// A slot's working weight, keyed by slot.
    case workingWeight = "working_weight"
}
