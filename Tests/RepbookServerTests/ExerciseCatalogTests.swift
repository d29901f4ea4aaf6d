import Foundation
import RepbookCore
import Testing

@testable import RepbookServer

/// The exercise names' catalogs as embedded (`locales/exercises/<tag>.po`): every language names every starter exercise,
/// no key that no exercise has, English names that are the stored ones, and well-formed alias lists.
@Suite("Exercise catalog")
struct ExerciseCatalogTests {
    static let languages: Set<String> = ["en", "de", "fr", "es", "pt-BR", "it", "nl"]

    static func catalogs() throws -> [String: POCatalog] { try Catalogs.parsed(folder: Catalogs.exerciseFolder) }

    @Test("The seven languages ship, each naming every starter exercise, with no key no exercise has")
    func complete() throws {
        let catalogs = try Self.catalogs()
        #expect(Set(catalogs.keys) == Self.languages)
        let ids = StarterLibrary.exercises.map(\.catalogID)
        #expect(Set(ids).count == ids.count, "catalog ids are unique")
        let known = Set(ids.flatMap { [ExerciseNames.nameKey($0), ExerciseNames.aliasesKey($0)] })
        for (tag, catalog) in catalogs {
            for id in ids {
                let name = catalog.entries[ExerciseNames.nameKey(id)]?.first ?? ""
                #expect(!name.trimmingCharacters(in: .whitespaces).isEmpty, "\(tag): no name for \(id)")
                #expect(name == ExerciseName.normalize(name) && name.count <= ExerciseName.maximumLength, "\(tag): \(id) \"\(name)\"")
            }
            let unknown = Set(catalog.entries.keys).subtracting(known)
            #expect(unknown.isEmpty, "\(tag): unknown keys \(unknown.sorted())")
        }
    }

    @Test("English names are the stored names, so exports and the API keep them; alias lists have no empty or repeated entry")
    func englishAndAliases() throws {
        let catalogs = try Self.catalogs()
        let english = try #require(catalogs["en"])
        for exercise in StarterLibrary.exercises {
            #expect(english.entries[ExerciseNames.nameKey(exercise.catalogID)]?.first == exercise.name)
        }
        for (tag, catalog) in catalogs {
            for (key, forms) in catalog.entries where key.hasSuffix(".aliases") {
                let items = forms[0].split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
                #expect(!items.contains(""), "\(tag) \(key): an empty alias")
                #expect(Set(items.map(SearchFolding.fold)).count == items.count, "\(tag) \(key): an alias twice")
            }
        }
    }

    @Test("Start-up builds every shipped language's exercise names (the pages' localizers carry them)")
    func loaded() throws {
        let localization = try Catalogs.loaded.get()
        #expect(localization.localizer("de").exerciseName("Back Squat") == "Kniebeuge")
        #expect(localization.localizer("nl").exerciseName("Bench Press") == "Bankdrukken")
        #expect(localization.localizer("en").exerciseName("Bench Press") == "Bench Press")
    }
}
