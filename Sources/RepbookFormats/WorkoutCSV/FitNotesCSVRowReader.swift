import RepbookCore

/// Reads FitNotes' export: `Date,Exercise,Category,Weight,Weight Unit,Reps,Distance,Distance Unit,Time,Comment`
/// (units `kgs`/`lbs`, distances in m, km, mi or ft, times `H:MM:SS`), or the older layout with `Weight (kgs)` or
/// `Weight (lbs)` and no unit column. FitNotes writes only the day: each day is one workout named "FitNotes workout",
/// starting at noon so it stays on its day in any time zone; sets keep the file's order and a comment is the set's note.
struct FitNotesCSVRowReader: WorkoutCSVRowReader {
    /// The columns a FitNotes header must name, for messages.
    static let requiredNames = ["Date", "Exercise", "Weight", "Reps"]
    /// The name given to every FitNotes workout.
    static let workoutName = "FitNotes workout"

    private let date: Int
    private let exercise: Int
    private let category: Int?
    private let weight: Int
    private let headerUnit: WeightUnit?
    private let weightUnitColumn: Int?
    private let reps: Int
    private let distance: Int?
    private let distanceUnitColumn: Int?
    private let time: Int?
    private let comment: Int?
    private let assumedUnit: WeightUnit
    let requiredColumnCount: Int
    private var lastDate: (text: String, value: NaiveDateTime)?

    /// The columns of a FitNotes header; nil when it is not one.
    init?(header: WorkoutCSVHeader, assumedUnit: WeightUnit) {
        guard let date = header.column("Date"), let exercise = header.column("Exercise"),
              let weight = header.qualifiedColumn("Weight"), let reps = header.column("Reps") else { return nil }
        let headerUnit = weight.qualifier.flatMap(WorkoutCSVUnits.weightUnit(named:))
        guard weight.qualifier == nil || headerUnit != nil else { return nil }
        self.date = date
        self.exercise = exercise
        self.weight = weight.index
        self.headerUnit = headerUnit
        self.reps = reps
        self.assumedUnit = assumedUnit
        category = header.column("Category")
        weightUnitColumn = header.column("Weight Unit")
        distance = header.column("Distance")
        distanceUnitColumn = header.column("Distance Unit")
        time = header.column("Time")
        comment = header.column("Comment")
        requiredColumnCount = [date, exercise, weight.index, reps].max()! + 1
    }

    mutating func read(_ cells: [String], line: Int) throws(CellProblem) -> WorkoutCSVRow {
        let start = try noon(cells[date])
        let name = CSVFormulaGuard.restored(cells[exercise])
        guard !name.isEmpty else { throw CellProblem("import.reason.exercise_empty") }
        let stated = statedUnit(cells)
        let values = SetValues(
            weight: try SetCellReading.weight(cells[weight], unit: stated ?? assumedUnit), reps: try SetCellReading.reps(cells[reps]),
            durationSeconds: try seconds(cell(cells, time)), distanceMeters: try meters(cells),
            note: try SetCellReading.note(cell(cells, comment)))
        let categoryName = CSVFormulaGuard.restored(cell(cells, category))
        return WorkoutCSVRow(
            line: line, workoutKey: cells[date], workoutName: Self.workoutName, start: start, durationSeconds: nil, workoutNotes: "",
            exerciseKey: name, exerciseName: name, category: categoryName.isEmpty ? nil : categoryName, exerciseNotes: "",
            superset: nil, set: values, statedUnit: stated)
    }

    /// The header's unit, else the row's `Weight Unit` cell.
    private func statedUnit(_ cells: [String]) -> WeightUnit? {
        headerUnit ?? WorkoutCSVUnits.weightUnit(named: cell(cells, weightUnitColumn))
    }

    /// `0:01:30` or plain seconds.
    private func seconds(_ text: String) throws(CellProblem) -> Int? {
        guard !text.isEmpty else { return nil }
        guard let seconds = WorkoutCSVDurations.clock(text) else { return try SetCellReading.seconds(text) }
        return try SetCellReading.seconds(Double(seconds), written: text)
    }

    /// The distance in the row's unit (the assumed one when the cell is empty), in meters.
    private func meters(_ cells: [String]) throws(CellProblem) -> Double? {
        let unitName = cell(cells, distanceUnitColumn)
        var metersPerUnit = WorkoutCSVUnits.assumedMetersPerDistanceUnit(for: assumedUnit)
        if !unitName.isEmpty {
            guard let named = WorkoutCSVUnits.metersPerUnit(named: unitName) else {
                throw CellProblem("import.reason.distance_unit", ["unit": .text(unitName), "units": "m, km, mi, ft"])
            }
            metersPerUnit = named
        }
        return try SetCellReading.meters(cell(cells, distance), metersPerUnit: metersPerUnit)
    }

    /// Noon of the row's day; the rows of a day share the text, so the last one read is reused.
    private mutating func noon(_ text: String) throws(CellProblem) -> NaiveDateTime {
        if let lastDate, lastDate.text == text { return lastDate.value }
        guard let day = WorkoutCSVDates.isoDate(text) ?? WorkoutCSVDates.isoDateTime(text)?.date,
              let value = NaiveDateTime(date: day, hour: 12) else {
            throw CellProblem("import.reason.not_a_date", ["value": .text(text), "example": "2022-09-14"])
        }
        lastDate = (text, value)
        return value
    }
}
