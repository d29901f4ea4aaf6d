import Foundation

/// One exercise's figures in one finished workout, the read model the store writes in the same transaction as the
/// sets (table `exercise_session`): everything records and trends need, for both 1RM formulas, so readers fold a few
/// rows per session instead of every set.
///
/// Bodyweight kinds estimate the 1RM from the body weight of the day, and weigh-ins can be added or changed later, so
/// for them the summary stores the inputs instead (`loads`) and the estimate is made when read (`figures`).
public struct ExerciseSessionSummary: Equatable, Sendable {
    /// The added weight and reps of a working set of a bodyweight kind, whose 1RM depends on the body weight.
    public struct Load: Equatable, Sendable {
        public let kilograms: Double
        public let reps: Int

        public init(kilograms: Double, reps: Int) {
            self.kilograms = kilograms
            self.reps = reps
        }
    }

    public let workoutID: Int64
    public let exerciseID: Int64
    public let date: LocalDate
    /// The exercise's kind when the summary was written (the store rewrites summaries when the kind changes).
    public let kind: ExerciseKind
    /// The figures with the Epley formula; the 1RM is nil for bodyweight kinds (see `loads`).
    public let epley: SessionFigures
    /// The best e1RM with the Brzycki formula (nil for bodyweight kinds); every other figure is `epley`'s.
    public let brzycki: SessionFigures.Best?
    /// Bodyweight kinds only: each distinct (added weight, reps) of the working sets, in the order first done.
    public let loads: [Load]

    public init(
        workoutID: Int64, exerciseID: Int64, date: LocalDate, kind: ExerciseKind, epley: SessionFigures,
        brzycki: SessionFigures.Best?, loads: [Load]
    ) {
        self.workoutID = workoutID
        self.exerciseID = exerciseID
        self.date = date
        self.kind = kind
        self.epley = epley
        self.brzycki = brzycki
        self.loads = loads
    }

    /// The summary of one session's done sets (one workout, one exercise); nil when no working set has reps.
    /// The one rule behind every stored summary.
    public static func of(_ session: ArraySlice<PerformedSet>) -> ExerciseSessionSummary? {
        guard let first = session.first else { return nil }
        let needsBodyWeight = ExerciseHistory.needsBodyWeight(first.kind)
        func samples(_ formula: OneRepMaxFormula) -> [RecordSample] {
            session.compactMap { RecordSample.of($0.values, kind: $0.kind, formula: formula, bodyWeight: nil) }
        }
        guard let figures = SessionFigures(samples: samples(.epley)) else { return nil }
        var loads: [Load] = []
        if needsBodyWeight {
            for sample in samples(.epley) where !loads.contains(Load(kilograms: sample.kilograms, reps: sample.reps)) {
                loads.append(Load(kilograms: sample.kilograms, reps: sample.reps))
            }
        }
        return ExerciseSessionSummary(
            workoutID: first.workoutID, exerciseID: first.exerciseID, date: first.date, kind: first.kind,
            epley: needsBodyWeight ? figures.replacingOneRepMax(nil) : figures,
            brzycki: needsBodyWeight ? nil : SessionFigures(samples: samples(.brzycki))?.oneRepMax, loads: loads)
    }

    /// The summaries of `sets` (oldest first, grouped by workout, any exercises): one per workout and exercise, each
    /// exercise's in order.
    public static func sessions(of sets: [PerformedSet]) -> [ExerciseSessionSummary] {
        var order: [Int64] = []
        var byExercise: [Int64: [PerformedSet]] = [:]
        for set in sets {
            if byExercise[set.exerciseID] == nil { order.append(set.exerciseID) }
            byExercise[set.exerciseID, default: []].append(set)
        }
        return order.flatMap { ExerciseSessions.split(byExercise[$0] ?? []).compactMap(of) }
    }

    /// The figures with `formula`, the 1RM of bodyweight kinds estimated with `bodyWeight` (the weight of the day).
    public func figures(formula: OneRepMaxFormula, bodyWeight: BodyWeightHistory) -> SessionFigures {
        guard ExerciseHistory.needsBodyWeight(kind) else {
            return formula == .epley ? epley : epley.replacingOneRepMax(brzycki)
        }
        let weight = bodyWeight.kilograms(on: date)
        var best: SessionFigures.Best?
        for load in loads {
            guard let estimate = RecordSample.oneRepMax(entered: load.kilograms, reps: load.reps, kind: kind, formula: formula, bodyWeight: weight),
                  estimate > best?.value ?? -.infinity else { continue }
            best = SessionFigures.Best(value: estimate, kilograms: load.kilograms, reps: load.reps)
        }
        return epley.replacingOneRepMax(best)
    }
}

extension SessionFigures {
    /// The same figures with another best e1RM.
    func replacingOneRepMax(_ best: Best?) -> SessionFigures {
        SessionFigures(
            workingSets: workingSets, heaviest: heaviest, oneRepMax: best, bestSetVolume: bestSetVolume, volume: volume,
            repsAtWeight: repsAtWeight, repRanges: repRanges)
    }
}
