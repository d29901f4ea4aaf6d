/// Where an imported weight file comes from: a CSV file, or an Apple Health export (export.xml or its zip).
public enum WeightImportSource: String, Sendable {
    case csv, health

    /// The page to choose the file on.
    public var uploadPath: String { self == .csv ? "/body/weight/import" : "/body/weight/import/health" }

    /// Where the file is posted, and under which its preview lives: `/body/weight/import/csv/{token}`.
    public var filesPath: String { "/body/weight/import/\(rawValue)" }
}
