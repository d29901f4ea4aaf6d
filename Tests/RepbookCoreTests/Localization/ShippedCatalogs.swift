import Foundation
import RepbookCore

/// The catalogs Repbook ships (`Sources/RepbookServer/Resources/locales/*.po`), read from the repository for page-model
/// tests in English and German.
enum ShippedCatalogs {
    /// English and German from the real `.po` files, read once.
    static let localization: Localization = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/RepbookServer/Resources/locales")
        var catalogs: [String: POCatalog] = [:]
        for tag in ["en", "de"] {
            let text = try! String(contentsOf: folder.appendingPathComponent("\(tag).po"), encoding: .utf8)
            catalogs[tag] = try! POCatalog.parse(text)
        }
        return try! Localization(catalogs: catalogs)
    }()

    static var english: Localizer { localization.localizer("en") }
    static var german: Localizer { localization.localizer("de") }
}
