import RepbookCore

/// Reads Repbook's own workout CSV (docs/FORMATS.md): one row per set with its workout and exercise, each weight with
/// its unit, so it reads back exactly what was written.
struct RepbookCSVRowReader: WorkoutCSVRowReader {
    private let columns: [String: Int]
    private let assumedUnit: WeightUnit
    let requiredColumnCount: Int
    private var lastStart: (text: String, value: NaiveDateTime)?

    /// The columns of our header; nil when it is not ours.
    init?(header: WorkoutCSVHeader, assumedUnit: WeightUnit) {
        guard header.hasColumns(RepbookCSVColumns.required) else { return nil }
        var columns: [String: Int] = [:]
        for name in RepbookCSVColumns.all { columns[name] = header.column(name) }
        self.columns = columns
        self.assumedUnit = assumedUnit
        requiredColumnCount = RepbookCSVColumns.required.compactMap { columns[$0] }.max()! + 1
    }

    mutating func read(_ cells: [String], line: Int) throws(CellProblem) -> WorkoutCSVRow {
        let workout = self[cells, RepbookCSVColumns.workout]
        guard !workout.isEmpty else { throw CellProblem("import.reason.workout_empty") }
        let start = try startTime(self[cells, RepbookCSVColumns.start])
        let exercise = CSVFormulaGuard.restored(self[cells, RepbookCSVColumns.exercise])
        guard !exercise.isEmpty else { throw CellProblem("import.reason.exercise_empty") }
        let kindText = self[cells, RepbookCSVColumns.kind]
        guard let kind = kindText.isEmpty ? .normal : SetKind(rawValue: kindText) else {
            throw CellProblem(
                "import.reason.set_kind", ["kind": .text(kindText), "kinds": .text(SetKind.allCases.map(\.rawValue).joined(separator: ", "))])
        }
        let unitText = self[cells, RepbookCSVColumns.unit]
        let statedUnit = WeightUnit(rawValue: unitText) ?? WorkoutCSVUnits.weightUnit(named: unitText)
        guard unitText.isEmpty || statedUnit != nil else { throw CellProblem("import.reason.weight_unit", ["unit": .text(unitText)]) }
        let values = SetValues(
            weight: try SetCellReading.weight(self[cells, RepbookCSVColumns.weight], unit: statedUnit ?? assumedUnit),
            reps: try SetCellReading.reps(self[cells, RepbookCSVColumns.reps]),
            durationSeconds: try SetCellReading.seconds(self[cells, RepbookCSVColumns.seconds]),
            distanceMeters: try SetCellReading.meters(self[cells, RepbookCSVColumns.distanceMeters], metersPerUnit: 1),
            kind: kind, rpe: SetCellReading.rpe(self[cells, RepbookCSVColumns.rpe]),
            note: try SetCellReading.note(self[cells, RepbookCSVColumns.setNote]))
        let supersetText = self[cells, RepbookCSVColumns.superset]
        let superset = Int(supersetText)
        guard supersetText.isEmpty || (superset ?? -1) >= 0 else {
            throw CellProblem("import.reason.superset", ["value": .text(supersetText)])
        }
        let name = CSVFormulaGuard.restored(self[cells, RepbookCSVColumns.workoutName])
        let duration = self[cells, RepbookCSVColumns.durationSeconds]
        return WorkoutCSVRow(
            line: line, workoutKey: workout, workoutName: name.isEmpty ? "Workout" : name, start: start,
            durationSeconds: Int(duration).flatMap { $0 >= 0 ? $0 : nil },
            workoutNotes: CSVFormulaGuard.restored(self[cells, RepbookCSVColumns.workoutNotes]),
            exerciseKey: self[cells, RepbookCSVColumns.exerciseNumber] + "\u{1F}" + exercise, exerciseName: exercise,
            category: nil, exerciseNotes: CSVFormulaGuard.restored(self[cells, RepbookCSVColumns.exerciseNotes]),
            superset: superset, set: values, statedUnit: statedUnit)
    }

    /// The cell of the named column; empty when the file has no such column or the row is short.
    private subscript(cells: [String], name: String) -> String {
        cell(cells, columns[name])
    }

    /// `YYYY-MM-DD HH:MM:SS`; the rows of a workout share it, so the last one read is reused.
    private mutating func startTime(_ text: String) throws(CellProblem) -> NaiveDateTime {
        if let lastStart, lastStart.text == text { return lastStart.value }
        guard let value = WorkoutCSVDates.isoDateTime(text) else {
            throw CellProblem(
                "import.reason.not_a_date_time", ["column": "start", "value": .text(text), "example": "2024-11-28 17:36:08"])
        }
        lastStart = (text, value)
        return value
    }
}
