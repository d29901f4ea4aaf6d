/// The shared rule for names a lifter gives list items (journal tags, supplements): trimmed and single-spaced, not
/// empty, at most a given length; the error names the field and the thing named.
enum ItemName {
    /// `raw` normalised, or an error such as "Tag name must be at most 32 characters." under `field`.
    static func validated(_ raw: String, noun: String, maximumLength: Int, field: String) throws(DomainError) -> String {
        let name = ExerciseName.normalize(raw)
        guard !name.isEmpty else { throw .invalid(field: field, message: LocalizedText("error.name_not_empty", ["noun": "\(noun)"])) }
        try UserText.check(
            name, maximum: maximumLength, multiline: false, field: field, tooLong:
                LocalizedText("error.name_at_most_characters", ["noun": "\(noun)", "maximumLength": "\(maximumLength)"]))
        return name
    }
}
