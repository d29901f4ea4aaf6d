import Foundation
import RepbookCore
import Testing

@Suite("Demo history")
struct DemoHistoryTests {
    /// The starter library as a user receives it, with ids 1, 2, 3, ...
    static let library: [Exercise] = StarterLibrary.exercises.enumerated().map { index, item in
        Exercise(id: Int64(index + 1), userID: 1, name: item.name, category: item.category, kind: item.kind, equipment: item.equipment)
    }
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let end = LocalDate("2026-11-20")!

    func history(seed: UInt64 = 1, years: Int = 1, sessionsPerWeek: Int = 4, library: [Exercise] = library) -> [FinishedWorkoutDraft] {
        DemoHistory(seed: seed, endDate: Self.end, years: years, sessionsPerWeek: sessionsPerWeek, timeZone: Self.berlin)
            .workouts(library: library)
    }

    @Test("The same seed and end date give the same history; another seed another one")
    func deterministic() {
        let first = history(seed: 7, years: 2)
        #expect(first == history(seed: 7, years: 2))
        #expect(first != history(seed: 8, years: 2))
        #expect(first.map(\.date) != history(seed: 8, years: 2).map(\.date), "holidays and skipped days move with the seed")
    }

    @Test("Every program exercise is in the starter library, about sixty of them")
    func programNames() {
        let names = Set(StarterLibrary.exercises.map(\.name))
        #expect(DemoHistory.exerciseNames.allSatisfy(names.contains))
        #expect((55...75).contains(DemoHistory.exerciseNames.count))
    }

    @Test("One year holds about ten thousand sets, about four sessions a week, in the span, ascending, in the evening")
    func oneYear() throws {
        let demo = DemoHistory(seed: 1, endDate: Self.end, years: 1, timeZone: Self.berlin)
        let workouts = demo.workouts(library: Self.library)
        let sets = workouts.reduce(0) { $0 + $1.setCount }
        #expect((9_000...11_000).contains(sets), "\(sets) sets")
        let weeks = Double(demo.startDate.days(to: Self.end) + 1) / 7
        #expect((3.5...4.1).contains(Double(workouts.count) / weeks), "\(workouts.count) workouts in \(weeks) weeks")

        #expect(demo.startDate == LocalDate("2025-11-21"))
        let first = try #require(workouts.first)
        let last = try #require(workouts.last)
        #expect(first.date >= demo.startDate && last.date <= Self.end)
        #expect(first.date.days(to: demo.startDate) > -10 && last.date.days(to: Self.end) < 10, "the history fills the span")
        for (earlier, later) in zip(workouts, workouts.dropFirst()) {
            #expect(earlier.date < later.date)
            #expect(earlier.endedAt < later.startedAt)
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.berlin
        for workout in workouts {
            #expect(LocalDate(workout.startedAt, in: Self.berlin) == workout.date)
            let hour = calendar.component(.hour, from: workout.startedAt)
            #expect(workout.date.weekdayFromMonday >= 5 ? (9...12).contains(hour) : (17...20).contains(hour))
            #expect((45 * 60...90 * 60).contains(Int(workout.endedAt.timeIntervalSince(workout.startedAt))))
            #expect((5...7).contains(workout.exercises.count))
            #expect(Set(workout.exercises.map(\.exerciseID)).count == workout.exercises.count, "no exercise twice in a session")
            try workout.validate()
        }
    }

    @Test("Sets: reps on every set, warm-ups first, weights in 2.5 kg steps, a realistic bench press that progresses")
    func sets() throws {
        let workouts = history(years: 3)
        let all = workouts.flatMap(\.exercises).flatMap(\.sets)
        #expect(all.allSatisfy { $0.reps.map { (3...15).contains($0) } ?? false })
        #expect(all.allSatisfy { set in set.weight.map { ($0.value / 2.5).rounded() * 2.5 == $0.value && $0.unit == .kilograms } ?? true })
        let warmUps = all.filter { $0.kind == .warmUp }.count
        #expect(Double(warmUps) / Double(all.count) > 0.2)
        #expect(all.contains { $0.rpe != nil } && all.contains { $0.kind == .drop })
        for exercise in workouts.flatMap(\.exercises) {
            let kinds = exercise.sets.map(\.kind)
            #expect(kinds.drop { $0 == .warmUp }.allSatisfy { $0 != .warmUp }, "warm-ups come first")
        }

        let bench = try #require(Self.library.first { $0.name == "Bench Press" })
        func topBench(_ workout: FinishedWorkoutDraft) -> Double? {
            workout.exercises.first { $0.exerciseID == bench.id }?.sets.filter { $0.kind == .normal }.compactMap(\.weight?.value).max()
        }
        let early = workouts.prefix(60).compactMap(topBench)
        let late = workouts.suffix(60).compactMap(topBench)
        #expect(early.count > 5 && late.count > 5)
        #expect((40...80).contains(early.max() ?? 0), "\(early)")
        #expect(late.max()! > early.max()!, "the bench goes up over three years")
    }

    @Test("Ten years at four a week come to about a hundred thousand sets")
    func tenYears() {
        let workouts = history(years: 10)
        let sets = workouts.reduce(0) { $0 + $1.setCount }
        #expect((90_000...110_000).contains(sets), "\(sets) sets in \(workouts.count) workouts")
        #expect(Set(workouts.flatMap(\.exercises).map(\.exerciseID)).count == DemoHistory.exerciseNames.count, "every exercise gets its turn")
    }

    @Test("Missing exercises are skipped; an empty library gives no workouts; fewer sessions a week give fewer workouts")
    func gaps() {
        let withoutBench = Self.library.filter { $0.name != "Bench Press" && $0.name != "Lat Pulldown" }
        let workouts = history(library: withoutBench)
        #expect(!workouts.isEmpty)
        let ids = Set(workouts.flatMap(\.exercises).map(\.exerciseID))
        #expect(!ids.contains(Self.library.first { $0.name == "Bench Press" }!.id))
        #expect(history(library: []).isEmpty)
        #expect(history(sessionsPerWeek: 2).count < history().count / 2 + 10)
    }
}
