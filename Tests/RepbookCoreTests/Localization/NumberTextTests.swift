@testable import RepbookCore
import Testing

/// Numbers with a language's separators, written without Foundation's formatters.
@Suite("Number text")
struct NumberTextTests {
    let german = NumberText(decimalSeparator: ",", groupSeparator: ".")
    let english = NumberText(decimalSeparator: ".", groupSeparator: ",")

    @Test("Decimal comma in German, point in English; trailing zeros dropped")
    func decimals() {
        #expect(german.decimal(102.5) + " kg" == "102,5 kg")
        #expect(english.decimal(102.5) == "102.5")
        #expect(german.decimal(100) == "100")
        #expect(german.decimal(2.25) == "2,25")
        #expect(german.decimal(2.005, maximumFractionDigits: 2) == "2,01")
        #expect(german.decimal(0.05) == "0,05")
        #expect(german.decimal(-7.5) == "-7,5")
        #expect(german.decimal(-0.001) == "0", "no minus on a value that rounds to zero")
        #expect(english.decimal(1.23456, maximumFractionDigits: 3) == "1.235")
    }

    @Test("Thousands grouped from five digits on")
    func grouping() {
        #expect(german.integer(12500) == "12.500")
        #expect(english.integer(12500) == "12,500")
        #expect(german.integer(1250) == "1250")
        #expect(german.integer(1_234_567) == "1.234.567")
        #expect(german.integer(-12500) == "-12.500")
        #expect(german.decimal(12500.5) == "12.500,5")
    }
}
