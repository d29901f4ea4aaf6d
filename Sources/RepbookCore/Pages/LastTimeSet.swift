/// One of last time's sets of an exercise as the workout page carries it, so the page's script can match the Previous
/// cells again when a row's set kind changes (`PreviousSetMatching`'s rule, without a reload).
public struct LastTimeSet: Sendable {
    /// The set kind's raw value, as the kind picker's options name it (warm-ups are matched apart from the rest).
    public let kind: String
    /// The set as the Previous cell shows it ("102.5×5", "102,5×5" in German).
    public let previous: String
    /// Its values as the row's fields take them.
    public let fields: SetFields

    init(_ values: SetValues, kind: ExerciseKind, unit: WeightUnit, format: LocalizedTrainingFormat) {
        self.kind = values.kind.rawValue
        previous = format.compact(values, kind: kind, unit: unit)
        fields = SetFields(values, unit: unit)
    }
}
