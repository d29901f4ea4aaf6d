import Foundation
import Testing
@testable import RepbookCore

/// A workout finished a minute too early can be reopened; older history, quick-log days and imports cannot.
@Suite("Workout reopening")
struct WorkoutReopeningTests {
    let ended = Date(timeIntervalSince1970: 1_800_000_000)

    @Test("Within the hour after its end: reopened; a second past: refused, saying history stays read-only")
    func window() throws {
        try WorkoutReopening.check(endedAt: ended, source: .template, now: ended.addingTimeInterval(60))
        try WorkoutReopening.check(endedAt: ended, source: .empty, now: ended.addingTimeInterval(3600))
        #expect(throws: DomainError.conflict(LocalizedText("error.only_workout_finished_within_last_hour"))) {
            try WorkoutReopening.check(endedAt: ended, source: .empty, now: ended.addingTimeInterval(3601))
        }
        #expect(WorkoutReopening.isOffered(endedAt: ended, source: .splitDay, now: ended.addingTimeInterval(1800)))
        #expect(!WorkoutReopening.isOffered(endedAt: ended, source: .splitDay, now: ended.addingTimeInterval(7200)))
    }

    @Test("Quick-log days, imports and a workout still in progress are refused")
    func sources() {
        for source in [WorkoutSource.quickLog, .imported] {
            #expect(!WorkoutReopening.isOffered(endedAt: ended, source: source, now: ended))
        }
        #expect(!WorkoutReopening.isOffered(endedAt: nil, source: .empty, now: ended))
    }
}
