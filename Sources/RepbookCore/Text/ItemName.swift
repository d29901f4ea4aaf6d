/// The shared rule for names a lifter gives list items (journal tags, supplements): trimmed and single-spaced, not
/// empty, at most a given length; the error names the field and the thing named.
enum ItemName {
    /// The kind of item named, which the messages say in the lifter's language (one key per kind, for the grammar).
    enum Noun {
        case tag, supplement, measurement

        /// "Tag name must not be empty."
        var empty: LocalizedText {
            switch self {
            case .tag: LocalizedText("error.tag.name_empty")
            case .supplement: LocalizedText("error.supplement.name_empty")
            case .measurement: LocalizedText("error.measurement.name_empty")
            }
        }

        /// "Tag name must be at most 32 characters."
        func tooLong(_ maximumLength: Int) -> LocalizedText {
            switch self {
            case .tag: LocalizedText("error.tag.name_too_long", ["maximumLength": .integer(maximumLength)])
            case .supplement: LocalizedText("error.supplement.name_too_long", ["maximumLength": .integer(maximumLength)])
            case .measurement: LocalizedText("error.measurement.name_too_long", ["maximumLength": .integer(maximumLength)])
            }
        }
    }

    /// `raw` normalised, or an error such as "Tag name must be at most 32 characters." under `field`.
    static func validated(_ raw: String, noun: Noun, maximumLength: Int, field: String) throws(DomainError) -> String {
        let name = ExerciseName.normalize(raw)
        guard !name.isEmpty else { throw .invalid(field: field, message: noun.empty) }
        try UserText.check(name, maximum: maximumLength, multiline: false, field: field, tooLong: noun.tooLong(maximumLength))
        return name
    }
}
