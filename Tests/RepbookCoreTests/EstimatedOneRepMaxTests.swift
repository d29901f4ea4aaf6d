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
}
