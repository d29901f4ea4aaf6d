import RepbookCore
import Testing

@Suite("Weight units")
struct WeightUnitTests {
    @Test("Kilograms and pounds convert with the exact factor")
    func conversion() {
        #expect(abs(WeightUnit.kilograms.convert(100, to: .pounds) - 220.462262) < 0.00001)
        #expect(abs(WeightUnit.pounds.convert(225, to: .kilograms) - 102.0582833) < 0.00001)
        #expect(WeightUnit.kilograms.convert(80, to: .kilograms) == 80)
    }

    @Test("A round trip returns what was typed", arguments: [2.5, 60, 102.5, 225, 317.5])
    func roundTrip(value: Double) {
        let back = WeightUnit.kilograms.convert(WeightUnit.pounds.convert(value, to: .kilograms), to: .pounds)
        #expect(abs(back - value) < 1e-9)
    }
}
