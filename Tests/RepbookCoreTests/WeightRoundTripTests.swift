import Foundation
import RepbookCore
import Testing

@Suite("Weights come back as typed")
struct WeightRoundTripTests {
    @Test("225 lb in, 225 lb out for a kilogram user")
    func poundsForKilogramUser() throws {
        let stored = try #require(try SetInput(weight: "225lb").applied(to: SetValues(), unit: .kilograms).weight)
        #expect(stored == Weight(225, .pounds))
        #expect(stored.value == 225)
        #expect(TrainingFormat.typed(stored, userUnit: .kilograms) == "225 lb")
        #expect(Weight.parse(TrainingFormat.typed(stored, userUnit: .kilograms), defaultUnit: .kilograms) == stored)
        #expect(stored.value(in: .pounds) == 225)
        #expect(stored.value(in: .kilograms) == 102.06)
    }

    @Test("Weight.parse reads the unit as written", arguments: [
        ("225 lb", Weight(225, .pounds)), ("225lb", Weight(225, .pounds)), ("225 LBS", Weight(225, .pounds)),
        ("100 kg", Weight(100, .kilograms)), ("100", Weight(100, .kilograms)), (" 62,5 ", Weight(62.5, .kilograms)),
    ])
    func parse(text: String, expected: Weight) {
        #expect(Weight.parse(text, defaultUnit: .kilograms) == expected)
    }

    @Test("The user's own unit shows the bare number; another unit is labelled")
    func typed() {
        #expect(TrainingFormat.typed(Weight(225, .pounds), userUnit: .pounds) == "225")
        #expect(TrainingFormat.typed(Weight(102.5, .kilograms), userUnit: .kilograms) == "102.5")
        #expect(TrainingFormat.typed(Weight(102.5, .kilograms), userUnit: .pounds) == "102.5 kg")
        #expect(TrainingFormat.typed(Weight(0.25, .kilograms), userUnit: .pounds) == "0.25 kg")
    }

    @Test("Typed, shown and parsed again, every weight is unchanged", arguments: [
        Weight(225, .pounds), Weight(102.5, .kilograms), Weight(2.5, .pounds), Weight(0, .kilograms), Weight(317.5, .pounds),
    ])
    func roundTrip(weight: Weight) {
        for userUnit in WeightUnit.allCases {
            #expect(Weight.parse(TrainingFormat.typed(weight, userUnit: userUnit), defaultUnit: userUnit) == weight)
        }
    }

    @Test("JSON keeps the number and unit as typed")
    func codable() throws {
        let data = try JSONEncoder().encode(Weight(225, .pounds))
        #expect(try JSONDecoder().decode(Weight.self, from: data) == Weight(225, .pounds))
    }
}
