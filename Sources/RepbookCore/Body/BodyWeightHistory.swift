import Foundation

/// A user's body weights by day, answering "what did I weigh then" for estimates that include body weight.
public struct BodyWeightHistory: Sendable {
    private let dayNumbers: [Int]
    private let kilograms: [Double]

    /// A history from entries in any order.
    public init(_ entries: [BodyWeightEntry]) {
        let sorted = entries.sorted { $0.date < $1.date }
        dayNumbers = sorted.map(\.date.dayNumber)
        kilograms = sorted.map(\.weight.kilograms)
    }

    /// No body weight known.
    public static let unknown = BodyWeightHistory([])

    /// Whether any body weight is known.
    public var isEmpty: Bool { dayNumbers.isEmpty }

    /// The weight on `date`: the latest entry on or before it, else the earliest entry; nil when none is known.
    public func kilograms(on date: LocalDate) -> Double? {
        guard !dayNumbers.isEmpty else { return nil }
        let target = date.dayNumber
        var low = 0
        var high = dayNumbers.count
        while low < high {
            let middle = (low + high) / 2
            if dayNumbers[middle] <= target { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? kilograms[0] : kilograms[low - 1]
    }
}
