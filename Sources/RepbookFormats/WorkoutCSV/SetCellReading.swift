import RepbookCore

/// Why a row's cell cannot become part of a set, in words a lifter understands.
struct CellProblem: Error {
    let reason: String
}

/// Reads a set's measurements from cells, refusing what the log cannot hold (the ranges of
/// `SetValueRules`) with the value named. An empty cell is no value.
enum SetCellReading {
    /// The heaviest weight the log holds, in any unit.
    static let maximumWeight = SetValueRules.maximumWeight
    /// The most reps the log holds.
    static let maximumReps = SetValueRules.maximumReps
    /// The longest time of one set: a day.
    static let maximumSeconds = SetValueRules.maximumSeconds
    /// The longest distance of one set: 1,000 km.
    static let maximumMeters = SetValueRules.maximumMeters

    /// A weight in `unit`; an empty cell is none (a bodyweight set), `0` stays 0.
    static func weight(_ text: String, unit: WeightUnit) throws(CellProblem) -> Weight? {
        guard !text.isEmpty else { return nil }
        guard let value = WorkoutCSVNumber.parse(text) else { throw CellProblem(reason: "weight \"\(text)\" is not a number") }
        guard value >= 0 else { throw CellProblem(reason: "weight \(text) is negative") }
        guard value <= maximumWeight else { throw CellProblem(reason: "weight \(text) is more than \(Int(maximumWeight))") }
        return Weight(value, unit)
    }

    /// Whole reps; `13.0` is 13.
    static func reps(_ text: String) throws(CellProblem) -> Int? {
        guard !text.isEmpty else { return nil }
        guard let value = WorkoutCSVNumber.parse(text) else { throw CellProblem(reason: "\"\(text)\" is not a number of reps") }
        guard value >= 0 else { throw CellProblem(reason: "reps \(text) is negative") }
        guard value <= Double(maximumReps) else { throw CellProblem(reason: "reps \(text) is more than \(maximumReps)") }
        guard value == value.rounded() else { throw CellProblem(reason: "reps \(text) is not a whole number") }
        return Int(value)
    }

    /// A time in seconds; 0 is no time.
    static func seconds(_ text: String) throws(CellProblem) -> Int? {
        guard !text.isEmpty else { return nil }
        guard let value = WorkoutCSVNumber.parse(text) else { throw CellProblem(reason: "\"\(text)\" is not a time in seconds") }
        return try seconds(value, written: text)
    }

    /// A time already read as a number of seconds; 0 is no time.
    static func seconds(_ value: Double, written text: String) throws(CellProblem) -> Int? {
        guard value >= 0 else { throw CellProblem(reason: "time \(text) is negative") }
        guard value <= Double(maximumSeconds) else { throw CellProblem(reason: "time \(text) is longer than a day") }
        let seconds = Int(value.rounded())
        return seconds > 0 ? seconds : nil
    }

    /// A distance written in a unit of `metersPerUnit` meters, in meters; 0 is no distance.
    static func meters(_ text: String, metersPerUnit: Double) throws(CellProblem) -> Double? {
        guard !text.isEmpty else { return nil }
        guard let value = WorkoutCSVNumber.parse(text) else { throw CellProblem(reason: "distance \"\(text)\" is not a number") }
        guard value >= 0 else { throw CellProblem(reason: "distance \(text) is negative") }
        let meters = value * metersPerUnit
        guard meters <= maximumMeters else { throw CellProblem(reason: "distance \(text) is more than 1000 km") }
        return meters > 0 ? meters : nil
    }

    /// An RPE of 6 to 10 in half steps; anything else is dropped (the set is kept).
    static func rpe(_ text: String) -> Double? {
        guard !text.isEmpty, let value = WorkoutCSVNumber.parse(text),
              SetValueRules.isRPE(value) else { return nil }
        return value
    }

    /// A set note; longer than the log holds is refused.
    static func note(_ text: String) throws(CellProblem) -> String {
        guard UserText.length(text) <= SetValueRules.maximumNoteLength else {
            throw CellProblem(reason: "the set note is longer than 500 characters")
        }
        return CSVFormulaGuard.restored(text)
    }

    /// The values of a timed or cardio set: reps 0 and weight 0 stand for "none" there, as Strong and Hevy write them.
    static func cardioAdjusted(_ values: SetValues) -> SetValues {
        guard values.durationSeconds != nil || values.distanceMeters != nil else { return values }
        var adjusted = values
        if adjusted.reps == 0 { adjusted.reps = nil }
        if adjusted.weight?.value == 0 { adjusted.weight = nil }
        return adjusted
    }
}
