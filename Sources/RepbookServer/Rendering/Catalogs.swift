import RepbookCore

/// The `.po` catalogs embedded from `Resources/locales` (`de.po` is German) and the exercise names' domain
/// `Resources/locales/exercises` (`exercises/de.po`), read once per process.
enum Catalogs {
    /// Every shipped language, or why the catalogs could not be read (start-up then fails naming the file and line).
    static let loaded: Result<Localization, any Error> = Result {
        try Localization(catalogs: parsed(), exerciseCatalogs: parsed(folder: exerciseFolder))
    }

    /// The folder of the exercise names' catalogs.
    static let exerciseFolder = "locales/exercises/"

    /// Each catalog directly in `folder` by its file's language tag.
    static func parsed(folder: String = "locales/") throws -> [String: POCatalog] {
        var catalogs: [String: POCatalog] = [:]
        for (path, file) in EmbeddedResources.files where path.hasPrefix(folder) && path.hasSuffix(".po") {
            let tag = String(path.dropFirst(folder.count).dropLast(".po".count))
            guard !tag.contains("/") else { continue }
            do {
                catalogs[tag] = try POCatalog.parse(file.text)
            } catch {
                throw UnreadableCatalog(path: path, error: error)
            }
        }
        return catalogs
    }

    /// A catalog that is not valid `.po`.
    struct UnreadableCatalog: Error, CustomStringConvertible {
        let path: String
        let error: POParseError
        var description: String { "\(path) \(error)" }
    }
}
