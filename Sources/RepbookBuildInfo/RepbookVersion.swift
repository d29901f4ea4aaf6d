/// The version of this Repbook (the commit it was built from is `BuildInfo.commit`).
public enum RepbookVersion {
    /// The release number.
    public static let number = "0.1.0"
    /// What `repbook --version` prints and the log's first line says: `repbook 0.1.0 (commit 4d5c7ca1b2e3)`.
    public static var line: String { "repbook \(number) (commit \(BuildInfo.commit))" }
}
