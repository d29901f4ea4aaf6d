/// The rules for supplement names and doses: trimmed and single-spaced; a name is 1 to 60 characters and unique per
/// user ignoring case, accents and spacing; a dose is at most 40 characters and may be empty.
public enum SupplementName {
    /// The longest name accepted.
    public static let maximumLength = 60
    /// The longest dose accepted.
    public static let maximumDoseLength = 40

    /// The key two names clash on.
    public static func key(_ name: String) -> String {
        SearchFolding.fold(name)
    }

    /// Normalises a name and checks its length, naming the field on failure.
    public static func validated(_ raw: String, field: String = "name") throws(DomainError) -> String {
        try ItemName.validated(raw, noun: .supplement, maximumLength: maximumLength, field: field)
    }

    /// Normalises a dose and checks its length, naming the field on failure.
    public static func validatedDose(_ raw: String, field: String = "dose") throws(DomainError) -> String {
        let dose = ExerciseName.normalize(raw)
        try UserText.check(
            dose, maximum: maximumDoseLength, multiline: false, field: field, tooLong:
                LocalizedText("error.dose_at_most_characters", ["maximumDoseLength": "\(maximumDoseLength)"]))
        return dose
    }
}
