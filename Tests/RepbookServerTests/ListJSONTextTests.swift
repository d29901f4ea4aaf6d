import Foundation
import RepbookCore
@testable import RepbookServer
import Testing

/// The exercise list and an exercise's log are written by `JSONText`; each must be the JSON that the API's
/// `JSONEncoder` (Hummingbird's, dates as ISO 8601) makes of the same value.
@Suite("Exercise list and log written by JSONText")
struct ListJSONTextTests {
    /// `value` encoded as the API's encoder does and as `written` writes it, both parsed back.
    private func both<Value: Encodable>(_ value: Value, _ written: JSONText) throws -> (encoder: NSDictionary, text: NSDictionary) {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        let a = try #require(try JSONSerialization.jsonObject(with: try encoder.encode(value)) as? NSDictionary)
        let b = try #require(try JSONSerialization.jsonObject(with: Data(written.bytes)) as? NSDictionary)
        return (a, b)
    }

    @Test("Exercises with escaped and plain names, flags, and last-performed instants before 1970, with fractions and none")
    func exerciseList() throws {
        let instants: [Date?] = [
            nil, Date(timeIntervalSince1970: 1_795_000_000.75), Date(timeIntervalSince1970: -86_401.5), Date(timeIntervalSince1970: 0),
            Date(timeIntervalSince1970: 1_795_046_399.999),
        ]
        let exercises = instants.enumerated().map { index, instant in
            ExerciseJSON(
                Exercise(
                    id: Int64(index + 1), userID: 1,
                    name: index % 2 == 0 ? "Bench \"Paused\" \u{1} Développé \(index)" : "Développé couché \(index)", category: .chest,
                    kind: .weightAndReps, equipment: .barbell, notes: index == 2 ? "line\nbreak\ttab" : "", isFavorite: index % 2 == 0,
                    isArchived: index == 3, lastPerformedAt: instant))
        }
        let list = ExerciseListJSON(exercises: exercises)
        let (encoder, text) = try both(list, list.written())
        #expect(encoder == text)
        #expect((text["exercises"] as? [NSDictionary])?.first?["last_performed_at"] is NSNull)
        let empty = ExerciseListJSON(exercises: [])
        let (emptyEncoder, emptyText) = try both(empty, empty.written())
        #expect(emptyEncoder == emptyText)
    }

    @Test("A log page with entries without weight or reps, quick-log lines and a next cursor, and the last page")
    func liftLog() throws {
        let days = [
            LiftLog.Day(
                date: LocalDate("2026-11-27")!,
                entries: [
                    .init(weight: 102.5, unit: .kilograms, reps: 5, sets: 3), .init(weight: nil, unit: .kilograms, reps: 12, sets: 1),
                    .init(weight: 60, unit: .kilograms, reps: nil, sets: 2),
                ]),
            LiftLog.Day(date: LocalDate("2026-11-20")!, entries: [.init(weight: 100, unit: .kilograms, reps: 5, sets: 5)]),
        ]
        let lines = [
            QuickLogLine(id: 9, date: LocalDate("2026-11-20")!, weight: Weight(100, .kilograms), reps: 5, sets: 5),
            QuickLogLine(id: 10, date: LocalDate("2026-11-20")!, weight: nil, reps: 8, sets: 1),
        ]
        for nextBefore in [LocalDate("2026-11-20"), nil] {
            let log = LiftLogJSON(LiftLogPage(days: days, lines: lines, nextBefore: nextBefore))
            let (encoder, text) = try both(log, log.written())
            #expect(encoder == text)
            #expect((text["days"] as? [NSDictionary])?.count == 2)
        }
    }
}
