/// A set row's effort and kind chips, shown once the row's ⋯ is open: the effort chips in the user's scale (none, then
/// RPE 6 to 10 or RIR 0 to 4 by halves, each sending the RPE it stands for) under the scale's name and meaning, and the
/// kinds (the same choice as the picker on the set's number). Every row of a page shows one of a few equal pickers, so
/// the page renders each distinct one once (`Hashable`).
public struct SetDetailsPicker: Sendable, Hashable {
    public let effortChips: [EffortChip]
    public let effortName: String
    public let effortMeaning: String
    public let kindChips: [SetKindChip]

    /// The chips of a set whose RPE is `rpe` and kind `kind`, on `scale`.
    init(rpe: Double?, kind: SetKind, scale: EffortScale, localizer: Localizer) {
        effortChips = EffortChip.chips(selected: rpe, scale: scale, localizer: localizer)
        effortName = scale.name
        effortMeaning = localizer.text("effort.meaning.\(scale.rawValue)")
        kindChips = SetKindChip.all(selected: kind, localizer: localizer)
    }
}
