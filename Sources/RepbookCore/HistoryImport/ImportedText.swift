/// Notes from another app's file, cut to what the log holds (a workout's 4000 characters, an exercise's 2000, a set's
/// 500), so one long note never stops a whole import.
enum ImportedText {
    /// The most characters (Unicode scalars, as the schema counts them) each kind of note keeps.
    static let workoutNotes = 4000
    static let exerciseNotes = 2000
    static let setNote = 500

    /// `text` cut to `limit` Unicode scalars.
    static func clipped(_ text: String, to limit: Int) -> String {
        guard text.unicodeScalars.count > limit else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.prefix(limit)))
    }

    /// `values` with its note cut to a set's limit.
    static func clipped(_ values: SetValues) -> SetValues {
        guard values.note.unicodeScalars.count > setNote else { return values }
        var clipped = values
        clipped.note = Self.clipped(values.note, to: setNote)
        return clipped
    }
}
