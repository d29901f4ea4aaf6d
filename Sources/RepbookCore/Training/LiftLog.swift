/// The quick lift log's view of an exercise's history (seed 001): one entry per weight and reps per day.
public enum LiftLog {
    /// A line of a day: `weight x reps x sets`.
    public struct Entry: Equatable, Sendable {
        public let weight: Double?
        public let unit: WeightUnit
        public let reps: Int?
        public let sets: Int

        public init(weight: Double?, unit: WeightUnit, reps: Int?, sets: Int) {
            self.weight = weight
            self.unit = unit
            self.reps = reps
            self.sets = sets
        }
    }

    /// A day of the log with its merged entries.
    public struct Day: Equatable, Sendable {
        public let date: LocalDate
        public let entries: [Entry]

        public init(date: LocalDate, entries: [Entry]) {
            self.date = date
            self.entries = entries
        }
    }

    /// Merges sets into days, newest first; inside a day, sets with the same weight (in `unit`) and reps form one
    /// entry with their count summed, heaviest first, then more reps first. One pass over runs of a day (the store
    /// answers sets newest day first; other orders are sorted first), each day's few entries merged in a small array.
    public static func days(from sets: [LoggedSet], unit: WeightUnit) -> [Day] {
        let ordered = zip(sets, sets.dropFirst()).allSatisfy({ $0.date >= $1.date }) ? sets : sets.sorted { $0.date > $1.date }
        var days: [Day] = []
        var start = ordered.startIndex
        while start < ordered.endIndex {
            let date = ordered[start].date
            var counts: [(key: MergeKey, sets: Int)] = []
            var index = start
            while index < ordered.endIndex, ordered[index].date == date {
                let key = MergeKey(weight: ordered[index].weight?.value(in: unit), reps: ordered[index].reps)
                if let found = counts.firstIndex(where: { $0.key == key }) { counts[found].sets += 1 } else { counts.append((key, 1)) }
                index += 1
            }
            let entries = counts.map { Entry(weight: $0.key.weight, unit: unit, reps: $0.key.reps, sets: $0.sets) }
                .sorted { lhs, rhs in
                    if (lhs.weight ?? -1) != (rhs.weight ?? -1) { return (lhs.weight ?? -1) > (rhs.weight ?? -1) }
                    return (lhs.reps ?? -1) > (rhs.reps ?? -1)
                }
            days.append(Day(date: date, entries: entries))
            start = index
        }
        return days
    }

    private struct MergeKey: Equatable {
        let weight: Double?
        let reps: Int?
    }
}
