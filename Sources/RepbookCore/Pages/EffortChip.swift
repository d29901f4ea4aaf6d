/// One tap target of a set's effort: an RPE choice (a radio of the set form) or an RIR choice, which sets the RPE it
/// equals (RIR is 10 − RPE, as `RPEChart` reads it).
public struct EffortChip: Sendable, Equatable {
    /// The RPE value sent with the form ("" for none).
    public let rpe: String
    /// What the chip shows: "8.5", "–", or for RIR the reps left ("2").
    public let label: String
    /// What a screen reader says: "RPE 8.5", "No RPE", "2 reps in reserve (RPE 8)".
    public let spoken: String
    public let isSelected: Bool

    /// The RPE chips of a set whose RPE is `rpe`: none, then 6 to 10 by halves.
    static func rpeChips(selected rpe: Double?) -> [EffortChip] {
        [EffortChip(rpe: "", label: "–", spoken: "No RPE", isSelected: rpe == nil)]
            + SetInput.rpeChoices.map { value in
                let text = Weight.format(value)
                return EffortChip(rpe: text, label: text, spoken: "RPE \(text)", isSelected: rpe == value)
            }
    }

    /// The RIR chips, 0 to 4 reps in reserve, each the RPE it equals; selected when the set's RPE is that one.
    static func rirChips(selected rpe: Double?) -> [EffortChip] {
        (0...4).map { reserve in
            let value = 10.0 - Double(reserve)
            let text = Weight.format(value)
            return EffortChip(
                rpe: text, label: String(reserve), spoken: "\(reserve) reps in reserve (RPE \(text))", isSelected: rpe == value)
        }
    }
}
