/// The size limits of workout history imports.
public enum WorkoutImportLimits {
    /// The largest CSV file read: far above ten years of history (about 10 MB for 100,000 sets).
    public static let maximumCSVBytes = 64 * 1024 * 1024
    /// The longest single field accepted, so one absurd cell cannot fill memory with copies.
    public static let maximumFieldCharacters = 4000
}
