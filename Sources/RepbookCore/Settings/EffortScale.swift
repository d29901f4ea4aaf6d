import Foundation

/// The scale a user sees and types a set's effort in: RPE (rate of perceived exertion, the default) or RIR (reps in
/// reserve). Effort is stored once, as RPE (`SetValues.rpe`); RIR is its other reading, RIR = 10 − RPE, the relation the
/// RPE chart itself uses (`RPEChart`). Every text of a set's effort is written here.
public enum EffortScale: String, Codable, CaseIterable, Sendable {
    case rpe, rir

    /// "RPE" or "RIR".
    public var name: String { rawValue.uppercased() }

    /// What the scale means, in a few words: "rate of perceived exertion", "reps left in the tank".
    public var meaning: String {
        switch self {
        case .rpe: "rate of perceived exertion"
        case .rir: "reps left in the tank"
        }
    }

    /// How the settings page offers it.
    public var label: String {
        switch self {
        case .rpe: "RPE: rate of perceived exertion, 6 to 10"
        case .rir: "RIR: reps in reserve, 0 to 4 (RIR 2 is RPE 8)"
        }
    }

    /// The number `rpe` reads as on this scale: RPE 8 is 8 on the RPE scale and 2 on the RIR scale.
    public func value(rpe: Double) -> Double { self == .rpe ? rpe : 10 - rpe }

    /// The RPE that `value`, a number on this scale, stands for.
    public func rpe(value: Double) -> Double { self == .rpe ? value : 10 - value }

    /// The effort as shown: "RPE 8", "2 RIR".
    public func shown(rpe: Double) -> String {
        let number = Weight.format(value(rpe: rpe))
        return self == .rpe ? "RPE \(number)" : "\(number) RIR"
    }

    /// The effort as a set's tag marks it: "@8" (lifters' shorthand for RPE 8) or "2 RIR".
    public func mark(rpe: Double) -> String { self == .rpe ? "@\(Weight.format(rpe))" : shown(rpe: rpe) }

    /// The effort after a set's one-line text: "100 kg × 5 @8" or "100 kg × 5 · 2 RIR".
    public func lineSuffix(rpe: Double) -> String { self == .rpe ? " \(mark(rpe: rpe))" : " · \(mark(rpe: rpe))" }

    /// What a screen reader says: "RPE 8.5", "2 reps in reserve (RPE 8)".
    public func spoken(rpe: Double) -> String {
        self == .rpe ? shown(rpe: rpe) : "\(Weight.format(value(rpe: rpe))) reps in reserve (RPE \(Weight.format(rpe)))"
    }

    /// The efforts a logged set may take, as RPE, in the order this scale counts them: RPE 6 to 10, or RIR 0 to 4
    /// (RPE 10 down to 6), by halves. The store keeps RPE 6 to 10 (`SetValueRules.rpeRange`), so RIR honestly stops at 4.
    public var choices: [Double] {
        let rpes = stride(from: SetValueRules.rpeRange.lowerBound, through: SetValueRules.rpeRange.upperBound, by: 0.5).map { $0 }
        return self == .rpe ? rpes : rpes.reversed()
    }

    /// The rule a typed effort follows, for refusals, naming the scale.
    public var rule: LocalizedText {
        switch self {
        case .rpe: LocalizedText("error.effort.rpe_scale")
        case .rir: LocalizedText("error.effort.rir_scale")
        }
    }

    /// The RPE that `text`, typed on this scale ("8.5", "8,5"), stands for; nil for an empty text (no effort). A number
    /// off the scale is refused naming the field (`rpe` or `rir`) and the scale.
    public func parse(_ text: String) throws(DomainError) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        guard let number = DecimalInput.parse(trimmed),
              SetValueRules.isRPE(rpe(value: number)) else {
            throw .invalid(field: rawValue, message: rule)
        }
        return rpe(value: number)
    }

    /// The RPE a change sends as `rpe`, as `rir`, or as both (which must say the same effort): nil when it sends
    /// neither (the effort is kept), `.some(nil)` when it clears it. Disagreeing values are refused naming both.
    public static func typed(rpe: String?, rir: String?) throws(DomainError) -> Double?? {
        let asRPE = try rpe.map { (text: String) throws(DomainError) -> Double? in try EffortScale.rpe.parse(text) }
        let asRIR = try rir.map { (text: String) throws(DomainError) -> Double? in try EffortScale.rir.parse(text) }
        switch (asRPE, asRIR) {
        case (nil, nil): return nil
        case (let value?, nil), (nil, let value?): return .some(value)
        case (let fromRPE?, let fromRIR?):
            guard fromRPE == fromRIR else {
                let sent = { (value: Double?, scale: EffortScale) -> LocalizedText.Slot in
                    .text(value.map { Weight.format(scale.value(rpe: $0)) } ?? "null")
                }
                throw .invalid(
                    field: "rir", message: LocalizedText("error.effort.disagree", ["rpe": sent(fromRPE, .rpe), "rir": sent(fromRIR, .rir)]))
            }
            return .some(fromRPE)
        }
    }
}
