import Foundation

/// A made-up but realistic training history for demos and benchmarks: years of a four-day upper/lower split with warm-ups,
/// slow progress, deload weeks, holidays and day-to-day noise. The same seed and end date always give the same workouts.
public struct DemoHistory: Sendable {
    public let seed: UInt64
    /// The last day the history may reach.
    public let endDate: LocalDate
    /// How many days the history spans, the end date included.
    public let days: Int
    public let sessionsPerWeek: Int
    /// The lifter's time zone: sessions start in the local evening (mornings at weekends).
    public let timeZone: TimeZone

    /// A history of `years` (at least 1) of 365.2425 days ending on `endDate`, with `sessionsPerWeek` (1 to 7) sessions in a
    /// normal week.
    public init(seed: UInt64, endDate: LocalDate, years: Int, sessionsPerWeek: Int = 4, timeZone: TimeZone) {
        self.init(
            seed: seed, endDate: endDate, days: Self.days(inYears: Double(max(1, years))), sessionsPerWeek: sessionsPerWeek,
            timeZone: timeZone)
    }

    /// A history of `days` (at least 7) ending on `endDate`, with `sessionsPerWeek` (1 to 7) sessions in a normal week.
    public init(seed: UInt64, endDate: LocalDate, days: Int, sessionsPerWeek: Int = 4, timeZone: TimeZone) {
        self.seed = seed
        self.endDate = endDate
        self.days = max(7, days)
        self.sessionsPerWeek = min(7, max(1, sessionsPerWeek))
        self.timeZone = timeZone
    }

    /// The days in `years` years of 365.2425 days, rounded.
    public static func days(inYears years: Double) -> Int {
        Int((years * 365.2425).rounded())
    }

    /// The first day the history may reach: `days` before the end date, counting the end date.
    public var startDate: LocalDate {
        endDate.adding(days: -days + 1)
    }

    /// The starter-library names the program draws on; exercises missing from a library are left out.
    public static var exerciseNames: [String] { DemoProgram.exerciseNames }

    /// The finished workouts, oldest first, using the exercises of `library` whose names match the program's.
    public func workouts(library: [Exercise]) -> [FinishedWorkoutDraft] {
        var random = SeededRandom(seed: seed)
        let program = ResolvedProgram(library: library, random: &random)
        guard !program.days.isEmpty else { return [] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone

        let start = startDate
        var monday = start.adding(days: -start.weekdayFromMonday)
        var trainingWeek = 0
        var sessionIndex = 0
        var backFromBreak = false
        var summerYear = 0
        var summerWeek: Int?
        var workouts: [FinishedWorkoutDraft] = []
        workouts.reserveCapacity((days / 7 + 2) * sessionsPerWeek)

        while monday <= endDate {
            if monday.year != summerYear {
                summerYear = monday.year
                summerWeek = random.chance(0.6) ? random.int(in: 27...34) : nil
            }
            let weekOfYear = (monday.dayNumber - LocalDate(unchecked: monday.year, 1, 1).dayNumber) / 7
            let hasChristmas = (0..<7).contains { offset in
                let day = monday.adding(days: offset)
                return day.month == 12 && day.day == 25
            }
            let holiday = (hasChristmas && random.chance(0.5)) || weekOfYear == summerWeek || random.chance(0.008)
            if holiday {
                backFromBreak = true
                monday = monday.adding(days: 7)
                continue
            }

            let week = Week(index: trainingWeek, backFromBreak: backFromBreak)
            var trained = false
            for offset in dayOffsets(random: &random) {
                let date = monday.adding(days: offset)
                let skipped = random.chance(0.015)
                guard date >= start, date <= endDate, !skipped else { continue }
                let day = program.days[sessionIndex % program.days.count]
                let years = Double(start.days(to: date)) / 365.25
                workouts.append(
                    session(day, date: date, weekday: offset, years: years, week: week, firstOfWeek: !trained, calendar: calendar,
                            random: &random))
                sessionIndex += 1
                trained = true
            }
            if trained {
                trainingWeek += 1
                backFromBreak = false
            }
            monday = monday.adding(days: 7)
        }
        return workouts
    }

    /// Training days of a week, Monday 0 through Sunday 6, ascending; now and then one moves to the free day after it.
    private func dayOffsets(random: inout SeededRandom) -> [Int] {
        let plans: [[Int]] = [[2], [1, 4], [0, 2, 4], [0, 1, 3, 4], [0, 1, 2, 4, 5], [0, 1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5, 6]]
        var offsets = plans[sessionsPerWeek - 1]
        for index in offsets.indices.reversed() {
            let next = offsets[index] + 1
            let free = next <= 6 && (index + 1 == offsets.count || offsets[index + 1] > next)
            if random.chance(0.08) && free { offsets[index] = next }
        }
        return offsets
    }

    /// Where a training week stands in its eight-week block (seven building weeks, then a deload).
    private struct Week {
        let index: Int
        let backFromBreak: Bool
        var block: Int { index / 8 }
        var inBlock: Int { index % 8 }
        var isDeload: Bool { inBlock == 7 }
    }

    /// One session of `day`.
    private func session(
        _ day: ResolvedProgram.Day, date: LocalDate, weekday: Int, years: Double, week: Week, firstOfWeek: Bool, calendar: Calendar,
        random: inout SeededRandom
    ) -> FinishedWorkoutDraft {
        var form = 1 + 0.02 * random.centered()
        if week.backFromBreak { form -= 0.04 }
        let exerciseCount = week.isDeload ? random.int(in: 6...7) : (random.chance(0.04) ? 5 : (random.chance(0.85) ? 7 : 6))
        let logsRPE = random.chance(min(0.5, 0.05 + years * 0.12))

        var used: [Int64] = []
        var exercises: [FinishedExerciseDraft] = []
        for (slotIndex, slot) in day.slots.enumerated() where exercises.count < exerciseCount {
            let period = slot.role == .secondary ? 2 : 1
            let first = (week.block / period + slot.offset) % slot.candidates.count
            guard let candidate = (0..<slot.candidates.count).lazy
                .map({ slot.candidates[(first + $0) % slot.candidates.count] })
                .first(where: { !used.contains($0.exercise.id) })
            else { continue }
            used.append(candidate.exercise.id)
            let isLast = exercises.count + 1 == exerciseCount || slotIndex + 1 == day.slots.count
            let sets = Self.sets(
                for: candidate, role: slot.role, slotIndex: slotIndex, years: years, form: form, week: week, isLast: isLast,
                logsRPE: logsRPE, random: &random)
            exercises.append(FinishedExerciseDraft(exerciseID: candidate.exercise.id, sets: sets))
        }

        let weekend = weekday >= 5
        let minutes = random.int(in: 0...210)
        let startedAt = calendar.date(from: DateComponents(
            year: date.year, month: date.month, day: date.day, hour: (weekend ? 9 : 17) + minutes / 60, minute: minutes % 60))
            ?? date.noon(in: timeZone)
        let setCount = exercises.reduce(0) { $0 + $1.sets.count }
        let seconds = Double(setCount) * 75 + 600 + 300 * random.centered()
        let duration = min(90 * 60, max(45 * 60, Int(seconds)))

        var notes = ""
        if week.isDeload && firstOfWeek {
            notes = "Deload week."
        } else if week.backFromBreak && firstOfWeek {
            notes = "First session back after a break."
        } else if random.chance(0.03) {
            notes = random.pick(["Felt strong.", "Short on sleep.", "Gym was busy, so the order changed.", "New belt.", "Tweaked the grip."])
        }
        return FinishedWorkoutDraft(
            name: day.name, date: date, startedAt: startedAt, endedAt: startedAt.addingTimeInterval(TimeInterval(duration)),
            source: .imported, notes: notes, exercises: exercises)
    }

    /// The warm-ups and working sets of one exercise in one session.
    private static func sets(
        for candidate: ResolvedProgram.Candidate, role: DemoProgram.Role, slotIndex: Int, years: Double, form: Double, week: Week,
        isLast: Bool, logsRPE: Bool, random: inout SeededRandom
    ) -> [SetValues] {
        let plan = SetPlan(role: role, slotIndex: slotIndex, week: week, random: &random)
        let progress = years / (years + 2.5)
        let day = form * candidate.talent * (1 + 0.01 * random.centered())
        var sets: [SetValues] = []

        switch candidate.measure {
        case .load(let start, let ceiling):
            let max = (start + (ceiling - start) * progress) * day
            let minimum = candidate.exercise.equipment == .barbell ? 20.0 : 2.5
            let work = Swift.max(minimum, plates(max / (1 + Double(plan.reps + plan.reserve) / 30) * (week.isDeload ? 0.9 : 1)))
            let warmUpReps = role == .main ? [10, 6, 4, 3] : [10, 8, 6]
            for index in 0..<plan.warmUps {
                let share = plan.warmUps == 1 ? 0.6 : 0.4 + 0.45 * Double(index) / Double(plan.warmUps - 1)
                let weight = Swift.max(minimum, Swift.min(work, plates(work * share)))
                sets.append(SetValues(weight: Weight(weight, .kilograms), reps: warmUpReps[index], kind: .warmUp))
            }
            for index in 0..<plan.workingSets {
                sets.append(SetValues(
                    weight: Weight(work, .kilograms), reps: workingReps(plan.reps, plan: plan, set: index, random: &random),
                    kind: isLast && index + 1 == plan.workingSets && role == .accessory && random.chance(0.03) ? .failure : .normal,
                    rpe: rpe(plan: plan, set: index, logs: logsRPE && role != .accessory, random: &random)))
            }
            if role == .main && !week.isDeload {
                let backOff = SetValues(weight: Weight(Swift.max(minimum, plates(work * 0.85)), .kilograms), reps: Swift.min(15, plan.reps + 2))
                sets += Array(repeating: backOff, count: random.int(in: 0...2))
            }
            if role == .accessory && isLast && !week.isDeload && random.chance(0.5) {
                sets.append(SetValues(
                    weight: Weight(Swift.max(minimum, plates(work * 0.7)), .kilograms), reps: Swift.min(15, plan.reps + 2), kind: .drop))
            }
        case .weighted(let start, let ceiling):
            let max = (start + (ceiling - start) * progress) * day
            let added = plates(max / (1 + Double(plan.reps + plan.reserve) / 30) * (week.isDeload ? 0.9 : 1) - DemoProgram.bodyweight)
            let weight = added >= 2.5 ? Weight(added, .kilograms) : nil
            for index in 0..<plan.warmUps {
                sets.append(SetValues(reps: [6, 4, 3][index], kind: .warmUp))
            }
            for index in 0..<plan.workingSets {
                sets.append(SetValues(
                    weight: weight, reps: workingReps(plan.reps, plan: plan, set: index, random: &random),
                    rpe: rpe(plan: plan, set: index, logs: logsRPE, random: &random)))
            }
        case .reps(let start, let ceiling):
            let most = (start + (ceiling - start) * progress) * day
            let target = Int((most - Double(plan.reserve)) * (week.isDeload ? 0.7 : 1))
            let reps = Swift.min(15, Swift.max(3, target))
            for _ in 0..<plan.warmUps {
                sets.append(SetValues(reps: Swift.max(3, reps / 2), kind: .warmUp))
            }
            for index in 0..<plan.workingSets {
                sets.append(SetValues(
                    reps: workingReps(reps, plan: plan, set: index, random: &random),
                    rpe: rpe(plan: plan, set: index, logs: logsRPE && role != .accessory, random: &random)))
            }
        }
        return sets
    }

    /// The reps of a working set: now and then one more on the first set, one fewer on later hard sets.
    private static func workingReps(_ reps: Int, plan: SetPlan, set index: Int, random: inout SeededRandom) -> Int {
        var result = reps
        if index == 0 && random.chance(0.08) { result += 1 }
        if index > 0 && plan.reserve <= 2 && random.chance(0.05 * Double(index)) { result -= 1 }
        return min(15, max(3, result))
    }

    /// The RPE written down for a working set, if this session records it: rising across the sets, in half steps.
    private static func rpe(plan: SetPlan, set index: Int, logs: Bool, random: inout SeededRandom) -> Double? {
        guard logs else { return nil }
        let raw = 10 - Double(plan.reserve) + 0.25 * Double(index) + 0.25 * random.centered()
        return min(10, max(6, (raw * 2).rounded() / 2))
    }

    /// `kilograms` to the nearest 2.5.
    private static func plates(_ kilograms: Double) -> Double {
        (kilograms / 2.5).rounded() * 2.5
    }

    /// Reps, reps in reserve, and how many sets of each kind an exercise gets in a session.
    private struct SetPlan {
        let reps: Int
        let reserve: Int
        let warmUps: Int
        let workingSets: Int

        init(role: DemoProgram.Role, slotIndex: Int, week: Week, random: inout SeededRandom) {
            switch role {
            case .main:
                reps = [8, 8, 6, 6, 5, 5, 3, 5][week.inBlock]
                reserve = [3, 2, 3, 2, 2, 1, 1, 4][week.inBlock]
                warmUps = 4
                workingSets = week.isDeload ? 3 : 5
            case .secondary:
                reps = [10, 10, 8, 8, 6, 6, 6, 8][week.inBlock]
                reserve = [3, 2, 2, 2, 2, 1, 1, 4][week.inBlock]
                warmUps = random.chance(0.6) ? 3 : 2
                workingSets = week.isDeload ? 3 : (random.chance(0.7) ? 5 : 4)
            case .accessory:
                let base = [8, 10, 12, 15][(week.block + slotIndex) % 4]
                reps = week.inBlock >= 4 && week.inBlock < 7 ? base - 2 : base
                reserve = week.isDeload ? 4 : random.int(in: 1...3)
                warmUps = random.chance(0.95) ? 2 : 1
                workingSets = week.isDeload ? 3 : (random.chance(0.65) ? 5 : 4)
            }
        }
    }
}

/// The program's days with their slots filled from a user's library.
private struct ResolvedProgram {
    /// An exercise of the library that can fill a slot, with how it is measured and the lifter's knack for it.
    struct Candidate {
        let exercise: Exercise
        let measure: DemoProgram.Measure
        let talent: Double
    }

    struct Slot {
        let role: DemoProgram.Role
        let candidates: [Candidate]
        /// Where the slot's rotation starts.
        let offset: Int
    }

    struct Day {
        let name: String
        let slots: [Slot]
    }

    let days: [Day]

    init(library: [Exercise], random: inout SeededRandom) {
        var byKey: [String: Exercise] = [:]
        for exercise in library {
            let key = ExerciseName.key(exercise.name)
            if let existing = byKey[key], existing.id < exercise.id { continue }
            byKey[key] = exercise
        }
        var talents: [String: Double] = [:]
        for name in DemoProgram.exerciseNames { talents[name] = 1 + 0.06 * random.centered() }

        var days: [Day] = []
        for day in DemoProgram.days {
            var slots: [Slot] = []
            for slot in day.slots {
                let candidates = slot.candidates.compactMap { name -> Candidate? in
                    guard let exercise = byKey[ExerciseName.key(name)], let measure = DemoProgram.measures[name],
                          measure.fits(exercise.kind) else { return nil }
                    return Candidate(exercise: exercise, measure: measure, talent: talents[name] ?? 1)
                }
                let offset = random.int(in: 0...max(0, slot.candidates.count - 1))
                if !candidates.isEmpty { slots.append(Slot(role: slot.role, candidates: candidates, offset: offset)) }
            }
            if !slots.isEmpty { days.append(Day(name: day.name, slots: slots)) }
        }
        self.days = days
    }
}
