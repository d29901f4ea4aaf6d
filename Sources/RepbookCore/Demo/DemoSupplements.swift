import Foundation

/// The demo lifter's supplements: the account's own stacks in use from the first day, ticked on about 85% of days (a
/// whole stack forgotten now and then, a single pill more rarely), the last one retired half-way through.
public struct DemoSupplements: Sendable {
    /// The stream of the seed the supplements draw from.
    static let stream: UInt64 = 3

    public let seed: UInt64
    public let startDate: LocalDate
    public let endDate: LocalDate
    /// Where intakes get their tick time: mornings for the morning stack, evenings for the evening one.
    public let timeZone: TimeZone

    /// The supplements of `startDate` through `endDate`, from `seed`.
    public init(seed: UInt64, startDate: LocalDate, endDate: LocalDate, timeZone: TimeZone) {
        self.seed = seed
        self.startDate = startDate
        self.endDate = endDate
        self.timeZone = timeZone
    }

    /// The day the last supplement is retired: half-way through the span.
    public var retirementDate: LocalDate {
        startDate.adding(days: startDate.days(to: endDate) / 2)
    }

    /// `supplements` (the account's, in their stacks) in use from the start date with their intakes; the last one retired.
    public func history(of supplements: [ArchivedSupplement]) -> [ArchivedSupplement] {
        var random = SeededRandom(seed: seed, stream: Self.stream)
        var result = supplements.enumerated().map { index, supplement in
            var used = supplement
            used.startDate = startDate
            used.retiredOn = index == supplements.count - 1 ? retirementDate : nil
            used.intakes = []
            return used
        }
        var date = startDate
        while date <= endDate {
            defer { date = date.adding(days: 1) }
            let noon = date.noon(in: timeZone)
            let forgotten: [SupplementStack: Bool] = [.morning: random.chance(0.08), .evening: random.chance(0.08)]
            let minutes: [SupplementStack: Int] = [.morning: random.int(in: -300 ... -180), .evening: random.int(in: 540...660)]
            for index in result.indices {
                let supplement = result[index]
                let inUse = supplement.retiredOn.map { date < $0 } ?? true
                let taken = random.chance(0.925)
                guard inUse, taken, forgotten[supplement.stack] == false, let offset = minutes[supplement.stack] else { continue }
                result[index].intakes.append(ArchivedIntake(date: date, takenAt: noon.addingTimeInterval(TimeInterval(offset * 60))))
            }
        }
        return result
    }
}
