import Foundation
@testable import RepbookCore
import RepbookTestFixtures
import Testing

/// What a program records (training max and working weight changes) as catalog keys: written in the reader's language
/// with its decimal mark, kept through the stored JSON, and read back from the English the engine used to store.
@Suite("Program history reasons")
struct ProgramHistoryReasonTests {
    @Test("A stored reason in German: the cycle's step, the deload and the suggestion, with German decimal marks and words")
    func germanReasons() {
        let german = ShippedCatalogs.german
        let step = ProgramHistoryReason.cycleStep("Squat", step: Weight(2.5, .kilograms), region: .lower, max: Weight(142.5, .kilograms))
        let stored = LocalizedText(key: step.key, storedValues: step.storedValues)
        #expect(stored == step, "the values survive the JSON column")
        #expect(german.text(stored) == "Zyklusende: Squat +2,5 kg (Unterkörper) → TM 142,5 kg")
        #expect(ShippedCatalogs.english.text(stored) == "End of cycle: Squat +2.5 kg (lower body) → training max 142.5 kg")
        let deload = ProgramHistoryReason.deload(
            "Squat", limit: 3, weight: Weight(102.5, .kilograms), reps: [5, 5, 3], percent: 10, moved: Weight(92.25, .kilograms))
        #expect(german.text(deload) == "Squat 3 Einheiten in Folge bei 102,5 kg verfehlt (zuletzt: 5, 5, 3) → Deload −10 %, 92,25 kg")
        let suggested = ProgramHistoryReason.suggested(
            ProgramHistoryReason.suggestion(
                percent: 90, e1rm: Weight(116.67, .kilograms), set: Weight(100, .kilograms), reps: 5, formula: "Epley",
                result: Weight(105, .kilograms)))
        #expect(german.text(suggested) == "Vorgeschlagen: 90 % vom e1RM 116,67 kg (100 kg × 5, Epley) = 105 kg")
        #expect(german.text(ProgramHistoryReason.setAtStart) == "Beim Start festgelegt")
        #expect(german.text(.verbatim("Nach Test erhöht")) == "Nach Test erhöht", "a typed reason is shown as typed")
    }

    @Test("The training max card on the program page writes each stored reason in the reader's language")
    func cardInGerman() {
        let max = TrainingMax(Weight(140, .kilograms), date: LocalDate("2026-11-02")!, reason: ProgramHistoryReason.setAtStart)
            .setting(
                Weight(145, .kilograms), date: LocalDate("2026-11-30")!,
                reason: ProgramHistoryReason.cycleStep(
                    "Squat", step: Weight(5, .kilograms), region: .lower, max: Weight(145, .kilograms)))
        let german = ShippedCatalogs.german
        let settings = UserSettings(weightUnit: .kilograms, appearance: .system, timeZoneIdentifier: "UTC", defaultRestSeconds: 180)
        let card = TrainingMaxCard(
            liftKey: "squat", name: "Kniebeuge", max: max, unit: .kilograms, format: DisplayFormat(settings: settings, localizer: german),
            localizer: german)
        #expect(card.history.map(\.reason) == ["Zyklusende: Squat +5 kg (Unterkörper) → TM 145 kg", "Beim Start festgelegt"])
    }

    @Test("Every form the engine stored in English reads back into the key and values that write the same English")
    func legacyRoundTrip() {
        let kg = { (value: Double) in Weight(value, .kilograms) }
        let reasons: [LocalizedText] = [
            ProgramHistoryReason.setAtStart, ProgramHistoryReason.setByYou,
            ProgramHistoryReason.suggested(
                ProgramHistoryReason.suggestion(
                    percent: 90, e1rm: kg(154), set: kg(140), reps: 3, formula: "Brzycki", result: kg(138.5))),
            ProgramHistoryReason.startPercent(65, max: Weight(225, .pounds)),
            ProgramHistoryReason.cycleDrop("Bench Press", failures: 1, percent: 10, max: kg(90)),
            ProgramHistoryReason.cycleDrop("Bench Press", failures: 2, percent: 10, max: kg(81)),
            ProgramHistoryReason.cycleStep("Overhead Press", step: kg(2.5), region: .upper, max: kg(62.5)),
            ProgramHistoryReason.cyclePercent("Squat", percent: 2.5, max: kg(143.5)),
            ProgramHistoryReason.amrapUp("Bench Press", set: "1+", reps: 4, step: kg(2.5), max: kg(102.5)),
            ProgramHistoryReason.up(ProgramHistoryReason.met("Squat", reps: [5, 5, 5]), step: kg(2.5), weight: kg(102.5)),
            ProgramHistoryReason.up(ProgramHistoryReason.lastSet("Squat", reps: 8, threshold: 5), step: kg(2.5), weight: kg(105)),
            ProgramHistoryReason.up(ProgramHistoryReason.doubleStep("Squat", reps: 12, threshold: 10), step: kg(5), weight: kg(110)),
            ProgramHistoryReason.deload("Squat", limit: 1, weight: kg(100), reps: [5, 3], percent: 10, moved: kg(90)),
            ProgramHistoryReason.deload("Squat", limit: 3, weight: kg(100), reps: [], percent: 10, moved: kg(90)),
            ProgramHistoryReason.stageMet("Bench Press", stage: "5x3+", reps: [3, 3, 3, 3, 5], step: kg(2.5), weight: kg(62.5)),
            ProgramHistoryReason.stageResetRepMax(
                "Squat", stage: "10x1+", reps: [1, 1, 0], first: "5x3+", percent: 85, repMaxReps: 5, repMax: kg(110),
                source: ProgramHistoryReason.repMaxEstimated(kg(100), reps: 6), weight: kg(93.5)),
            ProgramHistoryReason.stageResetRepMax(
                "Squat", stage: "10x1+", reps: [1, 1, 0], first: "5x3+", percent: 85, repMaxReps: 5, repMax: kg(110),
                source: ProgramHistoryReason.repMaxFromTest(reps: 3), weight: kg(93.5)),
            ProgramHistoryReason.stageResetRepMax(
                "Squat", stage: "10x1+", reps: [], first: "5x3+", percent: 85, repMaxReps: 5, repMax: kg(110),
                source: ProgramHistoryReason.repMaxLastWeight, weight: kg(93.5)),
            ProgramHistoryReason.stageResetLast(
                "Lat Pulldown", stage: "3x10", reps: [10, 8], first: "3x15", base: kg(40), step: kg(5), weight: kg(45)),
            ProgramHistoryReason.rpe("Squat", top: kg(150), reps: 3, rpe: 8.5, percent: 86.3, max: kg(173.81)),
        ]
        for reason in reasons {
            let english = EnglishMessages.text(reason)
            #expect(LegacyProgramReason.parse(english) == reason, "\(english)")
        }
        #expect(LegacyProgramReason.parse("Moved up after a test") == nil)
        #expect(
            LegacyProgramReason.parse("Squat: Last time 3 × 8 at 100 kg reached the top of 6–8: +2.5 kg") == nil,
            "double progression's words are the coaching rule's, kept as written")
    }
}
