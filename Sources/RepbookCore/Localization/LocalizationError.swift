/// Catalogs that cannot make a `Localization`.
public enum LocalizationError: Error, Equatable, Sendable {
    case missingSourceCatalog
    case pluralFormsMismatch(language: String, header: Int, rule: Int)
}
