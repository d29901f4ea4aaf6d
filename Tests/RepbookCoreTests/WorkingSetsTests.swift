import RepbookTestFixtures
import Testing
@testable import RepbookCore

/// Reading a session's working sets as a lifter does, on the shapes lifters log: unmarked ramps, top singles, back-off
/// sets, ascending work, marked warm-ups, drop sets and bodyweight work.
@Suite("Working sets")
struct WorkingSetsTests {
    static func sets(_ pairs: [(Double?, Int)], kind: SetKind = .normal) -> [SetValues] {
        pairs.map { SetValues(weight: $0.0.map { Weight($0, .kilograms) }, reps: $0.1, kind: kind) }
    }

    static func pairs(_ sets: [SetValues]) -> [String] {
        sets.map { "\($0.weight.map { Weight.format($0.value) } ?? "-")x\($0.reps ?? 0)" }
    }

    @Test("An unmarked ramp (Strong's CSV) is warm-ups; a single above the work sets is a top single")
    func rampAndTopSingle() {
        let session = Self.sets([(60, 5), (80, 3), (90, 1), (110, 5), (110, 5), (110, 4), (110, 4), (120, 1)])
        let reading = WorkingSets(session)
        #expect(Self.pairs(reading.working) == ["110x5", "110x5", "110x4", "110x4"])
        #expect(Self.pairs(reading.warmUps) == ["60x5", "80x3", "90x1"])
        #expect(Self.pairs(reading.topSingles) == ["120x1"])
        #expect(reading.workingWeight == Weight(110, .kilograms))
        #expect(reading.leftOut?.englishText == "warm-ups 60–90 kg and a top single of 120 kg")
    }

    @Test("A ramp set close to the working weight but for fewer reps is still a ramp")
    func closeRampSet() {
        let reading = WorkingSets(Self.sets([(50, 4), (70, 2), (80, 2), (90, 2), (95, 4), (95, 4), (95, 3), (95, 4)]))
        #expect(Self.pairs(reading.working) == ["95x4", "95x4", "95x3", "95x4"])
        #expect(reading.warmUps.count == 4)
    }

    @Test("A top single before the work sets, then back-off sets: the back-offs are the work")
    func topSingleFirst() {
        let reading = WorkingSets(Self.sets([(60, 5), (100, 1), (130, 1), (110, 3), (110, 3), (110, 3)]))
        #expect(Self.pairs(reading.working) == ["110x3", "110x3", "110x3"])
        #expect(Self.pairs(reading.topSingles) == ["130x1"])
        #expect(Self.pairs(reading.warmUps) == ["60x5", "100x1"])
    }

    @Test("A reverse pyramid keeps its lighter back-off sets; ascending work within 90% for as many reps counts")
    func pyramids() {
        let reverse = WorkingSets(Self.sets([(40, 7), (35, 8), (35, 8)]))
        #expect(Self.pairs(reverse.working) == ["40x7", "35x8", "35x8"])
        #expect(reverse.warmUps.isEmpty)
        let ascending = WorkingSets(Self.sets([(60, 5), (100, 5), (105, 5), (110, 5)]))
        #expect(Self.pairs(ascending.working) == ["100x5", "105x5", "110x5"])
        #expect(Self.pairs(ascending.warmUps) == ["60x5"])
    }

    @Test("Marked warm-ups never count, even heavy ones; drop sets are left out; all singles keep the heaviest")
    func markedAndDrops() {
        let session = Self.sets([(140, 3)], kind: .warmUp) + Self.sets([(95, 8), (100, 8)]) + Self.sets([(60, 4)], kind: .drop)
        let reading = WorkingSets(session)
        #expect(Self.pairs(reading.working) == ["95x8", "100x8"])
        #expect(reading.leftOut?.englishText == "warm-up 140 kg")
        let singles = WorkingSets(Self.sets([(100, 1), (120, 1), (140, 1), (140, 1)]))
        #expect(Self.pairs(singles.working) == ["140x1", "140x1"])
        #expect(singles.topSingles.isEmpty)
    }

    @Test("Bodyweight sets are all working sets; a session of only warm-ups has none")
    func bodyweight() {
        let reading = WorkingSets(Self.sets([(nil, 12), (nil, 10), (nil, 8)]))
        #expect(reading.working.count == 3)
        #expect(reading.workingWeight == nil)
        #expect(reading.leftOut?.englishText == nil)
        #expect(WorkingSets(Self.sets([(60, 5)], kind: .warmUp)).working.isEmpty)
    }

    @Test("Weights in pounds and kilograms compare by load")
    func mixedUnits() {
        let session = [SetValues(weight: Weight(135, .pounds), reps: 5), SetValues(weight: Weight(100, .kilograms), reps: 5)]
        let reading = WorkingSets(session)
        #expect(reading.working == [session[1]])
        #expect(reading.leftOut?.englishText == "warm-up 135 lb")
    }

    @Test("A set added mid-workout starts from the last session's first working set, not its ramp; no history starts empty")
    func addedMidWorkoutPrefill() {
        let session = Self.sets([(60, 5), (80, 3), (90, 1), (110, 5), (110, 5), (110, 4), (120, 1)])
        let prefill = SetValues.prefill(lastSession: session)
        #expect(prefill.weight == Weight(110, .kilograms) && prefill.reps == 5 && prefill.kind == .normal)
        #expect(SetValues.prefill(lastSession: nil) == SetValues())
        #expect(SetValues.prefill(lastSession: Self.sets([(100, 5)], kind: .warmUp)) == SetValues(), "only warm-ups: nothing to repeat")
    }
}
