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

    /// The bests of an exercise's sessions folded into `running` (the store's running bests), with `formula`'s 1RM.
    public init(_ running: RunningBests, formula: OneRepMaxFormula) {
        hasHistory = true
        heaviest = running.heaviest
        oneRepMax = formula == .epley ? running.epley : running.brzycki
        setVolume = running.setVolume
        sessionVolume = running.sessionVolume
        repsByWeight = running.repRecords
    }

    /// Folds one session's working sets in.
    public mutating func absorb(_ samples: [RecordSample]) {
        if let figures = SessionFigures(samples: samples) { absorb(figures) }
    }

    /// Folds one session's figures in.
    public mutating func absorb(_ figures: SessionFigures) {
        hasHistory = true
        if let best = figures.heaviest { heaviest = Swift.max(heaviest ?? best.value, best.value) }
        if let best = figures.oneRepMax { oneRepMax = Swift.max(oneRepMax ?? best.value, best.value) }
        if let best = figures.bestSetVolume { setVolume = Swift.max(setVolume ?? best.value, best.value) }
        for (key, reps) in figures.repsAtWeight { repsByWeight[key] = Swift.max(repsByWeight[key] ?? 0, reps) }
        if figures.volume > 0 { sessionVolume = Swift.max(sessionVolume ?? figures.volume, figures.volume) }
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
        guard let figures = SessionFigures(samples: samples) else { return [] }
        return records(beatenBy: figures, exerciseID: exerciseID, name: name)
    }

    /// The records a session with `figures` sets against these bests, in the order of `records(beatenBy:…)` above.
    public func records(beatenBy figures: SessionFigures, exerciseID: Int64, name: String) -> [PersonalRecord] {
        guard hasHistory else { return [] }
        var records: [PersonalRecord] = []
        func add(_ kind: PersonalRecord.Kind, _ value: Double?, _ previous: Double?) {
            guard let value, let previous, value > previous + 1e-9 else { return }
            records.append(PersonalRecord(exerciseID: exerciseID, exerciseName: name, kind: kind, kilograms: value, previousKilograms: previous))
        }
        add(.heaviestWeight, figures.heaviest?.value, heaviest)
        add(.bestE1RM, figures.oneRepMax?.value, oneRepMax)
        for weight in figures.repsAtWeight.keys.sorted(by: >) {
            if let earlier = mostReps(atLeast: weight), let reps = figures.repsAtWeight[weight], reps > earlier {
                records.append(PersonalRecord(
                    exerciseID: exerciseID, exerciseName: name, kind: .mostRepsAtWeight, kilograms: weight, reps: reps, previousReps: earlier))
                break
            }
        }
        add(.bestSetVolume, figures.bestSetVolume?.value, setVolume)
        add(.bestSessionVolume, figures.volume > 0 ? figures.volume : nil, sessionVolume)
        return records
    }

    /// The weight to the hundredth of a kilogram, so 225 lb and 102.06 kg meet.
    static func key(_ kilograms: Double) -> Double { (kilograms * 100).rounded() / 100 }
}
