import Foundation

/// A target number of reps: a fixed count such as 5, or a range such as 8-12.
public struct RepRange: Hashable, Codable, Sendable, CustomStringConvertible {
    public let lower: Int
    public let upper: Int

    /// A range; `upper` must not be below `lower`.
    public init?(_ lower: Int, _ upper: Int) {
        guard (1...1000).contains(lower), (lower...1000).contains(upper) else { return nil }
        self.lower = lower
        self.upper = upper
    }

    /// Parses `5`, `8-12` or `8–12`.
    public init?(parsing text: String) {
        let parts = text.replacingOccurrences(of: "–", with: "-").split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        switch parts.count {
        case 1:
            guard let count = Int(parts[0]) else { return nil }
            self.init(count, count)
        case 2:
            guard let lower = Int(parts[0]), let upper = Int(parts[1]) else { return nil }
            self.init(lower, upper)
        default:
            return nil
        }
    }

    /// `5` or `8-12`.
    public var description: String {
        lower == upper ? String(lower) : "\(lower)-\(upper)"
    }
}
