import Foundation
import RepbookCore
import Testing

/// The bounds one workout may not pass, and the paths that stay on this site.
@Suite("Workout limits and local paths")
struct WorkoutLimitsTests {
    func draft(start: Date, sets: Int = 1, exercises: Int = 1) -> FinishedWorkoutDraft {
        FinishedWorkoutDraft(
            name: "Far", date: LocalDate("2026-11-20")!, startedAt: start, endedAt: start.addingTimeInterval(2 * 3600 + 38 * 60),
            exercises: (0..<exercises).map { index in
                FinishedExerciseDraft(
                    exerciseID: Int64(index + 1), sets: Array(repeating: SetValues(weight: Weight(40, .kilograms), reps: 3), count: sets))
            })
    }

    /// How the refusals name the drafted workout: its name and day, in the reader's language.
    private static let label = LocalizedText.Slot.localized(LocalizedText("error.history.workout_label", ["name": "Far", "date": "2026-11-20"]))

    @Test("A workout dated outside 1900 to 2199 (a Strong row of 9999-12-31 with a duration) is refused by name, not by SQLite")
    func farDates() throws {
        let lastSecond = WorkoutLimits.instants.upperBound
        #expect(
            throws: DomainError.invalid(field: "startedAt", message:
                LocalizedText("error.dated_outside_years_1900_2199", ["label": Self.label]))
        ) {
            try draft(start: lastSecond.addingTimeInterval(-60)).validate()
        }
        #expect(throws: DomainError.self) { try draft(start: WorkoutLimits.instants.lowerBound.addingTimeInterval(-1)).validate() }
        try draft(start: WorkoutLimits.instants.upperBound.addingTimeInterval(-3 * 3600)).validate()
        try draft(start: WorkoutLimits.instants.lowerBound).validate()
    }

    @Test("A workout of more sets or exercises than the limits is refused whole")
    func sizes() throws {
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        try draft(start: start, sets: WorkoutLimits.maximumSets).validate()
        #expect(
            throws: DomainError.invalid(
                field: "sets",
                message: LocalizedText(
                    "error.has_more_than_sets", ["label": Self.label, "maximumSets": "\(WorkoutLimits.maximumSets)"]))
        ) {
            try draft(start: start, sets: 1_081_006).validate()
        }
        #expect(throws: DomainError.self) { try draft(start: start, exercises: WorkoutLimits.maximumExercises + 1).validate() }
    }

    @Test("Only paths on this site are followed")
    func localPaths() {
        for hostile in ["//evil.example", "/\t/evil.example", "/\n/x", "/\\evil", "https://evil.example", "evil", "", " /x", "/x\u{7F}", "/x\u{85}"] {
            #expect(LocalPath(hostile) == nil, "\(hostile.debugDescription)")
        }
        for fine in ["/", "/library", "/library?q=bench%20press&archived=1", "/workout#set-12", "/bücher"] {
            #expect(LocalPath(fine)?.text == fine)
        }
    }
}
