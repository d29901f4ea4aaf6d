import Foundation
@testable import RepbookCore
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

@Suite("Demo account")
struct DemoAccountTests {
    static let berlin = TimeZone(identifier: "Europe/Berlin")!
    static let end = LocalDate("2026-11-20")!

    /// The archive of a new account: default settings, the starter library, journal tags and supplements.
    static let newAccount = UserArchive(
        username: "demo", exportedAt: Date(timeIntervalSince1970: 1_790_000_000),
        settings: ArchivedSettings(UserSettings.defaults(timeZoneIdentifier: "Europe/Berlin")),
        exercises: StarterLibrary.exercises.map {
            ArchivedExercise(
                name: $0.name, category: $0.category, kind: $0.kind, equipment: $0.equipment, notes: "", favorite: false, archived: false,
                seedKey: $0.seedKey)
        },
        templates: [], splits: [], workouts: [], bodyWeights: [],
        journal: ArchivedJournal(
            tags: StarterJournalTags.names.enumerated().map { ArchivedJournalTag(name: $1, position: $0, hidden: false) }, days: []),
        supplements: StarterSupplements.drafts.enumerated().map {
            ArchivedSupplement(name: $1.name, dose: $1.dose, stack: $1.stack, position: $0, startDate: end, retiredOn: nil, intakes: [])
        },
        photos: [])

    static func archive(seed: UInt64 = 1, years: Int) -> UserArchive {
        DemoAccount(history: DemoHistory(seed: seed, endDate: end, years: years, timeZone: berlin)).archive(completing: newAccount)
    }

    /// The ten-year account, made once for the tests that read it.
    static let tenYears = archive(years: 10)

    @Test("The same seed gives the same account; another seed another body, journal and supplements")
    func deterministic() {
        let first = Self.archive(seed: 3, years: 1)
        let other = Self.archive(seed: 4, years: 1)
        #expect(first == Self.archive(seed: 3, years: 1))
        #expect(first.workouts != other.workouts)
        #expect(first.bodyWeights != other.bodyWeights)
        #expect(first.journal.days != other.journal.days)
        #expect(first.supplements != other.supplements)
    }

    @Test("Ten years: about 100,000 sets over about sixty exercises, every workout from a day of the active split")
    func tenYearsOfTraining() throws {
        let archive = Self.tenYears
        let counts = ArchiveCounts(archive)
        #expect((90_000...110_000).contains(counts.sets), "\(counts.sets) sets")
        let perYear = Double(counts.sets) / 10
        #expect((9_000...11_000).contains(perYear))
        let trained = Set(archive.workouts.flatMap { $0.exercises.map(\.exercise) })
        #expect((55...75).contains(trained.count), "\(trained.count) exercises")

        let split = try #require(archive.splits.first)
        #expect(
            archive.splits.count == 1
                && split.activation?.startDate == DemoHistory(seed: 1, endDate: Self.end, years: 10, timeZone: Self.berlin).startDate)
        #expect(split.schedule == .rotation && split.days == ["Upper A", "Lower A", "Upper B", "Lower B"])
        #expect(archive.templates.map(\.name) == split.days.compactMap { $0 })
        for workout in archive.workouts {
            #expect(workout.source == .splitDay && workout.split == split.name && workout.template == workout.name)
            #expect(workout.splitDayIndex.map { split.days[$0] } == workout.name)
        }
        for template in archive.templates {
            let latest = try #require(archive.workouts.last { $0.name == template.name })
            #expect(template.exercises.map(\.exercise) == latest.exercises.map(\.exercise), "targets follow the latest session")
            #expect(template.exercises.allSatisfy { (1...20).contains($0.sets) && $0.repsMin <= $0.repsMax && $0.restSeconds != nil })
        }
        #expect(archive.templates.first?.exercises.first?.weight.map { (80...200).contains($0.value) } == true, "a top bench target")
    }

    @Test("Weigh-ins on most days, plausible and smooth, with gaps; body fat on some days")
    func bodyWeights() throws {
        let archive = Self.tenYears
        let weights = archive.bodyWeights
        let days = Double(DemoHistory(seed: 1, endDate: Self.end, years: 10, timeZone: Self.berlin).days)
        #expect((0.7...0.9).contains(Double(weights.count) / days), "\(weights.count) weigh-ins in \(days) days")
        #expect(weights.allSatisfy { (50...120).contains($0.weight.value) && $0.weight.unit == .kilograms })
        let gaps = zip(weights, weights.dropFirst()).map { $0.date.days(to: $1.date) }
        #expect(gaps.allSatisfy { $0 >= 1 } && gaps.contains { $0 > 4 }, "ascending, with some longer gaps")
        let jumps = zip(weights, weights.dropFirst()).filter { $0.date.days(to: $1.date) == 1 }.map { abs($1.weight.value - $0.weight.value) }
        #expect(jumps.allSatisfy { $0 < 2.5 }, "a day-to-day change of at most a couple of kilograms")
        let first = weights.prefix(60).map(\.weight.value).reduce(0, +) / 60
        let last = weights.suffix(60).map(\.weight.value).reduce(0, +) / 60
        #expect((0...9).contains(last - first), "a slow gain over ten years: \(first) to \(last)")
        let fats = weights.compactMap(\.bodyFatPercent)
        #expect(fats.count > weights.count / 12 && fats.count < weights.count / 3)
        #expect(fats.allSatisfy { (7...35).contains($0) })
        #expect((165...192).contains(archive.settings.heightCentimetres ?? 0))
    }

    @Test("Journal tags on about a third of days, rest days only without training, some notes; supplements at about 85%")
    func journalAndSupplements() throws {
        let archive = Self.tenYears
        let history = DemoHistory(seed: 1, endDate: Self.end, years: 10, timeZone: Self.berlin)
        let days = Double(history.days)
        let tagged = archive.journal.days.filter { !$0.tags.isEmpty }
        #expect((0.28...0.4).contains(Double(tagged.count) / days), "\(tagged.count) tagged days")
        #expect(archive.journal.days.filter { $0.note != nil }.count > 100)
        let trainingDays = Set(archive.workouts.map(\.date))
        #expect(tagged.allSatisfy { !$0.tags.contains("rest day") || !trainingDays.contains($0.date) })

        #expect(archive.supplements.map(\.name) == StarterSupplements.drafts.map(\.name))
        let retired = archive.supplements.filter { $0.retiredOn != nil }
        #expect(retired.count == 1)
        let retiredOn = try #require(retired.first?.retiredOn)
        #expect(abs(history.startDate.days(to: retiredOn) - history.days / 2) <= 1, "retired half-way")
        #expect(retired[0].intakes.allSatisfy { $0.date < retiredOn })
        for supplement in archive.supplements where supplement.retiredOn == nil {
            #expect(supplement.startDate == history.startDate)
            let adherence = Double(supplement.intakes.count) / days
            #expect((0.8...0.9).contains(adherence), "\(supplement.name): \(adherence)")
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = Self.berlin
        for intake in archive.supplements[0].intakes.prefix(50) {
            #expect(LocalDate(intake.takenAt, in: Self.berlin) == intake.date)
            #expect((7...9).contains(calendar.component(.hour, from: intake.takenAt)), "the morning stack is ticked in the morning")
        }
    }

    @Test("The account passes the checks of an archive import")
    func valid() throws {
        try UserArchiveValidation.validate(Self.archive(seed: 9, years: 2))
    }

    @Test("An instance: user0001 ..., a seed per account, one year of history at scale 0.1")
    func instance() {
        let instance = DemoInstance(users: 1_000, scale: 0.1, seed: 1)
        #expect(DemoInstance.username(1) == "user0001" && DemoInstance.username(1_000) == "user1000" && DemoInstance.username(12_345) == "user12345")
        #expect(instance.days == 365)
        #expect(DemoInstance(users: 3, scale: 0.02, seed: 1).days == 73)
        let seeds = (1...1_000).map(instance.seed(ofUser:))
        #expect(Set(seeds).count == 1_000)
        #expect(seeds == (1...1_000).map(DemoInstance(users: 5, scale: 1, seed: 1).seed(ofUser:)), "the seeds depend only on the instance's seed")
        #expect(seeds[0] != DemoInstance(users: 1, scale: 0.1, seed: 2).seed(ofUser: 1))
    }

    @Test("Made-up account names: demo..., user0001...; anything else looks real")
    func madeUpNames() {
        for name in ["demo", "Demo", "demo2", "demo-ana", "user0001", "USER1000", "user12345"] {
            #expect(DemoAccountNames.isMadeUp(name), "\(name)")
        }
        for name in ["ana", "owner", "user", "user1", "user12a4", "users0001", "my-demo"] {
            #expect(!DemoAccountNames.isMadeUp(name), "\(name)")
        }
    }
}
