import RepbookCore
import Testing

/// Numbers typed into forms in English and German: one parser reads both separators.
@Suite("Decimal input")
struct DecimalInputTests {
    @Test("A point or a comma is the decimal mark; with both, the last one is", arguments: [
        ("102.5", 102.5), ("102,5", 102.5), (" 2,25 ", 2.25), ("100", 100), ("-2,5", -2.5),
        ("1.002,5", 1002.5), ("1,002.5", 1002.5), ("12.500,75", 12500.75),
    ])
    func reads(text: String, value: Double) {
        #expect(DecimalInput.parse(text) == value)
    }

    @Test("Anything else is not a number", arguments: ["", "abc", "1,2,3", "10.02,5", "2,5.5.5", "1e3", "inf", "nan", "5 kg", "1.0.0"])
    func refuses(text: String) {
        #expect(DecimalInput.parse(text) == nil)
    }

    @Test("The form fields read German decimals: a weight, a deload percent, an RPE, a bar and plates listed with semicolons")
    func formsReadGerman() throws {
        #expect(Weight.parse("102,5", defaultUnit: .kilograms) == Weight(102.5, .kilograms))
        #expect(Weight.parse("102,5 kg", defaultUnit: .pounds) == Weight(102.5, .kilograms))
        #expect(Weight.parse("1,2,5", defaultUnit: .kilograms) == nil)
        let rule = try Progression.parse(rule: "linear", increment: "1,25", deloadAfter: "", deloadPercent: "7,5", unit: .kilograms)
        #expect(rule.increment == Weight(1.25, .kilograms))
        #expect(rule.deloadPercent == 7.5)
        #expect(try EffortScale.rpe.parse("8,5") == 8.5)
        let setup = try PlateSetup.parse(bar: "15,5", plates: "20; 10; 2,5; 1,25", unit: .kilograms)
        #expect(setup.bar == 15.5)
        #expect(setup.plates.sorted() == [1.25, 2.5, 10, 20])
        #expect(try PlateSetup.parse(bar: "20", plates: "25, 20, 2.5", unit: .kilograms).plates.sorted() == [2.5, 20, 25])
    }

    @Test("A number that arrives as a number is written without an exponent, and read back the same", arguments: [
        1e-05, 0.5, 20, 102.5, 2.5e-7, 1234567.25, 3.7e20,
    ])
    func numberAsText(value: Double) {
        let text = DecimalInput.text(value)
        #expect(!text.contains("e"), "\(text)")
        #expect(DecimalInput.parse(text) == value, "\(text)")
    }
}
