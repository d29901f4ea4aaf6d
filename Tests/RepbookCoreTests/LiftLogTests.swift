import Foundation
import RepbookCore
import Testing

@Suite("The quick lift log")
struct LiftLogTests {
    let day = LocalDate("2026-11-20")!
    let nextDay = LocalDate("2026-11-21")!

    func sets(_ count: Int, _ weight: Double?, _ reps: Int, on date: LocalDate, unit: WeightUnit = .kilograms) -> [LoggedSet] {
        Array(repeating: LoggedSet(date: date, weight: weight.map { Weight($0, unit) }, reps: reps), count: count)
    }

    @Test("Same weight and reps on a day merge: 100 x 5 x 3 then 100 x 5 x 2 is 100 x 5 x 5")
    func merges() {
        let days = LiftLog.days(from: sets(3, 100, 5, on: day) + sets(2, 100, 5, on: day), unit: .kilograms)
        #expect(days == [LiftLog.Day(date: day, entries: [LiftLog.Entry(weight: 100, unit: .kilograms, reps: 5, sets: 5)])])
    }

    @Test("Days are newest first; rows heaviest first, then more reps")
    func ordering() {
        let logged = sets(1, 80, 8, on: day) + sets(2, 100, 5, on: day) + sets(1, 100, 6, on: day) + sets(1, 60, 10, on: nextDay)
        let days = LiftLog.days(from: logged, unit: .kilograms)
        #expect(days.map(\.date) == [nextDay, day])
        #expect(days[1].entries.map { "\($0.weight!)x\($0.reps!)x\($0.sets)" } == ["100.0x6x1", "100.0x5x2", "80.0x8x1"])
    }

    @Test("A day's sets apart in the input still make one day, merged; a nil weight is its own entry, last")
    func interleaved() {
        let logged = sets(1, 100, 5, on: day) + sets(1, 60, 10, on: nextDay) + sets(2, 100, 5, on: day) + sets(1, nil, 12, on: day)
        let days = LiftLog.days(from: logged, unit: .kilograms)
        #expect(days.map(\.date) == [nextDay, day])
        #expect(days[1].entries == [
            LiftLog.Entry(weight: 100, unit: .kilograms, reps: 5, sets: 3), LiftLog.Entry(weight: nil, unit: .kilograms, reps: 12, sets: 1),
        ])
    }

    @Test("What was typed is shown back: 225 lb stays 225 lb; mixed units convert for display only")
    func units() {
        let pounds = LiftLog.days(from: sets(1, 225, 5, on: day, unit: .pounds), unit: .pounds)
        #expect(pounds[0].entries[0].weight == 225)
        let asKilograms = LiftLog.days(from: sets(1, 225, 5, on: day, unit: .pounds), unit: .kilograms)
        #expect(asKilograms[0].entries[0].weight == 102.06)
        #expect(DisplayFormat.entry(pounds[0].entries[0]) == "225 lb × 5 × 1")
    }

    @Test("Weights parse with or without a unit", arguments: [
        ("100", Weight(100, .kilograms)), ("102.5kg", Weight(102.5, .kilograms)), ("225lb", Weight(225, .pounds)),
        ("225 lbs", Weight(225, .pounds)), ("62,5", Weight(62.5, .kilograms)),
    ])
    func parsing(text: String, expected: Weight) {
        #expect(Weight.parse(text, defaultUnit: .kilograms) == expected)
    }

    @Test("Nonsense weights are refused", arguments: ["", "heavy", "-5", "5000", "kg"])
    func badWeights(text: String) {
        #expect(Weight.parse(text, defaultUnit: .kilograms) == nil)
    }

    @Test("Local dates parse strictly and follow the time zone")
    func localDates() {
        #expect(LocalDate("2024-02-29") != nil)
        #expect(LocalDate("2026-02-29") == nil)
        #expect(LocalDate("2026-13-01") == nil)
        #expect(LocalDate("26-1-1") == nil)
        let instant = Date(timeIntervalSince1970: 1_794_978_000)  // 2026-11-18 05:00 UTC
        #expect(LocalDate(instant, in: TimeZone(identifier: "UTC")!).description == "2026-11-18")
        #expect(LocalDate(instant, in: TimeZone(identifier: "Pacific/Honolulu")!).description == "2026-11-17")
        #expect(LocalDate(instant.addingTimeInterval(12 * 3600), in: TimeZone(identifier: "Pacific/Auckland")!).description == "2026-11-19")
    }

    @Test("Quick log input names the field at fault")
    func input() throws {
        let today = LocalDate("2026-11-21")!
        let entry = try QuickLogInput(weight: "100", reps: "5", sets: "3").entry(today: today, unit: .kilograms, kind: .weightAndReps)
        #expect(entry == QuickLogEntry(date: today, weight: Weight(100, .kilograms), reps: 5, sets: 3))
        func field(_ input: QuickLogInput, _ kind: ExerciseKind) -> String? {
            do {
                _ = try input.entry(today: today, unit: .kilograms, kind: kind)
                return nil
            } catch {
                return error.field
            }
        }
        #expect(field(QuickLogInput(reps: "5"), .weightAndReps) == "weight")
        #expect(field(QuickLogInput(reps: "12"), .bodyweightReps) == nil)
        #expect(field(QuickLogInput(weight: "100", reps: "0"), .weightAndReps) == "reps")
        #expect(field(QuickLogInput(weight: "100", reps: "5", sets: "99"), .weightAndReps) == "sets")
        #expect(field(QuickLogInput(date: "2026-02-30", weight: "100", reps: "5"), .weightAndReps) == "date")
    }
}
