import Foundation

/// How an AMRAP set's reps move a training max (nSuns): each row from a number of reps up, the step by body region.
public struct AmrapTable: Equatable, Sendable {
    /// From `minimumReps` reps (up to the next row), the training max moves by `upper` or `lower`.
    public struct Row: Equatable, Sendable {
        public var minimumReps: Int
        public var upper: LoadStep
        public var lower: LoadStep

        public init(minimumReps: Int, upper: LoadStep, lower: LoadStep) {
            self.minimumReps = minimumReps
            self.upper = upper
            self.lower = lower
        }
    }

    /// Rows by `minimumReps`, lowest first; reps below the first row leave the training max alone.
    public var rows: [Row]

    public init(rows: [Row]) { self.rows = rows.sorted { $0.minimumReps < $1.minimumReps } }

    /// The row that `reps` falls in, nil below the first.
    public func row(for reps: Int) -> Row? { rows.last { reps >= $0.minimumReps } }

    /// nSuns' table for the 1+ set: 0–1 reps no change, 2–3 +2.5 kg / 5 lb, 4–5 +2.5 or 5 kg (5 or 10 lb, upper or lower),
    /// 6 or more +5 or 7.5 kg (10 or 15 lb).
    public static let nSuns = AmrapTable(rows: [
        Row(minimumReps: 2, upper: .upper, lower: .upper),
        Row(minimumReps: 4, upper: .upper, lower: .lower),
        Row(minimumReps: 6, upper: .lower, lower: LoadStep(kilograms: 7.5, pounds: 15)),
    ])
}
