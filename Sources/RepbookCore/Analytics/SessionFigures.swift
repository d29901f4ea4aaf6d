import Foundation

/// One exercise's figures in one session with the 1RM formula and body weight applied: what `RecordBests` and
/// `ExerciseProgress` fold, whether it came from raw sets or from a stored `ExerciseSessionSummary`.
public struct SessionFigures: Equatable, Sendable {
    /// A best of the session with the set behind it (the first set that reached it).
    public struct Best: Equatable, Sendable {
        /// The figure itself: kilograms lifted, the e1RM or the set's volume.
        public let value: Double
        /// The set's weight as entered, in kilograms.
        public let kilograms: Double
        public let reps: Int

        public init(value: Double, kilograms: Double, reps: Int) {
            self.value = value
            self.kilograms = kilograms
            self.reps = reps
        }
    }

    /// Working sets with reps (what `RecordSample.of` keeps); at least 1.
    public let workingSets: Int
    public let heaviest: Best?
    public let oneRepMax: Best?
    public let bestSetVolume: Best?
    /// The session's volume in kilograms (0 for work without load).
    public let volume: Double
    /// The most reps at each weight (`RecordBests.key` of the sample's `repsWeight`).
    public let repsAtWeight: [Double: Int]
    /// Working sets per rep range, in `RepRangeBucket.allCases` order.
    public let repRanges: [Int]

    public init(
        workingSets: Int, heaviest: Best?, oneRepMax: Best?, bestSetVolume: Best?, volume: Double, repsAtWeight: [Double: Int],
        repRanges: [Int]
    ) {
        self.workingSets = workingSets
        self.heaviest = heaviest
        self.oneRepMax = oneRepMax
        self.bestSetVolume = bestSetVolume
        self.volume = volume
        self.repsAtWeight = repsAtWeight
        self.repRanges = repRanges
    }

    /// The figures of one session's samples; nil when there are none.
    public init?(samples: [RecordSample]) {
        guard !samples.isEmpty else { return nil }
        var heaviest: Best?
        var oneRepMax: Best?
        var bestSetVolume: Best?
        var repsAtWeight: [Double: Int] = [:]
        var ranges = [Int](repeating: 0, count: RepRangeBucket.allCases.count)
        for sample in samples {
            if sample.countsWeight { Self.keep(&heaviest, sample.kilograms, sample) }
            if let estimate = sample.oneRepMax { Self.keep(&oneRepMax, estimate, sample) }
            if sample.volume > 0 { Self.keep(&bestSetVolume, sample.volume, sample) }
            if let weight = sample.repsWeight {
                let key = RecordBests.key(weight)
                repsAtWeight[key] = Swift.max(repsAtWeight[key] ?? 0, sample.reps)
            }
            ranges[RepRangeBucket.allCases.firstIndex(of: RepRangeBucket(reps: sample.reps)) ?? 0] += 1
        }
        self.init(
            workingSets: samples.count, heaviest: heaviest, oneRepMax: oneRepMax, bestSetVolume: bestSetVolume,
            volume: samples.reduce(0) { $0 + $1.volume }, repsAtWeight: repsAtWeight, repRanges: ranges)
    }

    /// Keeps the first sample reaching the largest `value`.
    private static func keep(_ best: inout Best?, _ value: Double, _ sample: RecordSample) {
        if value > best?.value ?? -.infinity { best = Best(value: value, kilograms: sample.kilograms, reps: sample.reps) }
    }
}
