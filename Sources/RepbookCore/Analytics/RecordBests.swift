import Foundation

/// The best figures of one exercise so far, folded session by session; decides which records a new session beats.
///
/// One engine for the workout summary and for the exercise's analytics, so both always agree. Warm-ups never reach
/// it (`RecordSample.of` drops them), and a first session beats nothing: there is nothing to beat.
public struct RecordBests: Sendable {
    public private(set) var heaviest: Double?
    public private(set) var oneRepMax: Double?
    public private(set) var setVolume: Double?
    public private(set) var sessionVolume: Double?
    /// Whether any working set has been folded in.
    public private(set) var hasHistory = false
    private var repsByWeight: [Double: Int] = [:]

    public init() {}

    /// Folds one session's working sets in.
    public mutating func absorb(_ samples: [RecordSample]) {
        guard !samples.isEmpty else { return }
        hasHistory = true
        for sample in samples {
            if sample.countsWeight { heaviest = Swift.max(heaviest ?? sample.kilograms, sample.kilograms) }
            if let estimate = sample.oneRepMax { oneRepMax = Swift.max(oneRepMax ?? estimate, estimate) }
            if sample.volume > 0 { setVolume = Swift.max(setVolume ?? sample.volume, sample.volume) }
            if let weight = sample.repsWeight {
                let key = Self.key(weight)
                repsByWeight[key] = Swift.max(repsByWeight[key] ?? 0, sample.reps)
            }
        }
        let total = Self.total(samples)
        if total > 0 { sessionVolume = Swift.max(sessionVolume ?? total, total) }
    }

    /// The most reps done at `kilograms` or heavier; nil when nothing that heavy was done.
    public func mostReps(atLeast kilograms: Double) -> Int? {
        let key = Self.key(kilograms)
        return repsByWeight.lazy.filter { $0.key >= key }.map(\.value).max()
    }

    /// The records a session of `samples` sets against these bests, in a fixed order: heaviest weight, best e1RM,
    /// most reps at a weight (the heaviest weight whose reps beat every earlier set at that weight or heavier), best set
    /// volume, best session volume.
    public func records(beatenBy samples: [RecordSample], exerciseID: Int64, name: String) -> [PersonalRecord] {
        guard hasHistory, !samples.isEmpty else { return [] }
        var records: [PersonalRecord] = []
        func add(_ kind: PersonalRecord.Kind, _ value: Double?, _ previous: Double?) {
            guard let value, let previous, value > previous + 1e-9 else { return }
            records.append(PersonalRecord(exerciseID: exerciseID, exerciseName: name, kind: kind, kilograms: value, previousKilograms: previous))
        }
        add(.heaviestWeight, samples.filter(\.countsWeight).map(\.kilograms).max(), heaviest)
        add(.bestE1RM, samples.compactMap(\.oneRepMax).max(), oneRepMax)
        var repsToday: [Double: Int] = [:]
        for sample in samples {
            guard let weight = sample.repsWeight else { continue }
            repsToday[Self.key(weight)] = Swift.max(repsToday[Self.key(weight)] ?? 0, sample.reps)
        }
        for weight in repsToday.keys.sorted(by: >) {
            if let earlier = mostReps(atLeast: weight), let reps = repsToday[weight], reps > earlier {
                records.append(PersonalRecord(
                    exerciseID: exerciseID, exerciseName: name, kind: .mostRepsAtWeight, kilograms: weight, reps: reps, previousReps: earlier))
                break
            }
        }
        add(.bestSetVolume, samples.map(\.volume).filter { $0 > 0 }.max(), setVolume)
        let total = Self.total(samples)
        add(.bestSessionVolume, total > 0 ? total : nil, sessionVolume)
        return records
    }

    /// The weight to the hundredth of a kilogram, so 225 lb and 102.06 kg meet.
    static func key(_ kilograms: Double) -> Double { (kilograms * 100).rounded() / 100 }

    private static func total(_ samples: [RecordSample]) -> Double { samples.reduce(0) { $0 + $1.volume } }
}
