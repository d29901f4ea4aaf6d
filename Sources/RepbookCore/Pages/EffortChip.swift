/// One tap target of a set's effort in the user's scale (`EffortScale`): a radio of the set form whose value is the RPE it
/// stands for, so the form sends RPE whichever scale is shown.
public struct EffortChip: Sendable, Hashable {
    /// The RPE value sent with the form ("" for none).
    public let rpe: String
    /// What the chip shows: the number on the user's scale ("8.5" for RPE, "2" for RIR), or "–" for none.
    public let label: String
    /// What a screen reader says: "RPE 8.5", "2 reps in reserve (RPE 8)", "No RIR".
    public let spoken: String
    /// The set's tag once this chip is chosen: "@8.5", "2 RIR", "" for none (the page's script copies it).
    public let mark: String
    public let isSelected: Bool

    /// The chips of a set whose RPE is `rpe` on `scale`: none, then the scale's choices by halves (RPE 6 to 10, RIR 0 to 4).
    static func chips(selected rpe: Double?, scale: EffortScale, localizer: Localizer) -> [EffortChip] {
        [EffortChip(rpe: "", label: "–", spoken: localizer.text("effort.none", ["scale": scale.name]), mark: "", isSelected: rpe == nil)]
            + scale.choices.map { value in
                EffortChip(
                    rpe: Weight.format(value), label: Weight.format(scale.value(rpe: value)),
                    spoken: scale == .rpe ? scale.spoken(rpe: value) : localizer.text("effort.spoken_rir", [
                        "rir": Weight.format(scale.value(rpe: value)), "rpe": Weight.format(value),
                    ]),
                    mark: scale.mark(rpe: value), isSelected: rpe == value)
            }
    }
}
