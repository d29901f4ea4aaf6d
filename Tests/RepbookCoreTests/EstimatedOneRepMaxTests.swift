import RepbookCore
import Testing

@Suite("Estimated one-rep max")
struct EstimatedOneRepMaxTests {
    @Test("Epley against published values", arguments: [
        (100.0, 5, 116.67), (100, 10, 133.33), (100, 12, 140), (80, 8, 101.33), (140, 3, 154), (60, 2, 64),
    ])
    func published(weight: Double, reps: Int, expected: Double) throws {
        let estimate = try #require(EstimatedOneRepMax.epley(weight: weight, reps: reps))
        #expect(abs(estimate - expected) < 0.005)
    }

    @Test("A single is its own one-rep max")
    func single() {
        #expect(EstimatedOneRepMax.epley(weight: 100, reps: 1) == 100)
        #expect(EstimatedOneRepMax.epley(weight: 182.5, reps: 1) == 182.5)
    }

    @Test("No estimate above 12 reps, without reps or without weight", arguments: [
        (100.0, 13), (100, 20), (100, 0), (100, -1), (0, 5), (-10, 5),
    ])
    func none(weight: Double, reps: Int) {
        #expect(EstimatedOneRepMax.epley(weight: weight, reps: reps) == nil)
    }

    @Test("Brzycki against published values: 36 ÷ (37 − reps) of the weight", arguments: [
        (100.0, 5, 112.5), (100, 10, 133.33), (100, 12, 144), (225, 5, 253.13), (80, 8, 99.31), (140, 3, 148.24),
    ])
    func brzycki(weight: Double, reps: Int, expected: Double) throws {
        let estimate = try #require(EstimatedOneRepMax.brzycki(weight: weight, reps: reps))
        #expect(abs(estimate - expected) < 0.005)
    }

    @Test("The user's formula picks the estimate; both give a single back and nothing above 12 reps")
    func formula() {
        #expect(OneRepMaxFormula.epley.estimate(kilograms: 100, reps: 5).map { ($0 * 100).rounded() } == 11667)
        #expect(OneRepMaxFormula.brzycki.estimate(kilograms: 100, reps: 5) == 112.5)
        #expect(OneRepMaxFormula.brzycki.estimate(kilograms: 100, reps: 1) == 100)
        #expect(OneRepMaxFormula.brzycki.estimate(kilograms: 100, reps: 13) == nil)
        #expect(OneRepMaxFormula.epley.estimate(kilograms: 100, reps: 13) == nil)
    }
}
