import Foundation

/// Formats training figures for people: weights as typed, set lines, durations and volumes.
public enum TrainingFormat {
    /// A weight for a user of `unit`: "100" in the same unit, "225 lb" in another; as typed, never converted.
    public static func typed(_ weight: Weight, userUnit: WeightUnit) -> String {
        weight.unit == userUnit ? Weight.format(weight.value) : "\(Weight.format(weight.value)) \(weight.unit.symbol)"
    }

    /// A weight for a field of a user of `unit`: the number alone, converted and rounded to what a lifter loads when it
    /// was kept in the other unit ("265" for 120 kg in pounds), so a field under an lb header never reads "120kg".
    public static func field(_ weight: Weight, userUnit: WeightUnit) -> String {
        Weight.format(weight.loadable(in: userUnit).value)
    }

    /// A set in one line, its weight as typed: "100 kg × 5", "225 lb × 8", "× 12", "1:30", "500 m in 2:05"; with its
    /// effort in the user's scale when one was given ("100 kg × 5 @8.5", "100 kg × 5 · 2 RIR").
    public static func line(_ values: SetValues, kind: ExerciseKind, unit: WeightUnit, effort: EffortScale = .rpe) -> String {
        var text: String
        switch kind {
        case .duration:
            text = values.durationSeconds.map(clock) ?? "–"
        case .distanceAndDuration:
            text = "\(values.distanceMeters.map(distance) ?? "–") in \(values.durationSeconds.map(clock) ?? "–")"
        default:
            let reps = values.reps.map(String.init) ?? "–"
            if let weight = values.weight, weight.value > 0 || kind == .weightAndReps {
                let sign = kind == .weightedBodyweight ? "+" : kind == .assistedBodyweight ? "−" : ""
                text = "\(sign)\(Weight.format(weight.value)) \(weight.unit.symbol) × \(reps)"
            } else {
                text = "× \(reps)"
            }
        }
        if let rpe = values.rpe { text += effort.lineSuffix(rpe: rpe) }
        return text
    }

    /// A set as the narrow "previous" column shows it: "97.5×5" in the user's unit (a weight kept in the other unit
    /// converted to what a lifter loads, as the fields beside it), "×12" without weight, or the full line for timed sets.
    public static func compact(_ values: SetValues, kind: ExerciseKind, unit: WeightUnit) -> String {
        guard kind != .duration, kind != .distanceAndDuration else { return line(values, kind: kind, unit: unit) }
        let reps = values.reps.map(String.init) ?? "–"
        guard let weight = values.weight, weight.value > 0 || kind == .weightAndReps else { return "×\(reps)" }
        let sign = kind == .weightedBodyweight ? "+" : kind == .assistedBodyweight ? "−" : ""
        return "\(sign)\(Weight.format(weight.loadable(in: unit).value))×\(reps)"
    }

    /// "1:30" or "1:02:03".
    public static func clock(_ seconds: Int) -> String {
        let hours = seconds / 3600
        let minutes = (seconds % 3600) / 60
        let rest = seconds % 60
        return hours > 0 ? String(format: "%d:%02d:%02d", hours, minutes, rest) : String(format: "%d:%02d", minutes, rest)
    }

    /// "500 m" or "5.2 km".
    public static func distance(_ meters: Double) -> String {
        meters >= 1000 ? "\(Weight.format(meters / 1000)) km" : "\(Weight.format(meters)) m"
    }

    /// "1 h 05 min" or "42 min".
    public static func duration(_ seconds: Int) -> String {
        let minutes = seconds / 60
        return minutes >= 60 ? String(format: "%d h %02d min", minutes / 60, minutes % 60) : "\(minutes) min"
    }

    /// A volume in the user's unit with thousands grouped: "12 345 kg"; "— kg" past 10^15 or not finite, never a trap.
    public static func volume(kilograms: Double, unit: WeightUnit) -> String {
        let rounded = WeightUnit.kilograms.convert(kilograms, to: unit).rounded()
        guard rounded.isFinite, rounded.magnitude < 1e15 else { return "— \(unit.symbol)" }
        return "\(grouped(Int(rounded))) \(unit.symbol)"
    }

    /// A record for people: "Heaviest weight: 105 kg", "Most reps at 100 kg: 8".
    public static func record(_ record: PersonalRecord, unit: WeightUnit) -> String {
        let weight = "\(Weight.format(Weight.shown(kilograms: record.kilograms, in: unit))) \(unit.symbol)"
        switch record.kind {
        case .mostRepsAtWeight where record.kilograms == 0: return "Most reps: \(record.reps ?? 0)"
        case .mostRepsAtWeight: return "Most reps at \(weight): \(record.reps ?? 0)"
        case .bestSetVolume: return "Best set volume: \(volume(kilograms: record.kilograms, unit: unit))"
        case .bestSessionVolume: return "Best session volume: \(volume(kilograms: record.kilograms, unit: unit))"
        default: return "\(record.kind.label): \(weight)"
        }
    }

    private static func grouped(_ value: Int) -> String {
        (value < 0 ? "-" : "") + groupDigits(String(abs(value)))
    }

    /// Digits grouped by three with thin spaces ("12 345"), once there are at least `minimum` of them.
    static func groupDigits(_ digits: String, minimum: Int = 4) -> String {
        guard digits.count >= minimum else { return digits }
        var groups: [String] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(String(digits[start..<end]), at: 0)
            end = start
        }
        return groups.joined(separator: "\u{2009}")
    }
}
