import RepbookCore

/// Why a row's cell cannot become part of a set, as a catalog text (`import.reason.*`) the page writes in the lifter's language.
struct CellProblem: Error {
    let reason: LocalizedText

    /// The problem `key` with its slots.
    init(_ key: String, _ values: [String: LocalizedText.Slot] = [:]) {
        reason = LocalizedText(key, values)
    }
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
        guard let value = WorkoutCSVNumber.parse(text) else { throw CellProblem("import.reason.weight_not_number", ["value": .text(text)]) }
        guard value >= 0 else { throw CellProblem("import.reason.weight_negative", ["value": .text(text)]) }
        guard value <= maximumWeight else {
            throw CellProblem("import.reason.weight_too_heavy", ["value": .text(text), "maximum": .integer(Int(maximumWeight))])
        }
        return Weight(value, unit)
    }

    /// Whole reps; `13.0` is 13.
    static func reps(_ text: String) throws(CellProblem) -> Int? {
        guard !text.isEmpty else { return nil }
        guard let value = WorkoutCSVNumber.parse(text) else { throw CellProblem("import.reason.reps_not_number", ["value": .text(text)]) }
        guard value >= 0 else { throw CellProblem("import.reason.reps_negative", ["value": .text(text)]) }
        guard value <= Double(maximumReps) else {
            throw CellProblem("import.reason.reps_too_many", ["value": .text(text), "maximum": .integer(maximumReps)])
        }
        guard value == value.rounded() else { throw CellProblem("import.reason.reps_not_whole", ["value": .text(text)]) }
        return Int(value)
    }

    /// A time in seconds; 0 is no time.
    static func seconds(_ text: String) throws(CellProblem) -> Int? {
        guard !text.isEmpty else { return nil }
        guard let value = WorkoutCSVNumber.parse(text) else { throw CellProblem("import.reason.time_not_seconds", ["value": .text(text)]) }
        return try seconds(value, written: text)
    }

    /// A time already read as a number of seconds; 0 is no time.
    static func seconds(_ value: Double, written text: String) throws(CellProblem) -> Int? {
        guard value >= 0 else { throw CellProblem("import.reason.time_negative", ["value": .text(text)]) }
        guard value <= Double(maximumSeconds) else { throw CellProblem("import.reason.time_over_a_day", ["value": .text(text)]) }
        let seconds = Int(value.rounded())
        return seconds > 0 ? seconds : nil
    }

    /// A distance written in a unit of `metersPerUnit` meters, in meters; 0 is no distance.
    static func meters(_ text: String, metersPerUnit: Double) throws(CellProblem) -> Double? {
        guard !text.isEmpty else { return nil }
        guard let value = WorkoutCSVNumber.parse(text) else { throw CellProblem("import.reason.distance_not_number", ["value": .text(text)]) }
        guard value >= 0 else { throw CellProblem("import.reason.distance_negative", ["value": .text(text)]) }
        let meters = value * metersPerUnit
        guard meters <= maximumMeters else {
            throw CellProblem("import.reason.distance_too_far", ["value": .text(text), "maximum": .integer(Int(maximumMeters / 1000))])
        }
        return meters > 0 ? meters : nil
    }

    /// An RPE of 6 to 10 in half steps; anything else is dropped (the set is kept).
    static func rpe(_ text: String) -> Double? {
        guard !text.isEmpty, let value = WorkoutCSVNumber.parse(text),
            SetValueRules.isRPE(value)
        else { return nil }
        return value
    }

    /// A set note; longer than the log holds is refused.
    static func note(_ text: String) throws(CellProblem) -> String {
        guard UserText.length(text) <= SetValueRules.maximumNoteLength else {
            throw CellProblem("import.reason.note_too_long", ["maximum": .integer(SetValueRules.maximumNoteLength)])
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
