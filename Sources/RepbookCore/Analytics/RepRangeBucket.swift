import Foundation

/// A band of reps for the rep-range distribution: strength, hypertrophy and endurance work.
public enum RepRangeBucket: CaseIterable, Sendable {
    case oneToThree, fourToSix, sevenToTen, elevenToFifteen, sixteenPlus

    /// The bucket of a set of `reps` (at least 1).
    public init(reps: Int) {
        switch reps {
        case ...3: self = .oneToThree
        case 4...6: self = .fourToSix
        case 7...10: self = .sevenToTen
        case 11...15: self = .elevenToFifteen
        default: self = .sixteenPlus
        }
    }

    /// "1–3", "16+".
    public var label: String {
        switch self {
        case .oneToThree: "1–3"
        case .fourToSix: "4–6"
        case .sevenToTen: "7–10"
        case .elevenToFifteen: "11–15"
        case .sixteenPlus: "16+"
        }
    }
}
