import Foundation
import RepbookCore
import Testing

/// The Body pages' models in German from the shipped catalogs: names, counts by the plural rule, decimal commas and
/// German day patterns, the same pages in English unchanged.
@Suite("Body pages in German")
struct BodyPagesInGermanTests {
    private let today = LocalDate("2026-11-21")!

    private func weights() -> [BodyWeightEntry] {
        [
            BodyWeightEntry(date: today, weight: Weight(82.4, .kilograms), bodyFatPercent: 15.5),
            BodyWeightEntry(date: today.adding(days: -1), weight: Weight(82.8, .kilograms)),
            BodyWeightEntry(date: today.adding(days: -2), weight: Weight(83, .kilograms)),
        ]
    }

    private func weightPage(_ localizer: Localizer) -> BodyWeightPage {
        var settings = UserSettings.defaults()
        settings.heightCentimetres = 185
        settings.goalWeight = Weight(80, .kilograms)
        return BodyWeightPage.make(entries: weights(), settings: settings, date: today, today: today, range: .all, localizer: localizer)
    }

    @Test("The weight page writes decimal commas, German counts, days and tile names")
    func weightInGerman() {
        let page = weightPage(ShippedCatalogs.german)
        #expect(page.sections.map(\.label) == ["Tag", "Gewicht", "Maße", "Fotos"])
        #expect(page.rows.first?.weight == "82,4 kg")
        #expect(page.rows.first?.day == "Sa., 21. Nov. 2026")
        #expect(page.rows.first?.bodyFat == "15,5 % Körperfett")
        #expect(page.rows.first?.change == "−0,4 kg")
        #expect(page.totalCount == "3 Einträge")
        #expect(page.tiles.map(\.label) == ["Zuletzt", "7-Tage-Schnitt", "BMI", "Ziel"])
        #expect(page.tiles.last?.detail == "noch 2,4 kg runter")
        #expect(page.bmiCategory == "Normalgewicht" && page.bmiSpan == "BMI 18,5 bis 24,9")
        #expect(page.tiles.first { $0.id == "bmi" }?.value == "24,1")
        #expect(BodyWords(ShippedCatalogs.german).oneDecimal(24) == "24,0" && BodyWords(ShippedCatalogs.english).oneDecimal(24) == "24.0")
        #expect(page.form.existing == "82,4 kg am Sa., 21. Nov. 2026")
        #expect(page.form.weight == "82,4", "the form shows what a German lifter types; the input reads the comma")
    }

    @Test("The same page in English keeps its English words and decimal points")
    func weightInEnglish() {
        let page = weightPage(ShippedCatalogs.english)
        #expect(page.sections.map(\.label) == ["Day", "Weight", "Measurements", "Photos"])
        #expect(page.rows.first?.weight == "82.4 kg")
        #expect(page.rows.first?.day == "Sat 21 Nov 2026")
        #expect(page.totalCount == "3 weigh-ins")
        #expect(page.tiles.last?.detail == "2.4 kg to lose")
        #expect(page.form.existing == "82.4 kg on Sat 21 Nov 2026")
    }

    @Test("One weigh-in is counted in the singular")
    func singular() {
        let page = BodyWeightPage.make(
            entries: [weights()[0]], settings: .defaults(), date: today, today: today, range: .all, localizer: ShippedCatalogs.german)
        #expect(page.totalCount == "1 Eintrag")
    }

    @Test("Day titles and relative days: the year only outside this year, Gestern, vor 5 Tagen")
    func days() {
        let german = BodyWords(ShippedCatalogs.german)
        #expect(german.dayTitle(today, today: today) == "Sa., 21. Nov.")
        #expect(german.dayTitle(LocalDate("2025-12-31")!, today: today) == "Mi., 31. Dez. 2025")
        #expect(german.relative(today, today: today) == "Heute")
        #expect(german.relative(today.adding(days: -1), today: today) == "Gestern")
        #expect(german.relative(today.adding(days: -5), today: today) == "vor 5 Tagen")
        let english = BodyWords(ShippedCatalogs.english)
        #expect(english.dayTitle(today, today: today) == "Sat 21 Nov")
        #expect(english.relative(today.adding(days: -5), today: today) == "5 days ago")
    }

    @Test("Measurements: German site names, pairs by part, lengths with a comma, counts")
    func measurements() {
        let entries = [
            BodyMeasurementEntry(key: .site(.waist), date: today.adding(days: -7), length: Length(82, .centimetres)),
            BodyMeasurementEntry(key: .site(.waist), date: today, length: Length(81.5, .centimetres)),
        ]
        let page = BodyMeasurementsPage.make(
            measures: BodyMeasure.builtIn, entries: entries, settings: .defaults(), date: today, today: today,
            localizer: ShippedCatalogs.german)
        #expect(page.dayLabel == "Heute")
        #expect(page.rows.first?.name == "Taille")
        #expect(page.rows.first?.latest == "81,5 cm")
        #expect(page.rows.first?.change == "−0,5 cm seit Sa., 14. Nov. 2026")
        #expect(page.trackedCount == "1 erfasst")
        #expect(page.existingCount == "1 Wert")
        #expect(page.groups.map(\.title).contains("Oberarm"))
        #expect(page.groups.first { $0.isPair }?.fields.map(\.label) == ["Links", "Rechts"])
        #expect(page.rows.map(\.name).contains("Wade, rechts"))
    }
}
