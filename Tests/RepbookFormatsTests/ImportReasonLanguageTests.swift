import Foundation
import RepbookCore
import RepbookFormats
import RepbookTestFixtures
import Testing

/// The readers' reasons are catalog texts with typed slots, so an import preview reads them in the lifter's language.
@Suite("Import reasons in the reader's language")
struct ImportReasonLanguageTests {
    let german = ShippedLanguages.localizer("de")

    @Test("A workout CSV's skipped rows in German, with the file's own text kept as written and counts in German digits")
    func workoutRowsInGerman() throws {
        let text = """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Seconds,Distance
            2024-01-02 10:00:00,A,Squat,1,100,5,0,0
            2024-01-02 10:00:00,A,Squat,2,100,12.5,0,0
            2024-01-02 10:00:00,A,Squat,3,2500,5,0,0
            2024-01-02 10:00:00,A,Squat,4,100,5,0,0,82,5
            """
        let file = try WorkoutCSVTestSupport.read(text)
        #expect(
            file.skipped.map { german.text($0.reason) } == [
                "Wdh. 12.5 ist keine ganze Zahl",
                "Gewicht 2500 ist mehr als 2000",
                "10 Spalten gefunden, die Kopfzeile nennt aber 8 Spalten; "
                    + #"ein Dezimalkomma in einer kommagetrennten Datei braucht Anführungszeichen ("82,5")"#,
            ])
        #expect(
            file.skipped.map(\.reason.key) == [
                "import.reason.reps_not_whole", "import.reason.weight_too_heavy", "import.reason.column_count_decimal_comma",
            ])
    }

    @Test("A weight CSV's date reason names the chosen order in the form's German words")
    func weightDateInGerman() throws {
        let csv = Data("date,weight\n31.02.2024,80\n01.03.2024,80\n".utf8)
        let file = try WeightCSVReader.read(csv, options: WeightCSVOptions(unit: .kilograms, dateOrder: .dayFirst), userUnit: .kilograms)
        #expect(file.rejections.map { german.text($0.reason) } == [#"„31.02.2024“ ist kein Datum (Tag zuerst, 21.03.2024 oder 21/03/2024)"#])
    }
}
