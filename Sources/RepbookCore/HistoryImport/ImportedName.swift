/// A name from another app's file made storable: trimmed, single-spaced, cut to 80 characters, never blank.
public enum ImportedName {
    /// `raw` as Repbook stores it, or `fallback` when it is blank.
    public static func stored(_ raw: String, fallback: String) -> String {
        let cut = String(String.UnicodeScalarView(ExerciseName.normalize(raw).unicodeScalars.prefix(ExerciseName.maximumLength)))
        let stored = ExerciseName.normalize(cut)
        return stored.isEmpty ? fallback : stored
    }
}
