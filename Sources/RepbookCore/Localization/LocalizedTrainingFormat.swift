/// Training figures in a user's language: weights with its decimal separator ("102,5 kg × 5"), set lines, durations,
/// volumes and records, the words from its catalog. The translated pages use it where `TrainingFormat` writes English.
public struct LocalizedTrainingFormat: Sendable {
    public let localizer: Localizer

    public init(_ localizer: Localizer) {
        self.localizer = localizer
    }

    /// A number as a weight reads: at most two decimals, trailing zeros dropped ("102,5").
    public func number(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < 1e15 else { return "—" }
        return localizer.numbers.decimal(value, maximumFractionDigits: 2)
    }

    /// A set in one line: "102,5 kg × 5", "× 12", "1:30", "500 m in 2:05", with the effort in the user's scale.
    public func line(_ values: SetValues, kind: ExerciseKind, effort: EffortScale) -> String {
        var text: String
        switch kind {
        case .duration:
            text = values.durationSeconds.map(TrainingFormat.clock) ?? "–"
        case .distanceAndDuration:
            text = localizer.text("format.distance_in_time", [
                "distance": values.distanceMeters.map(distance) ?? "–", "time": values.durationSeconds.map(TrainingFormat.clock) ?? "–",
            ])
        default:
            let reps = values.reps.map(String.init) ?? "–"
            if let weight = values.weight, weight.value > 0 || kind == .weightAndReps {
                let sign = kind == .weightedBodyweight ? "+" : kind == .assistedBodyweight ? "−" : ""
                text = "\(sign)\(number(weight.value)) \(weight.unit.symbol) × \(reps)"
            } else {
                text = "× \(reps)"
            }
        }
        if let rpe = values.rpe { text += effort == .rpe ? " @\(number(rpe))" : " · \(number(effort.value(rpe: rpe))) RIR" }
        return text
    }

    /// The narrow "previous" column: "97,5×5", "×12", or the full line for timed sets.
    public func compact(_ values: SetValues, kind: ExerciseKind, unit: WeightUnit) -> String {
        guard kind != .duration, kind != .distanceAndDuration else { return line(values, kind: kind, effort: .rpe) }
        let reps = values.reps.map(String.init) ?? "–"
        guard let weight = values.weight, weight.value > 0 || kind == .weightAndReps else { return "×\(reps)" }
        let sign = kind == .weightedBodyweight ? "+" : kind == .assistedBodyweight ? "−" : ""
        return "\(sign)\(number(weight.loadable(in: unit).value))×\(reps)"
    }

    /// "500 m" or "5,2 km".
    public func distance(_ meters: Double) -> String {
        meters >= 1000 ? "\(number(meters / 1000)) km" : "\(number(meters)) m"
    }

    /// "1 h 05 min" or "42 min", by the catalog's patterns.
    public func duration(_ seconds: Int) -> String {
        let minutes = seconds / 60
        guard minutes >= 60 else { return localizer.text("format.minutes", ["minutes": String(minutes)]) }
        let rest = minutes % 60
        return localizer.text("format.hours_minutes", ["hours": String(minutes / 60), "minutes": rest < 10 ? "0\(rest)" : String(rest)])
    }

    /// A volume in the user's unit, thousands grouped: "12.345 kg".
    public func volume(kilograms: Double, unit: WeightUnit) -> String {
        let rounded = WeightUnit.kilograms.convert(kilograms, to: unit).rounded()
        guard rounded.isFinite, rounded.magnitude < 1e15 else { return "— \(unit.symbol)" }
        return "\(localizer.numbers.integer(Int(rounded))) \(unit.symbol)"
    }

    /// A record: "Schwerstes Gewicht: 105 kg", "Meiste Wdh. bei 100 kg: 8".
    public func record(_ record: PersonalRecord, unit: WeightUnit) -> String {
        let weight = "\(number(Weight.shown(kilograms: record.kilograms, in: unit))) \(unit.symbol)"
        let reps = String(record.reps ?? 0)
        switch record.kind {
        case .mostRepsAtWeight where record.kilograms == 0: return localizer.text("record.most_reps", ["reps": reps])
        case .mostRepsAtWeight: return localizer.text("record.most_reps_at", ["weight": weight, "reps": reps])
        case .bestSetVolume, .bestSessionVolume:
            return localizer.text("record.\(record.kind.rawValue)", ["value": volume(kilograms: record.kilograms, unit: unit)])
        default: return localizer.text("record.\(record.kind.rawValue)", ["value": weight])
        }
    }
}
