/// The CSV layouts a workout history is exported in: Strong's classic layout (which Hevy and others import) and
/// Repbook's own lossless one (docs/FORMATS.md).
public enum HistoryCSVFormat: String, CaseIterable, Sendable {
    case strong
    case repbook

    /// The file's name on a given day: `repbook-strong-2026-11-22.csv`.
    public func fileName(today: LocalDate) -> String {
        "repbook-\(rawValue)-\(today).csv"
    }
}
