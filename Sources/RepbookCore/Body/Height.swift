import Foundation

/// A body height, kept in centimetres; read from text in centimetres, inches or feet and inches.
public enum Height {
    /// The heights accepted, in centimetres.
    public static let centimetresRange = 50.0...272.0

    /// Parses `180`, `180 cm`, `180,5`, `71 in`, `5'11`, `5′11″` or `5 ft 11 in` into centimetres; nil when unreadable.
    /// A bare number is centimetres.
    public static func centimetres(from text: String) -> Double? {
        let lowered = text.trimmingCharacters(in: .whitespaces).lowercased()
            .replacingOccurrences(of: ",", with: ".")
            .replacingOccurrences(of: "′", with: "'").replacingOccurrences(of: "″", with: "\"")
            .replacingOccurrences(of: "''", with: "\"")
        if let feetMark = lowered.firstIndex(where: { $0 == "'" }) ?? lowered.range(of: "ft")?.lowerBound {
            let feetText = lowered[..<feetMark].trimmingCharacters(in: .whitespaces)
            var rest = lowered[feetMark...].drop { "'ft ".contains($0) }
            for suffix in ["\"", "inches", "inch", "in"] where rest.hasSuffix(suffix) { rest = rest.dropLast(suffix.count) }
            let inchText = rest.trimmingCharacters(in: .whitespaces)
            guard let feet = Double(feetText), feet.isFinite else { return nil }
            let inches = inchText.isEmpty ? 0 : Double(inchText)
            guard let inches, inches.isFinite, inches >= 0, inches < 12 else { return nil }
            return (feet * 12 + inches) * 2.54
        }
        for (suffix, factor) in [("cm", 1.0), ("inches", 2.54), ("inch", 2.54), ("in", 2.54), ("\"", 2.54)] where lowered.hasSuffix(suffix) {
            guard let value = Double(lowered.dropLast(suffix.count).trimmingCharacters(in: .whitespaces)), value.isFinite else { return nil }
            return value * factor
        }
        guard let value = Double(lowered), value.isFinite else { return nil }
        return value
    }

    /// `180 cm` for kilogram users, `5′11″` for pound users.
    public static func text(centimetres: Double, unit: WeightUnit) -> String {
        switch unit {
        case .kilograms:
            return "\(Weight.format((centimetres * 10).rounded() / 10)) cm"
        case .pounds:
            let totalInches = Int((centimetres / 2.54).rounded())
            return "\(totalInches / 12)′\(totalInches % 12)″"
        }
    }
}
