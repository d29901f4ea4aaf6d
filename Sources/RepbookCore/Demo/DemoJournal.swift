import Foundation

/// The demo lifter's journal: tags on about a third of the days (sleep, energy, soreness after training, "rest day" on
/// days off), and now and then a short note.
public struct DemoJournal: Sendable {
    /// The stream of the seed the journal draws from.
    static let stream: UInt64 = 2

    public let seed: UInt64
    public let startDate: LocalDate
    public let endDate: LocalDate

    /// The journal of `startDate` through `endDate`, from `seed`.
    public init(seed: UInt64, startDate: LocalDate, endDate: LocalDate) {
        self.seed = seed
        self.startDate = startDate
        self.endDate = endDate
    }

    /// The written days, oldest first, using only tags named in `tags`; `trainingDays` are the days with a workout.
    public func days(tags: [String], trainingDays: Set<LocalDate>) -> [ArchivedJournalDay] {
        var random = SeededRandom(seed: seed, stream: Self.stream)
        let known = Set(tags)
        var days: [ArchivedJournalDay] = []
        var date = startDate
        while date <= endDate {
            defer { date = date.adding(days: 1) }
            let trained = trainingDays.contains(date)
            let trainedYesterday = trainingDays.contains(date.adding(days: -1))
            var chosen: [String] = []
            if random.chance(0.33) {
                let count = random.chance(0.7) ? 1 : 2
                let weighted = Self.weights(trained: trained, trainedYesterday: trainedYesterday).filter { known.contains($0.tag) }
                for _ in 0..<count {
                    if let tag = Self.draw(from: weighted, random: &random), !chosen.contains(tag) { chosen.append(tag) }
                }
            }
            let note = random.chance(0.05) ? random.pick(trained ? Self.trainingNotes : Self.restNotes) : nil
            guard !chosen.isEmpty || note != nil else { continue }
            days.append(ArchivedJournalDay(date: date, note: note, tags: chosen.sorted()))
        }
        return days
    }

    /// How likely each starter tag is on a day, by whether the lifter trains that day and trained the day before.
    private static func weights(trained: Bool, trainedYesterday: Bool) -> [(tag: String, weight: Double)] {
        [
            ("slept well", 5), ("poor sleep", 3), ("sore", trainedYesterday ? 5 : 1), ("stressed", 2),
            ("high energy", trained ? 4 : 2), ("low energy", 2), ("sick", 0.3), ("travel", 0.5), ("alcohol", trained ? 0.5 : 2),
            ("rest day", trained ? 0 : 8),
        ]
    }

    /// One tag drawn in proportion to its weight; nil when no weight is left.
    private static func draw(from weighted: [(tag: String, weight: Double)], random: inout SeededRandom) -> String? {
        let total = weighted.reduce(0) { $0 + $1.weight }
        guard total > 0 else { return nil }
        var remaining = random.unit() * total
        for item in weighted {
            remaining -= item.weight
            if remaining < 0 { return item.tag }
        }
        return weighted.last { $0.weight > 0 }?.tag
    }

    private static let trainingNotes = [
        "Warm-ups felt heavy, top sets were fine.", "Left shoulder a bit cranky on presses.", "Great pump today.",
        "Trained with Sam, pushed harder than usual.", "Lower back tight after deadlifts.", "Short session, busy day at work.",
    ]

    private static let restNotes = [
        "Long walk, about 10k steps.", "Stretching and foam rolling.", "Family dinner.", "Hiked with friends.",
        "Slept in.", "Meal prep for the week.",
    ]
}
