import RepbookCore
import Testing

@Suite("Search matching")
struct SearchFoldingTests {
    @Test("A lower-case word finds it anywhere in the name", arguments: ["bench", "BENCH", "Bench Pr", "incline"])
    func substring(query: String) {
        #expect(SearchFolding.matches("Incline Bench Press", query: query))
    }

    @Test("Accents are ignored on both sides")
    func accents() {
        #expect(SearchFolding.matches("Développé couché", query: "developpe"))
        #expect(SearchFolding.matches("Romanian Deadlift", query: "ROMÁNIAN"))
    }

    @Test("Non-matching text and the empty query")
    func misses() {
        #expect(!SearchFolding.matches("Back Squat", query: "bench"))
        #expect(SearchFolding.matches("Back Squat", query: "   "))
    }
}
