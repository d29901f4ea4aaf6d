import Foundation

/// A quick lift-log line as typed: date, weight, reps and sets (also the log form's field names, for decoding it);
/// validated into a `QuickLogEntry`.
public struct QuickLogInput: Sendable, Equatable, Decodable {
    public var date: String?
    public var weight: String?
    public var reps: String?
    public var sets: String?

    public init(date: String? = nil, weight: String? = nil, reps: String? = nil, sets: String? = nil) {
        self.date = date
        self.weight = weight
        self.reps = reps
        self.sets = sets
    }

    /// The most sets one line may add.
    public static let maximumSets = 50

    /// Checks every field, naming the one at fault. The date defaults to `today`; a weight without a unit is in `unit`;
    /// exercises measured with weight need one.
    public func entry(today: LocalDate, unit: WeightUnit, kind: ExerciseKind) throws(DomainError) -> QuickLogEntry {
        let dateText = date?.trimmingCharacters(in: .whitespaces) ?? ""
        let day: LocalDate
        if dateText.isEmpty {
            day = today
        } else {
            guard let parsed = LocalDate(dateText) else { throw .invalid(field: "date", message:
                LocalizedText("error.date_real_day_written_yyyy_mm")) }
            day = parsed
        }
        let weightText = weight?.trimmingCharacters(in: .whitespaces) ?? ""
        var parsedWeight: Weight?
        if !weightText.isEmpty {
            guard let value = Weight.parse(weightText, defaultUnit: unit) else {
                throw .invalid(field: "weight", message: LocalizedText("error.set.weight_typed_range"))
            }
            parsedWeight = value
        } else if kind == .weightAndReps {
            throw .invalid(field: "weight", message: LocalizedText("error.weight_required_for_exercise"))
        }
        guard let repsValue = Int(reps?.trimmingCharacters(in: .whitespaces) ?? ""), (1...1000).contains(repsValue) else {
            throw .invalid(field: "reps", message: LocalizedText("error.reps_whole_number_from_1_1000"))
        }
        let setsText = sets?.trimmingCharacters(in: .whitespaces) ?? ""
        let setsValue = setsText.isEmpty ? 1 : Int(setsText)
        guard let setsValue, (1...Self.maximumSets).contains(setsValue) else {
            throw .invalid(field: "sets", message: LocalizedText("error.quick_log.sets_range", ["maximumSets": "\(Self.maximumSets)"]))
        }
        return QuickLogEntry(date: day, weight: parsedWeight, reps: repsValue, sets: setsValue)
    }
}

/// A validated quick-log line.
public struct QuickLogEntry: Equatable, Sendable {
    public let date: LocalDate
    public let weight: Weight?
    public let reps: Int
    public let sets: Int

    public init(date: LocalDate, weight: Weight?, reps: Int, sets: Int) {
        self.date = date
        self.weight = weight
        self.reps = reps
        self.sets = sets
    }
}
