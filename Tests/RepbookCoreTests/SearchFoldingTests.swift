import Foundation
@testable import RepbookCore
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

    @Test("ASCII text folds byte by byte to what Foundation's folding gives, every starter name and random ASCII")
    func asciiFastPath() {
        func foundation(_ text: String) -> String {
            text.folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
                .split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()
        }
        var generator = SystemRandomNumberGenerator()
        let random = (0..<2000).map { _ in
            String(decoding: (0..<Int.random(in: 0...12, using: &generator)).map { _ in UInt8.random(in: 0...127, using: &generator) }, as: UTF8.self)
        }
        for text in StarterLibrary.exercises.map(\.name) + ["  Pull-Ups\t\r\n", "EZ  Bar\u{0B}Curl ", ""] + random {
            #expect(SearchFolding.foldASCII(text) == foundation(text), "\(Array(text.utf8))")
        }
    }
}
