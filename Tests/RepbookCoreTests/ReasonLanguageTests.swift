import Foundation
import RepbookTestFixtures
import Testing
@testable import RepbookCore

/// The import plans' reasons and the progression rule's coaching line are catalog texts: written in the reader's
/// language, numbers with its decimal mark and days by its pattern.
@Suite("Reasons in the reader's language")
struct ReasonLanguageTests {
    let german = ShippedLanguages.localizer("de")
    let french = ShippedLanguages.localizer("fr")

    @Test("A weight import's reasons in German: a comma decimal, a German day, no English")
    func weightImportInGerman() throws {
        let file = WeightFile(rows: [
            WeightFileRow(line: 2, date: LocalDate("2024-03-05")!, weight: Weight(1001.5, .pounds)),
            WeightFileRow(line: 3, date: LocalDate("2024-03-11")!, weight: Weight(80, .kilograms)),
            WeightFileRow(line: 4, date: LocalDate("2024-03-06")!, weight: Weight(80, .kilograms), bodyFatPercent: 80.5),
            WeightFileRow(line: 5, date: LocalDate("2024-03-07")!, weight: Weight(80.5, .kilograms)),
        ])
        let report = try WeightImportPlan.report(for: file, existing: [], today: LocalDate("2024-03-10")!, dryRun: true)
        #expect(report.rejected.map { german.text($0.reason) } == [
            "Gewicht „1001,5“ liegt über 1000 lb",
            "Mo., 11. März 2024 liegt in der Zukunft (heute ist So., 10. März 2024)",
            "Körperfett „80,5“ muss zwischen 1 und 75 % liegen",
        ])
        #expect(report.rejected.map { $0.reason.englishText }[0] == #"weight "1001.5" is above 1000 lb"#)
    }

    @Test("The coaching line in German and French: the lifter's decimal mark in every weight and step")
    func coachingLine() throws {
        let history = [[SetValues(weight: Weight(102.5, .kilograms), reps: 8), SetValues(weight: Weight(102.5, .kilograms), reps: 8)]]
        let suggestion = try #require(ProgressionRule.suggest(
            Progression(rule: .linear, increment: Weight(2.5, .kilograms)), sets: 2, range: RepRange(6, 8)!, kind: .weightAndReps,
            history: history))
        #expect(suggestion.why.englishText == "Last time 2 × 8 at 102.5 kg reached the top of 6–8: +2.5 kg")
        #expect(german.text(suggestion.why) == "Letztes Mal 2 × 8 mit 102,5 kg, oberes Ende von 6–8 erreicht: +2,5 kg")
        #expect(french.text(suggestion.why) == "La dernière fois 2 × 8 à 102,5\u{a0}kg, haut de la fourchette 6–8 atteint\u{a0}: +2,5\u{a0}kg")
    }

    @Test("What a coaching line leaves out reads in German: warm-ups and a top single")
    func leftOutInGerman() throws {
        let session = [
            SetValues(weight: Weight(60, .kilograms), reps: 5, kind: .warmUp), SetValues(weight: Weight(90, .kilograms), reps: 3, kind: .warmUp),
            SetValues(weight: Weight(100, .kilograms), reps: 5),
        ]
        let leftOut = try #require(WorkingSets(session).leftOut)
        #expect(german.text(leftOut) == "Aufwärmsätze 60–90 kg")
    }
}
