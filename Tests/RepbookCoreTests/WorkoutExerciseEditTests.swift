import Foundation
import RepbookCore
import Testing

/// `WorkoutExerciseEdit.placements`: the one rule behind the exercise card's notes, superset and move (page and API).
@Suite("Workout exercise edits")
struct WorkoutExerciseEditTests {
    static func exercises(_ groups: [Int?]) -> [WorkoutExercise] {
        groups.enumerated().map { index, group in
            WorkoutExercise(
                id: Int64(index + 1), exerciseID: Int64(100 + index), exerciseName: "E\(index + 1)", kind: .weightAndReps, position: index,
                supersetGroup: group, notes: "n\(index + 1)", sets: [])
        }
    }

    @Test("Notes are trimmed and checked; a link reuses a group or takes the lowest free one; leaving a pair dissolves it")
    func notesAndSupersets() throws {
        let plain = Self.exercises([nil, nil, 0, 0])
        let noted = try WorkoutExerciseEdit(notes: "  pause  ").placements(of: plain, editing: 2)
        #expect(noted.map(\.notes) == ["n1", "pause", "n3", "n4"])
        #expect(throws: DomainError.self) { try WorkoutExerciseEdit(notes: String(repeating: "x", count: 2001)).placements(of: plain, editing: 1) }

        let linked = try WorkoutExerciseEdit(supersetWithNext: true).placements(of: plain, editing: 1)
        #expect(linked.map(\.supersetGroup) == [1, 1, 0, 0], "0 is taken, so the new pair is group 1")
        let joined = try WorkoutExerciseEdit(supersetWithNext: true).placements(of: plain, editing: 2)
        #expect(joined.map(\.supersetGroup) == [nil, 0, 0, 0], "the next one's group is reused")
        #expect(throws: DomainError.self) { try WorkoutExerciseEdit(supersetWithNext: true).placements(of: plain, editing: 4) }

        let left = try WorkoutExerciseEdit(supersetWithNext: false).placements(of: plain, editing: 3)
        #expect(left.map(\.supersetGroup) == [nil, nil, nil, nil], "a pair left with one member is no superset")
    }

    @Test("A move is clamped to the list, keeps the rest in order, and an entry not in the workout is not found")
    func moves() throws {
        let plain = Self.exercises([nil, nil, nil])
        #expect(try WorkoutExerciseEdit(moveBy: 1).placements(of: plain, editing: 1).map(\.id) == [2, 1, 3])
        #expect(try WorkoutExerciseEdit(moveBy: -5).placements(of: plain, editing: 3).map(\.id) == [3, 1, 2])
        #expect(try WorkoutExerciseEdit().placements(of: plain, editing: 2).map(\.id) == [1, 2, 3])
        #expect(throws: DomainError.notFound(LocalizedText("error.no_exercise_in_workout", ["entryID": "9"]))) {
            try WorkoutExerciseEdit(moveBy: 1).placements(of: plain, editing: 9)
        }
    }

    @Test("Rest adjustments: added, taken off to zero (ends it), skipped, and refused when no rest runs")
    func rest() throws {
        let now = Date(timeIntervalSince1970: 1_000)
        let running = RestTimer(startedAt: now.addingTimeInterval(-30), endsAt: now.addingTimeInterval(60))
        #expect(try RestAdjustment.adjusted(running, by: 15, now: now)?.endsAt == now.addingTimeInterval(75))
        #expect(try RestAdjustment.adjusted(running, by: -60, now: now) == nil)
        #expect(try RestAdjustment.adjusted(nil, by: nil, now: now) == nil)
        #expect(throws: DomainError.conflict(LocalizedText("error.no_rest_timer_running"))) { try RestAdjustment.adjusted(nil, by: 15, now: now) }
    }
}
