import Foundation

/// A training program as written: a cycle of weeks, each of days, each of exercise slots. A value: copy one from the
/// library, edit any field, then `validate()` it.
public struct Program: Equatable, Sendable {
    /// Stable name in the library, such as `531-bbb`.
    public var slug: String
    public var name: String
    /// One or two sentences in our own words.
    public var summary: String
    public var lifts: [ProgramLift]
    /// One cycle; the program repeats it.
    public var weeks: [ProgramWeek]
    public var rounding: LoadRounding

    public init(
        slug: String, name: String, summary: String, lifts: [ProgramLift], weeks: [ProgramWeek],
        rounding: LoadRounding = .nearest
    ) {
        self.slug = slug
        self.name = name
        self.summary = summary
        self.lifts = lifts
        self.weeks = weeks
        self.rounding = rounding
    }

    /// Training days in a week (the first week's; `validate()` checks every week has as many).
    public var daysPerWeek: Int { weeks.first?.days.count ?? 0 }

    /// The lift with `key`, if the program has one.
    public func lift(_ key: String) -> ProgramLift? { lifts.first { $0.key == key } }

    /// The day at `position` (its week and day), nil outside the cycle.
    public func day(at position: ProgramPosition) -> ProgramDay? {
        guard weeks.indices.contains(position.week - 1) else { return nil }
        let days = weeks[position.week - 1].days
        return days.indices.contains(position.day - 1) ? days[position.day - 1] : nil
    }

    /// Every slot of the cycle once per key (the first occurrence), in cycle order.
    public var distinctSlots: [ExerciseSlot] {
        var seen = Set<String>()
        return weeks.flatMap { $0.days.flatMap(\.slots) }.filter { seen.insert($0.key).inserted }
    }

    /// The lifts whose training max the program reads: every slot's basis lift, in lift order.
    public var trainingMaxLifts: [ProgramLift] {
        let keys = Set(weeks.flatMap { $0.days.flatMap { $0.slots.map(\.basisLiftKey) } })
        return lifts.filter { keys.contains($0.key) }
    }

    /// Replaces the lift `key` by `replacement` everywhere (an exercise swap); slots keep their keys and state.
    public func replacingLift(_ key: String, with replacement: ProgramLift) -> Program {
        var copy = self
        copy.lifts = lifts.map { $0.key == key ? replacement : $0 }
        copy.weeks = weeks.map { week in
            var week = week
            week.days = week.days.map { day in
                var day = day
                day.slots = day.slots.map { slot in
                    var slot = slot
                    if slot.liftKey == key { slot.liftKey = replacement.key }
                    if slot.basisLiftKey == key { slot.basisLiftKey = replacement.key }
                    return slot
                }
                return day
            }
            return week
        }
        return copy
    }
}
