/// Where an imported weight file comes from: a CSV file, or an Apple Health export (export.xml or its zip).
public enum WeightImportSource: String, Sendable {
    case csv, health

    /// The page heading.
    var title: String { self == .csv ? "Import weights from CSV" : "Import weights from Apple Health" }

    /// The upload page's path; the preview's is this followed by the upload's token.
    public var path: String { self == .csv ? "/body/weight/import" : "/body/weight/import/health" }
}
