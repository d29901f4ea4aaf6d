/// The rules for exercise names: trimmed, single-spaced, 1 to 80 characters, unique per user ignoring case and accents.
public enum ExerciseName {
    /// The longest name accepted.
    public static let maximumLength = 80

    /// The name as it will be stored and shown: trimmed, with inner runs of whitespace made one space.
    public static func normalize(_ raw: String) -> String {
        raw.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// The key two names clash on: "Bench  press" and "bench press" share one.
    public static func key(_ name: String) -> String {
        SearchFolding.fold(name)
    }

    /// Normalises `raw` and checks its length, naming the field on failure.
    public static func validated(_ raw: String, field: String = "name") throws(DomainError) -> String {
        let name = normalize(raw)
        guard !name.isEmpty else { throw .invalid(field: field, message: LocalizedText("error.name.empty")) }
        try UserText.check(name, maximum: maximumLength, multiline: false, field: field, tooLong:
            LocalizedText("error.name.too_long", ["maximumLength": "\(maximumLength)"]))
        return name
    }
}
