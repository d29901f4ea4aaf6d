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
    /// entry with their count summed, heaviest first, then more reps first.
    public static func days(from sets: [LoggedSet], unit: WeightUnit) -> [Day] {
        let byDate = Dictionary(grouping: sets, by: \.date)
        return byDate.keys.sorted(by: >).map { date in
            var counts: [MergeKey: Int] = [:]
            for set in byDate[date]! {
                counts[MergeKey(weight: set.weight?.value(in: unit), reps: set.reps), default: 0] += 1
            }
            let entries = counts.map { Entry(weight: $0.key.weight, unit: unit, reps: $0.key.reps, sets: $0.value) }
                .sorted { lhs, rhs in
                    if (lhs.weight ?? -1) != (rhs.weight ?? -1) { return (lhs.weight ?? -1) > (rhs.weight ?? -1) }
                    return (lhs.reps ?? -1) > (rhs.reps ?? -1)
                }
            return Day(date: date, entries: entries)
        }
    }

    private struct MergeKey: Hashable {
        let weight: Double?
        let reps: Int?
    }
}
