import Foundation
import Testing
@testable import RepbookCore

/// The starter exercises searched and shown in the user's language, from the shipped exercise catalogs
/// (`Sources/RepbookServer/Resources/locales/exercises/<tag>.po`), English always searchable too.
@Suite("Exercise names in the user's language")
struct LocalizedExerciseSearchTests {
    /// The shipped exercise catalogs by tag, read from the repository's files.
    static let catalogs: [String: POCatalog] = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RepbookServer/Resources/locales/exercises")
        var catalogs: [String: POCatalog] = [:]
        for tag in ["en", "de", "fr", "es", "pt-BR", "it", "nl"] {
            let text = (try? String(contentsOf: folder.appendingPathComponent("\(tag).po"), encoding: .utf8)) ?? ""
            catalogs[tag] = try? POCatalog.parse(text)
        }
        return catalogs
    }()

    static func names(_ tag: String) -> ExerciseNames {
        ExerciseNames(language: tag, catalog: catalogs[tag], english: catalogs["en"])
    }

    /// The starter exercises (by English name) `query` finds for a user of language `tag`.
    static func found(_ query: String, in tag: String) -> [String] {
        let names = names(tag)
        return StarterLibrary.exercises.filter { ExerciseSearch.matches(name: $0.name, equipment: $0.equipment, query: query, names: names) }
            .map(\.name)
    }

    @Test("Every language's gym words find their lift", arguments: [
        ("de", "Kniebeuge", "Back Squat"), ("de", "Bankdrücken", "Bench Press"), ("de", "Kreuzheben", "Deadlift"), ("de", "Klimmzug", "Pull-Up"),
        ("es", "press banca", "Bench Press"), ("es", "sentadilla", "Back Squat"), ("es", "peso muerto", "Deadlift"), ("es", "dominadas", "Pull-Up"),
        ("fr", "développé couché", "Bench Press"), ("fr", "developpe couche", "Bench Press"), ("fr", "soulevé de terre", "Deadlift"),
        ("fr", "traction", "Pull-Up"),
        ("pt-BR", "supino", "Bench Press"), ("pt-BR", "agachamento livre", "Back Squat"), ("pt-BR", "levantamento terra", "Deadlift"),
        ("pt-BR", "barra fixa", "Pull-Up"),
        ("it", "panca piana", "Bench Press"), ("it", "stacco da terra", "Deadlift"), ("it", "trazioni", "Pull-Up"), ("it", "squat", "Back Squat"),
        ("nl", "bankdrukken", "Bench Press"), ("nl", "optrekken", "Pull-Up"), ("nl", "deadlift", "Deadlift"),
    ])
    func gymWords(tag: String, query: String, exercise: String) {
        #expect(Self.found(query, in: tag).contains(exercise), "\(tag) \(query)")
    }

    @Test("The English names and aliases stay searchable in every language; the other languages' words do not leak in")
    func englishEverywhere() {
        for tag in ["en", "de", "fr", "es", "pt-BR", "it", "nl"] {
            #expect(Self.found("bench press", in: tag).contains("Bench Press"), "\(tag)")
            #expect(Self.found("squat", in: tag).contains("Back Squat"), "\(tag)")
            #expect(Self.found("hex bar", in: tag) == ["Trap Bar Deadlift"], "\(tag)")
            #expect(Self.found("ohp", in: tag) == ["Overhead Press"], "\(tag): shorthands still work")
        }
        #expect(Self.found("Kniebeuge", in: "es").isEmpty)
        #expect(Self.found("press banca", in: "de").isEmpty)
        #expect(!Self.found("Kniebeuge", in: "de").contains("Bench Press"))
        #expect(Self.found("Kniebeuge", in: "en").isEmpty)
        #expect(ExerciseSearch.matches(name: "Back Squat", equipment: .barbell, query: "Kniebeuge") == false, "no names: stored names only")
    }

    @Test("A starter exercise is shown in the language; a name the user wrote or changed stays as written, and so does its search")
    func shownNames() {
        let german = Self.names("de")
        #expect(german.shown("Back Squat") == "Kniebeuge")
        #expect(Self.names("es").shown("Bench Press") == "Press banca")
        #expect(Self.names("pt-BR").shown("Pull-Up") == "Barra fixa")
        #expect(german.shown("back squat") == "back squat")
        #expect(german.shown("Zercher Squat") == "Zercher Squat")
        #expect(Self.names("en").shown("Back Squat") == "Back Squat")
        #expect(!ExerciseSearch.matches(name: "My Squat", equipment: .barbell, query: "Kniebeuge", names: german))
        // The filter as you type ranks by the key's first form: the name the user reads.
        #expect(ExerciseSearch.key(name: "Back Squat", equipment: .barbell, names: german).hasPrefix("kniebeuge "))
    }

    @Test("The picker ranks the language's exact name first, then names that start with the text")
    func rank() {
        let spanish = Self.names("es")
        #expect(ExerciseSearch.rank(name: "Bench Press", query: "press banca", names: spanish) == 0)
        #expect(ExerciseSearch.rank(name: "Bench Press", query: "bench press", names: spanish) == 0)
        #expect(ExerciseSearch.rank(name: "Incline Bench Press", query: "press banca", names: spanish) == 1)
        #expect(ExerciseSearch.rank(name: "Back Squat", query: "press banca", names: spanish) == 2)
    }

    @Test("A language whose pages are not translated yet still names the exercises in it; the pseudo-locale marks them")
    func localizationWithoutPageCatalog() throws {
        let english = POCatalog(header: [:], entries: ["language.name": ["English"]])
        let localization = try Localization(catalogs: ["en": english], exerciseCatalogs: Self.catalogs)
        #expect(localization.localizer(choice: "fr", acceptLanguage: nil).exerciseName("Bench Press") == "Développé couché")
        #expect(localization.localizer(choice: "fr", acceptLanguage: nil).text("language.name") == "English")
        #expect(!localization.languages.contains("fr"), "offered once its page catalog ships")
        #expect(localization.localizer("qps").exerciseName("Deadlift").hasPrefix("⟦"))
        #expect(localization.localizer("en").exerciseName("Deadlift") == "Deadlift")
    }
}
