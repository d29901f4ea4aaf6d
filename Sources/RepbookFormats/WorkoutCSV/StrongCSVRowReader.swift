import RepbookCore

/// Reads Strong's exports, every layout, finding columns by name: the classic 12 comma columns, the 10 without notes,
/// the `;` layout with units in the headers or in `Weight Unit`/`Distance Unit` columns, and the current one with
/// `Workout #` and `Duration (sec)`. `Set Order` is a number or W, D, F; `Rest Timer` rows are skipped and a `Note`
/// row's text becomes the exercise's notes.
struct StrongCSVRowReader: WorkoutCSVRowReader {
    /// The columns a Strong header must name, for messages.
    static let requiredNames = ["Date", "Workout Name", "Exercise Name", "Set Order", "Weight", "Reps"]

    private let date: Int
    private let workoutName: Int
    private let exerciseName: Int
    private let setOrder: Int
    private let weight: Int
    private let reps: Int
    private let workoutNumber: Int?
    private let duration: Int?
    private let durationIsSeconds: Bool
    private let distance: Int?
    private let seconds: Int?
    private let notes: Int?
    private let workoutNotes: Int?
    private let rpe: Int?
    private let weightUnitColumn: Int?
    private let distanceUnitColumn: Int?
    /// The unit the weight column's name states.
    private let headerUnit: WeightUnit?
    private let assumedUnit: WeightUnit
    private let headerMetersPerDistanceUnit: Double?
    let requiredColumnCount: Int
    private var lastDate: (text: String, value: NaiveDateTime)?

    /// The columns of a Strong header; nil when it is not one.
    init?(header: WorkoutCSVHeader, assumedUnit: WeightUnit) {
        guard let date = header.column("Date"), let workoutName = header.column("Workout Name"),
              let exerciseName = header.column("Exercise Name"), let setOrder = header.column("Set Order"),
              let weight = header.qualifiedColumn("Weight"), let reps = header.column("Reps") else { return nil }
        let headerUnit = weight.qualifier.flatMap(WorkoutCSVUnits.weightUnit(named:))
        guard weight.qualifier == nil || headerUnit != nil else { return nil }
        self.date = date
        self.workoutName = workoutName
        self.exerciseName = exerciseName
        self.setOrder = setOrder
        self.weight = weight.index
        self.reps = reps
        self.headerUnit = headerUnit
        self.assumedUnit = assumedUnit
        workoutNumber = header.column("Workout #")
        let duration = header.qualifiedColumn("Duration")
        self.duration = duration?.index
        durationIsSeconds = duration?.qualifier.map { ["sec", "secs", "seconds", "s"].contains($0) } ?? false
        let distance = header.qualifiedColumn("Distance")
        self.distance = distance?.index
        headerMetersPerDistanceUnit = distance?.qualifier.flatMap(WorkoutCSVUnits.metersPerUnit(named:))
        seconds = header.column("Seconds")
        notes = header.column("Notes")
        workoutNotes = header.column("Workout Notes")
        rpe = header.column("RPE")
        weightUnitColumn = header.column("Weight Unit")
        distanceUnitColumn = header.column("Distance Unit")
        let used = [date, workoutName, exerciseName, setOrder, weight.index, reps]
        requiredColumnCount = used.max()! + 1
    }

    mutating func read(_ cells: [String], line: Int) throws(CellProblem) -> WorkoutCSVRow {
        let start = try startTime(cells[date])
        let exercise = CSVFormulaGuard.restored(cells[exerciseName])
        guard !exercise.isEmpty else { throw CellProblem("import.reason.exercise_empty") }
        let name = CSVFormulaGuard.restored(cells[workoutName])
        let order = cells[setOrder]
        let exerciseNotes = CSVFormulaGuard.restored(cell(cells, notes))
        var set: SetValues?
        switch order.lowercased() {
        case "rest timer":
            throw CellProblem("import.reason.rest_timer_row")
        case "note":
            guard !exerciseNotes.isEmpty else { throw CellProblem("import.reason.empty_note_row") }
        default:
            set = try values(cells, kind: kind(order))
        }
        let number = cell(cells, workoutNumber)
        return WorkoutCSVRow(
            line: line, workoutKey: number + "\u{1F}" + cells[date] + "\u{1F}" + name,
            workoutName: name.isEmpty ? "Workout" : name, start: start, durationSeconds: durationSeconds(cell(cells, duration)),
            workoutNotes: CSVFormulaGuard.restored(cell(cells, workoutNotes)), exerciseKey: exercise, exerciseName: exercise,
            category: nil, exerciseNotes: exerciseNotes, superset: nil, set: set, statedUnit: set == nil ? nil : statedUnit(cells))
    }

    /// The set's measurements; weights in the unit stated by the header or the row, else the one assumed.
    private func values(_ cells: [String], kind: SetKind) throws(CellProblem) -> SetValues {
        let unit = statedUnit(cells) ?? assumedUnit
        var metersPerUnit = headerMetersPerDistanceUnit ?? WorkoutCSVUnits.assumedMetersPerDistanceUnit(for: assumedUnit)
        let distanceUnitName = cell(cells, distanceUnitColumn)
        if !distanceUnitName.isEmpty {
            guard let rowUnit = WorkoutCSVUnits.metersPerUnit(named: distanceUnitName) else {
                throw CellProblem("import.reason.distance_unit", ["unit": .text(distanceUnitName), "units": "m, km, mi, ft"])
            }
            metersPerUnit = rowUnit
        }
        let values = SetValues(
            weight: try SetCellReading.weight(cells[weight], unit: unit), reps: try SetCellReading.reps(cells[reps]),
            durationSeconds: try SetCellReading.seconds(cell(cells, seconds)),
            distanceMeters: try SetCellReading.meters(cell(cells, distance), metersPerUnit: metersPerUnit),
            kind: kind, rpe: SetCellReading.rpe(cell(cells, rpe)))
        return SetCellReading.cardioAdjusted(values)
    }

    /// The weight unit of a row: the header's, else the row's `Weight Unit` cell.
    private func statedUnit(_ cells: [String]) -> WeightUnit? {
        headerUnit ?? WorkoutCSVUnits.weightUnit(named: cell(cells, weightUnitColumn))
    }

    /// `1`, `2`, … for working sets, `W` warm-up, `D` drop set, `F` failure; empty is a working set.
    private func kind(_ order: String) throws(CellProblem) -> SetKind {
        switch order {
        case "W", "w": return .warmUp
        case "D", "d": return .drop
        case "F", "f": return .failure
        default:
            guard order.isEmpty || WorkoutCSVNumber.parse(order) != nil else {
                throw CellProblem("import.reason.set_order", ["value": .text(order)])
            }
            return .normal
        }
    }

    /// The workout's start; rows of one workout share the text, so the last one read is reused.
    private mutating func startTime(_ text: String) throws(CellProblem) -> NaiveDateTime {
        if let lastDate, lastDate.text == text { return lastDate.value }
        guard let value = WorkoutCSVDates.isoDateTime(text) else {
            throw CellProblem(
                "import.reason.not_a_date_time", ["column": "Date", "value": .text(text), "example": "2024-11-28 17:36:08"])
        }
        lastDate = (text, value)
        return value
    }

    /// `2h 38m` or seconds (`Duration (sec)`); nil when absent or unreadable.
    private func durationSeconds(_ text: String) -> Int? {
        guard !text.isEmpty else { return nil }
        let seconds = durationIsSeconds ? WorkoutCSVNumber.parse(text).map { Int(exactly: $0.rounded()) ?? -1 } : WorkoutCSVDurations.strong(text)
        guard let seconds, seconds >= 0, seconds <= 7 * 86_400 else { return nil }
        return seconds
    }
}
