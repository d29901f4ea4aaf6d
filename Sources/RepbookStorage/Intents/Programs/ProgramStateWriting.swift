import Foundation
import RepbookCore

/// Writing a program's state inside a caller's transaction: the position, the slots that changed, and the weight
/// history entries added since `old` (history is only ever appended), each reason as its catalog key (or verbatim text)
/// with its values as JSON (`LocalizedText.storedValues`).
enum ProgramStateWriting {
    /// Writes `new` over `old` (nil: nothing stored yet) for program `id`.
    static func write(_ new: ProgramState, over old: ProgramState?, programID id: Int64, now: Date, _ connection: any SQLConnection) throws {
        // A new program's row was inserted at its position.
        if let old, old.position != new.position {
            try connection.execute(
                "UPDATE user_program SET cycle = ?, week = ?, day = ?, updated_at = ? WHERE id = ?",
                [new.position.cycle, new.position.week, new.position.day, now, id])
        }
        for key in new.slots.keys.sorted() {
            guard let slot = new.slots[key] else { continue }
            let before = old?.slots[key]
            guard before == nil || before?.stage != slot.stage || before?.failures != slot.failures
                || before?.firstStageWeight != slot.firstStageWeight || before?.targetReps != slot.targetReps else { continue }
            try connection.execute(upsertSlot, [
                id, key, slot.stage, slot.failures, slot.firstStageWeight?.value, slot.firstStageWeight?.unit.rawValue,
                slot.targetReps.map { $0.map(String.init).joined(separator: ",") },
            ])
        }
        var added: [[any SQLBindable]] = []
        func append(_ subject: ProgramWeightSubject, _ key: String, _ max: TrainingMax?, after stored: TrainingMax?) {
            guard let max else { return }
            let from = stored?.history.count ?? 0
            guard from < max.history.count else { return }
            for seq in from..<max.history.count {
                let entry = max.history[seq]
                added.append([
                    id, subject.rawValue, key, seq, entry.date, entry.weight.value, entry.weight.unit.rawValue, String(entry.reason.key.prefix(400)),
                    entry.reason.storedValues,
                ])
            }
        }
        for key in new.trainingMaxes.keys.sorted() {
            append(.trainingMax, key, new.trainingMaxes[key], after: old?.trainingMaxes[key])
        }
        for key in new.slots.keys.sorted() {
            append(.workingWeight, key, new.slots[key]?.workingWeight, after: old?.slots[key]?.workingWeight)
        }
        guard !added.isEmpty else { return }
        let values = Array(repeating: "(?, ?, ?, ?, ?, ?, ?, ?, ?)", count: added.count).joined(separator: ", ")
        try connection.execute(SQL("""
            INSERT INTO program_weight_change (program_id, subject, item_key, seq, local_date, weight, weight_unit, reason, reason_values)
            VALUES \(values)
            """), added.flatMap { $0 })
    }

    private static let upsertSlot: SQL = """
        INSERT INTO program_slot (program_id, slot_key, stage, failures, first_stage_weight, first_stage_weight_unit, target_reps)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (program_id, slot_key) DO UPDATE SET stage = excluded.stage, failures = excluded.failures,
            first_stage_weight = excluded.first_stage_weight, first_stage_weight_unit = excluded.first_stage_weight_unit,
            target_reps = excluded.target_reps
        """
}
