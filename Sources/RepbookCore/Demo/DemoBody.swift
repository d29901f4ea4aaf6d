import Foundation

/// The demo lifter's weigh-ins: most mornings, with a slow gain over the years, yearly bulks and cuts, day-to-day water
/// noise and now and then a week or two without the scale; body fat on some days, mostly Mondays.
public struct DemoBody: Sendable {
    /// The stream of the seed the body draws from.
    static let stream: UInt64 = 1

    public let seed: UInt64
    public let startDate: LocalDate
    public let endDate: LocalDate

    /// The weigh-ins of `startDate` through `endDate`, from `seed`.
    public init(seed: UInt64, startDate: LocalDate, endDate: LocalDate) {
        self.seed = seed
        self.startDate = startDate
        self.endDate = endDate
    }

    /// The lifter's height in centimetres, fixed by the seed: the first number of the body's stream.
    public var heightCentimetres: Double {
        var random = SeededRandom(seed: seed, stream: Self.stream)
        return Double(random.int(in: Self.heights))
    }

    /// The heights the lifter may have, in centimetres.
    private static let heights = 165...192

    /// One weigh-in per weighed day, oldest first, in kilograms to 0.1, body fat in percent to 0.1.
    public func weighIns() -> [ArchivedBodyWeight] {
        var random = SeededRandom(seed: seed, stream: Self.stream)
        let height = Double(random.int(in: Self.heights))
        let lean = 22.5 * height * height / 10_000 + 4 * random.centered()
        let phase = random.unit()
        let leanness = 3 * random.centered()
        var drift = 0.0
        var gapLeft = 0
        var entries: [ArchivedBodyWeight] = []
        entries.reserveCapacity(startDate.days(to: endDate) + 1)

        var date = startDate
        while date <= endDate {
            defer { date = date.adding(days: 1) }
            let years = Double(startDate.days(to: date)) / 365.25
            drift = drift * 0.99 + 0.06 * random.centered()
            let season = Self.season(years + phase)
            let weight = lean + 5 * years / (years + 3) + drift + season + 0.35 * random.centered()
            if gapLeft > 0 {
                gapLeft -= 1
                continue
            }
            if random.chance(0.006) {
                gapLeft = random.int(in: 4...16)
                continue
            }
            guard random.chance(0.82) else { continue }
            let measuresFat = date.weekdayFromMonday == 0 ? random.chance(0.8) : random.chance(0.03)
            let fat = 17 + leanness + 0.7 * season - 3 * years / (years + 2) + 0.4 * random.centered()
            entries.append(ArchivedBodyWeight(
                date: date, weight: Weight(Self.tenths(weight), .kilograms), bodyFatPercent: measuresFat ? Self.tenths(min(35, max(7, fat))) : nil))
        }
        return entries
    }

    /// The yearly bulk and cut, -1.8 to +1.8 kg, as a triangle wave (no sine, so every platform gives the same number).
    private static func season(_ years: Double) -> Double {
        let phase = years - years.rounded(.down)
        return 1.8 * (phase < 0.5 ? 4 * phase - 1 : 3 - 4 * phase)
    }

    /// `value` rounded to one decimal.
    private static func tenths(_ value: Double) -> Double {
        (value * 10).rounded() / 10
    }
}
