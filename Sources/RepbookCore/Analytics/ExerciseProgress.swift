import Foundation

/// An exercise's whole history folded once: each session's figures, the standing records with when they were set,
/// every record as it was beaten, and how the working sets spread over rep ranges. Folded on demand from the stored
/// session summaries (or from raw sets through the same summary rule), so deleting a workout simply changes the answer.
public struct ExerciseProgress: Sendable {
    /// One workout's figures for the exercise.
    public struct Session: Equatable, Sendable {
        public let workoutID: Int64
        public let date: LocalDate
        public let workingSets: Int
        public let bestOneRepMax: Double?
        public let heaviest: Double?
        public let volume: Double
    }

    /// A standing record: the value, the set behind it (weight and reps) and where it was set.
    public struct Mark: Equatable, Sendable {
        public let kilograms: Double
        public let setKilograms: Double?
        public let reps: Int?
        public let date: LocalDate
        public let workoutID: Int64
    }

    /// A record as it was beaten: the record with its day and workout.
    public struct Event: Equatable, Sendable {
        public let record: PersonalRecord
        public let date: LocalDate
        public let workoutID: Int64
    }

    public let sessions: [Session]
    public let heaviest: Mark?
    public let bestOneRepMax: Mark?
    public let bestSetVolume: Mark?
    public let bestSessionVolume: Mark?
    /// The most reps at each weight, heaviest first (weight 0 is bodyweight or reps-only work).
    public let repsAtWeight: [Mark]
    /// Records in the order they were set; a first session sets none.
    public let events: [Event]
    /// Working sets per rep range, in `RepRangeBucket` order.
    public let repRanges: [(bucket: RepRangeBucket, sets: Int)]

    /// Folds `sets` (one exercise, oldest first, grouped by workout) with the user's formula and body weights.
    public init(
        sets: [PerformedSet], exerciseID: Int64, name: String, formula: OneRepMaxFormula, bodyWeight: BodyWeightHistory
    ) {
        self.init(
            sessions: ExerciseSessions.split(sets).compactMap(ExerciseSessionSummary.of), exerciseID: exerciseID, name: name,
            formula: formula, bodyWeight: bodyWeight)
    }

    /// Folds the exercise's session summaries (oldest first) with the user's formula and body weights.
    public init(
        sessions summaries: [ExerciseSessionSummary], exerciseID: Int64, name: String, formula: OneRepMaxFormula,
        bodyWeight: BodyWeightHistory
    ) {
        var sessions: [Session] = []
        var events: [Event] = []
        var bests = RecordBests()
        var heaviest: Mark?
        var bestOneRepMax: Mark?
        var bestSetVolume: Mark?
        var bestSessionVolume: Mark?
        var repsAtWeight: [Double: Mark] = [:]
        var rangeCounts = [Int](repeating: 0, count: RepRangeBucket.allCases.count)
        func beats(_ value: Double, _ mark: Mark?) -> Bool { mark.map { value > $0.kilograms + 1e-9 } ?? true }

        for summary in summaries {
            let figures = summary.figures(formula: formula, bodyWeight: bodyWeight)
            let here = (date: summary.date, workoutID: summary.workoutID)
            func mark(_ best: SessionFigures.Best) -> Mark {
                Mark(kilograms: best.value, setKilograms: best.kilograms, reps: best.reps, date: here.date, workoutID: here.workoutID)
            }
            events += bests.records(beatenBy: figures, exerciseID: exerciseID, name: name).map {
                Event(record: $0, date: here.date, workoutID: here.workoutID)
            }
            bests.absorb(figures)
            for (index, count) in figures.repRanges.enumerated() where index < rangeCounts.count { rangeCounts[index] += count }
            if let best = figures.heaviest, beats(best.value, heaviest) { heaviest = mark(best) }
            if let best = figures.oneRepMax, beats(best.value, bestOneRepMax) { bestOneRepMax = mark(best) }
            if let best = figures.bestSetVolume, beats(best.value, bestSetVolume) { bestSetVolume = mark(best) }
            for (key, reps) in figures.repsAtWeight where reps > repsAtWeight[key]?.reps ?? 0 {
                repsAtWeight[key] = Mark(kilograms: key, setKilograms: key, reps: reps, date: here.date, workoutID: here.workoutID)
            }
            if figures.volume > 0, beats(figures.volume, bestSessionVolume) {
                bestSessionVolume = Mark(kilograms: figures.volume, setKilograms: nil, reps: nil, date: here.date, workoutID: here.workoutID)
            }
            sessions.append(Session(
                workoutID: here.workoutID, date: here.date, workingSets: figures.workingSets, bestOneRepMax: figures.oneRepMax?.value,
                heaviest: figures.heaviest?.value, volume: figures.volume))
        }
        self.sessions = sessions
        self.heaviest = heaviest
        self.bestOneRepMax = bestOneRepMax
        self.bestSetVolume = bestSetVolume
        self.bestSessionVolume = bestSessionVolume
        self.repsAtWeight = repsAtWeight.values.sorted { $0.kilograms > $1.kilograms }
        self.events = events
        self.repRanges = zip(RepRangeBucket.allCases, rangeCounts).map { ($0, $1) }
    }

    /// The sessions summed per week (Monday to Sunday): best e1RM and heaviest are the week's best, volume its total.
    public var weeks: [Session] {
        var result: [Session] = []
        for session in sessions {
            let week = session.date.weekStart
            if let last = result.last, last.date == week {
                result[result.count - 1] = Session(
                    workoutID: last.workoutID, date: week, workingSets: last.workingSets + session.workingSets,
                    bestOneRepMax: Self.larger(last.bestOneRepMax, session.bestOneRepMax), heaviest: Self.larger(last.heaviest, session.heaviest),
                    volume: last.volume + session.volume)
            } else {
                result.append(Session(
                    workoutID: session.workoutID, date: week, workingSets: session.workingSets, bestOneRepMax: session.bestOneRepMax,
                    heaviest: session.heaviest, volume: session.volume))
            }
        }
        return result
    }

    private static func larger(_ a: Double?, _ b: Double?) -> Double? {
        switch (a, b) {
        case let (a?, b?): Swift.max(a, b)
        default: a ?? b
        }
    }
}
