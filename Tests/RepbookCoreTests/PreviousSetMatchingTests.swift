import Testing
@testable import RepbookCore

/// Last time's set beside each set of today: warm-ups beside warm-ups, every other kind beside the working sets.
@Suite("Previous set matching")
struct PreviousSetMatchingTests {
    static func set(_ kg: Double, _ reps: Int, _ kind: SetKind = .normal) -> SetValues {
        SetValues(weight: Weight(kg, .kilograms), reps: reps, kind: kind)
    }

    @Test("Working set 1 stands beside last time's working set 1, not beside its warm-up")
    func byKindAndPlace() {
        let last = [Self.set(60, 5, .warmUp), Self.set(80, 3, .warmUp), Self.set(100, 5), Self.set(102.5, 4), Self.set(70, 10, .drop)]
        let matched = PreviousSetMatching.match([.warmUp, .normal, .normal, .drop], previous: last)
        #expect(matched == [Self.set(60, 5, .warmUp), Self.set(100, 5), Self.set(102.5, 4), Self.set(70, 10, .drop)])
    }

    @Test("Past the end of last time's working sets, the last of them; no warm-ups last time, nothing beside one")
    func beyondAndMissing() {
        let last = [Self.set(100, 5), Self.set(105, 3)]
        #expect(PreviousSetMatching.match([.normal, .normal, .normal, .failure], previous: last) == [last[0], last[1], last[1], last[1]])
        #expect(PreviousSetMatching.match([.warmUp, .normal], previous: last) == [nil, last[0]])
        #expect(PreviousSetMatching.match([.normal], previous: []) == [nil])
    }

    @Test("Marking set 2 as a failure or drop set keeps last time's set 2 beside it")
    func kindChangeKeepsPlace() {
        let last = [Self.set(60, 5, .warmUp), Self.set(100, 5), Self.set(100, 5), Self.set(100, 4)]
        let normal = PreviousSetMatching.match([.warmUp, .normal, .normal, .normal], previous: last)
        for kind in [SetKind.failure, .drop, .restPause] {
            #expect(PreviousSetMatching.match([.warmUp, .normal, kind, .normal], previous: last) == normal, "\(kind)")
        }
    }
}
