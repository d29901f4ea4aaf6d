/// The lifter's mapping choices as a form sends them: `source_0` names a file's exercise and `map_0` says where its sets
/// go (`new`, or one of the user's exercise ids), then `source_1`, `map_1` and so on.
public enum ExerciseChoiceInput {
    /// The most mapping rows read from one form.
    public static let maximumRows = 2000

    /// The choices in `fields` (a form's fields by name), keyed by the file's exercise name; a value that is neither
    /// `new` nor a number is invalid, naming the exercise.
    public static func parse(_ fields: (String) -> String?) throws(DomainError) -> [String: ExerciseChoice] {
        var choices: [String: ExerciseChoice] = [:]
        for index in 0..<maximumRows {
            guard let source = fields("source_\(index)") else { break }
            guard let value = fields("map_\(index)"), !value.isEmpty else { continue }
            if value == "new" {
                choices[source] = .create
            } else if let id = Int64(value) {
                choices[source] = .existing(id)
            } else {
                throw .invalid(field: "map_\(index)", message:
                    LocalizedText("error.choose_exercise_or_new_one_for", ["source": "\(source.prefix(80))"]))
            }
        }
        return choices
    }
}
