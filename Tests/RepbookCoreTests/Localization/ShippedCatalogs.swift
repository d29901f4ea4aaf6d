import Foundation
import RepbookCore

/// The catalogs Repbook ships (`Sources/RepbookServer/Resources/locales`), read from the checkout, for page models
/// built in a real language.
enum ShippedCatalogs {
    /// Every shipped language.
    static let localization: Localization = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/RepbookServer/Resources/locales")
        var catalogs: [String: POCatalog] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where name.hasSuffix(".po") {
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            catalogs[String(name.dropLast(3))] = try? POCatalog.parse(text)
        }
        return try! Localization(catalogs: catalogs)
    }()

    static var english: Localizer { localization.localizer("en") }
    static var german: Localizer { localization.localizer("de") }
}
