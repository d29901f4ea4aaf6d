import Testing
@testable import RepbookCore

/// Search that forgives spacing, hyphens, plurals and lifters' shorthands.
@Suite("Forgiving exercise search")
struct ExerciseSearchTests {
    static let library = StarterLibrary.exercises.map { ($0.name, $0.equipment) }

    static func found(_ query: String) -> [String] {
        library.filter { ExerciseSearch.matches(name: $0.0, equipment: $0.1, query: query) }.map(\.0)
    }

    @Test("pull up, pullup, Pull-Ups and PULL UPS all find Pull-Up", arguments: ["pull up", "pullup", "Pull-Ups", "PULL UPS", "pull-up"])
    func pullUp(query: String) {
        #expect(Self.found(query).contains("Pull-Up"))
        #expect(!Self.found(query).contains("Chin-Up"))
    }

    @Test("db finds dumbbell exercises, named so or not; bb row finds Barbell Row and not Dumbbell Row")
    func equipment() {
        let dumbbell = Self.found("db")
        #expect(dumbbell.contains("Dumbbell Row") && dumbbell.contains("Lateral Raise"))
        #expect(!dumbbell.contains("Barbell Row"))
        #expect(Self.found("bb row") == ["Barbell Row"])
        #expect(Self.found("db row") == ["Dumbbell Row"])
        #expect(Self.found("db lateral").contains("Lateral Raise"))
    }

    @Test("Shorthands: ohp, rdl, lat raise")
    func shorthands() {
        #expect(Self.found("ohp") == ["Overhead Press"])
        #expect(Self.found("RDL") == ["Romanian Deadlift"])
        #expect(Self.found("lat raise").contains("Lateral Raise"))
    }

    @Test("What matched before still matches: parts of names, accents and case; nonsense finds nothing; empty finds all")
    func unchanged() {
        #expect(Self.found("bench").contains("Bench Press"))
        #expect(Self.found("ench pr").contains("Bench Press"))
        #expect(Self.found("BÉNCH").contains("Bench Press"))
        #expect(Self.found("calf raises").allSatisfy { $0.lowercased().contains("calf raise") })
        #expect(Self.found("zzqx").isEmpty)
        #expect(Self.found("  ").count == Self.library.count)
    }

    @Test("The query folds like the key: punctuation, spacing and plurals go")
    func query() {
        #expect(ExerciseSearch.query(" Pull-Ups ") == "pullup")
        #expect(ExerciseSearch.query("press") == "press")
        #expect(ExerciseSearch.query("abs") == "ab")
    }
}
