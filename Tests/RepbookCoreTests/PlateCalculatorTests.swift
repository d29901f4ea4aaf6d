import Testing
@testable import RepbookCore

/// The plate rule: heaviest first, fewest plates, the exact weight when it can be made and the nearest below when not.
@Suite("Plate calculator")
struct PlateCalculatorTests {
    @Test("102.5 kg on a 20 kg bar: 25 + 15 + 1.25 per side")
    func issueExample() {
        #expect(PlateCalculator.load(102.5, setup: .standardKilograms) == PlateLoad(perSide: [25, 15, 1.25], achieved: 102.5, isExact: true))
    }

    @Test("The bar alone, and below the bar: no plates, the bar, exact only when equal")
    func barOnly() {
        #expect(PlateCalculator.load(20, setup: .standardKilograms) == PlateLoad(perSide: [], achieved: 20, isExact: true))
        #expect(PlateCalculator.load(15, setup: .standardKilograms) == PlateLoad(perSide: [], achieved: 20, isExact: false))
    }

    @Test("A weight that cannot be made answers the heaviest below it and says so")
    func notExact() {
        let load = PlateCalculator.load(101, setup: .standardKilograms)
        #expect(load == PlateLoad(perSide: [25, 15], achieved: 100, isExact: false))
        #expect(load.perSideText == "25 + 15")
    }

    @Test("Pounds: 225 on a 45 lb bar is two 45s per side; 315 is three")
    func pounds() {
        #expect(PlateCalculator.load(225, setup: .standardPounds).perSide == [45, 45])
        #expect(PlateCalculator.load(315, setup: .standardPounds).perSide == [45, 45, 45])
        #expect(PlateCalculator.load(140, setup: .standardPounds).perSide == [45, 2.5])
        // 137.5 lb needs 46.25 a side, which no pound plate makes: 45 a side, 135 lb.
        #expect(PlateCalculator.load(137.5, setup: .standardPounds) == PlateLoad(perSide: [45], achieved: 135, isExact: false))
    }

    @Test("Fewest plates when the heaviest-first guess is not best: 30 per side from 25, 15, 1 is 15 + 15")
    func fewest() {
        let odd = PlateSetup(unit: .kilograms, bar: 20, plates: [25, 15, 1])
        #expect(PlateCalculator.load(80, setup: odd).perSide == [15, 15])
    }

    @Test("Parsing names the field and orders sizes heaviest first, without repeats")
    func parsing() throws {
        let setup = try PlateSetup.parse(bar: "15", plates: "5, 20 20,2.5", unit: .kilograms)
        #expect(setup == PlateSetup(unit: .kilograms, bar: 15, plates: [20, 5, 2.5]))
        #expect(setup.platesText == "20, 5, 2.5")
        #expect(throws: DomainError.invalid(field: "bar", message: LocalizedText("error.bar_weight_number_from_0_100"))) {
            try PlateSetup.parse(bar: "heavy", plates: "20", unit: .kilograms)
        }
        #expect(throws: DomainError.self) { try PlateSetup.parse(bar: "20", plates: "", unit: .kilograms) }
        #expect(throws: DomainError.self) { try PlateSetup.parse(bar: "20", plates: "20, -5", unit: .kilograms) }
        #expect(throws: DomainError.self) { try PlateSetup.parse(bar: "20", plates: "20, 0.001", unit: .kilograms) }
    }
}

/// The warm-up ramp: steps of the working weight rounded down to loadable plates.
@Suite("Warm-up ramp")
struct WarmUpRampTests {
    @Test("40/60/80% of 100 kg on plates: 40, 60, 80 kg with 5, 3, 2 reps")
    func standard() {
        let sets = WarmUpRamp.standard.sets(upTo: 100, setup: .standardKilograms, barbell: true)
        #expect(sets == [
            SetSuggestion(weight: Weight(40, .kilograms), reps: 5), SetSuggestion(weight: Weight(60, .kilograms), reps: 3),
            SetSuggestion(weight: Weight(80, .kilograms), reps: 2),
        ])
    }

    @Test("Light working weights: steps below the bar become the bar once, and none reaches the working weight")
    func light() {
        let sets = WarmUpRamp.standard.sets(upTo: 30, setup: .standardKilograms, barbell: true)
        #expect(sets == [SetSuggestion(weight: Weight(20, .kilograms), reps: 5), SetSuggestion(weight: Weight(22.5, .kilograms), reps: 2)])
        #expect(WarmUpRamp.standard.sets(upTo: 20, setup: .standardKilograms, barbell: true).isEmpty)
    }

    @Test("Rounded down to what the plates make: 80% of 107.5 kg is 86, loaded as 85")
    func roundsDown() {
        let sets = WarmUpRamp.standard.sets(upTo: 107.5, setup: .standardKilograms, barbell: true)
        #expect(sets.map { $0.weight?.value } == [42.5, 62.5, 85])
    }

    @Test("Dumbbells round down to the smallest pair step; pounds stay pounds")
    func dumbbells() {
        let sets = WarmUpRamp.standard.sets(upTo: 70, setup: .standardPounds, barbell: false)
        #expect(sets.map { $0.weight } == [Weight(25, .pounds), Weight(40, .pounds), Weight(55, .pounds)])
    }

    @Test("Parsing: percent × reps pairs, in order of percent; bad steps name the field")
    func parsing() throws {
        let ramp = try WarmUpRamp.parse("60x3, 40×5 ,85%x1")
        #expect(ramp.steps == [.init(percent: 40, reps: 5), .init(percent: 60, reps: 3), .init(percent: 85, reps: 1)])
        #expect(ramp.text == "40×5, 60×3, 85×1")
        for bad in ["", "40", "100x5", "40x0", "40x5,50x5,55x5,60x5,65x5,70x5,75x5,80x5,85x5"] {
            #expect(throws: DomainError.self) { try WarmUpRamp.parse(bad) }
        }
    }
}
