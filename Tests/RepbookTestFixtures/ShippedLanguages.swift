import Foundation
import RepbookCore

/// Every catalog the server ships, read from the source tree: for tests that check words in a language other than English.
public enum ShippedLanguages {
    /// The language `tag` (`de`, `fr`, `pt-BR`), English behind any key it lacks.
    public static func localizer(_ tag: String) -> Localizer { localization.localizer(tag) }

    private static let localization: Localization = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RepbookServer/Resources/locales")
        var catalogs: [String: POCatalog] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".po") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            catalogs[String(name.dropLast(3))] = try? POCatalog.parse(text)
        }
        // The shipped catalogs always hold English, so the localization is made.
        return try! Localization(catalogs: catalogs)
    }()
}
