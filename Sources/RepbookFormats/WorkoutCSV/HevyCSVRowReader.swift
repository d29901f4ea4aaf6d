import Foundation
import RepbookCore

/// Reads Hevy's export: `title,start_time,end_time,description,exercise_title,superset_id,exercise_notes,set_index,
/// set_type,weight_kg|weight_lbs,reps,distance_km|distance_miles,duration_seconds,rpe`, dates like
/// `15 Sep 2025, 07:48`; a workout lasts from start to end; Hevy writes line breaks in notes as `\n`.
struct HevyCSVRowReader: WorkoutCSVRowReader {
    /// The columns a Hevy header must name, for messages.
    static let requiredNames = ["title", "start_time", "exercise_title", "weight_kg or weight_lbs", "reps"]

    private let title: Int
    private let startTime: Int
    private let endTime: Int?
    private let description: Int?
    private let exerciseTitle: Int
    private let supersetID: Int?
    private let exerciseNotes: Int?
    private let setType: Int?
    private let weight: Int
    private let unit: WeightUnit
    private let reps: Int
    private let distance: Int?
    private let metersPerDistanceUnit: Double
    private let durationSeconds: Int?
    private let rpe: Int?
    let requiredColumnCount: Int
    private var lastTimes: (start: String, end: String, value: (NaiveDateTime, Int?))?

    /// The columns of a Hevy header; nil when it is not one.
    init?(header: WorkoutCSVHeader) {
        guard let title = header.column("title"), let startTime = header.column("start_time"),
              let exerciseTitle = header.column("exercise_title"), let reps = header.column("reps"),
              let weight = header.column(among: [("weight_kg", WeightUnit.kilograms), ("weight_lbs", .pounds), ("weight_lb", .pounds)])
        else { return nil }
        self.title = title
        self.startTime = startTime
        self.exerciseTitle = exerciseTitle
        self.reps = reps
        self.weight = weight.index
        unit = weight.value
        endTime = header.column("end_time")
        description = header.column("description")
        supersetID = header.column("superset_id")
        exerciseNotes = header.column("exercise_notes")
        setType = header.column("set_type")
        let distance = header.column(among: [("distance_km", 1000.0), ("distance_miles", WorkoutCSVUnits.metersPerMile), ("distance_meters", 1)])
        self.distance = distance?.index
        metersPerDistanceUnit = distance?.value ?? 1000
        durationSeconds = header.column("duration_seconds")
        rpe = header.column("rpe")
        requiredColumnCount = [title, startTime, exerciseTitle, reps, weight.index].max()! + 1
    }

    mutating func read(_ cells: [String], line: Int) throws(CellProblem) -> WorkoutCSVRow {
        let (start, duration) = try times(cells[startTime], cell(cells, endTime))
        let exercise = CSVFormulaGuard.restored(cells[exerciseTitle])
        guard !exercise.isEmpty else { throw CellProblem("import.reason.exercise_empty") }
        let name = CSVFormulaGuard.restored(cells[title])
        let supersetText = cell(cells, supersetID)
        let values = SetValues(
            weight: try SetCellReading.weight(cells[weight], unit: unit), reps: try SetCellReading.reps(cells[reps]),
            durationSeconds: try SetCellReading.seconds(cell(cells, durationSeconds)),
            distanceMeters: try SetCellReading.meters(cell(cells, distance), metersPerUnit: metersPerDistanceUnit),
            kind: kind(cell(cells, setType)), rpe: SetCellReading.rpe(cell(cells, rpe)))
        return WorkoutCSVRow(
            line: line, workoutKey: cells[title] + "\u{1F}" + cells[startTime], workoutName: name.isEmpty ? "Workout" : name,
            start: start, durationSeconds: duration, workoutNotes: Self.notes(cell(cells, description)),
            exerciseKey: exercise + "\u{1F}" + supersetText, exerciseName: exercise, category: nil,
            exerciseNotes: Self.notes(cell(cells, exerciseNotes)), superset: Int(supersetText), set: SetCellReading.cardioAdjusted(values),
            statedUnit: unit)
    }

    /// `normal`, `warmup`, `failure`, `dropset`; anything else is a normal set.
    private func kind(_ text: String) -> SetKind {
        switch text.lowercased() {
        case "warmup", "warm_up", "warm-up": .warmUp
        case "failure": .failure
        case "dropset", "drop_set", "drop": .drop
        default: .normal
        }
    }

    /// The start and the length in seconds (nil without an end, or with an end before the start); rows of one workout
    /// share the texts, so the last pair read is reused.
    private mutating func times(_ startText: String, _ endText: String) throws(CellProblem) -> (NaiveDateTime, Int?) {
        if let lastTimes, lastTimes.start == startText, lastTimes.end == endText { return lastTimes.value }
        guard let start = WorkoutCSVDates.dayMonthYear(startText) else {
            throw CellProblem(
                "import.reason.not_a_date_time", ["column": "start_time", "value": .text(startText), "example": "15 Sep 2025, 07:48"])
        }
        var duration: Int?
        if let end = WorkoutCSVDates.dayMonthYear(endText) {
            let seconds = Self.secondsSinceEpoch(end) - Self.secondsSinceEpoch(start)
            duration = seconds >= 0 ? seconds : nil
        }
        lastTimes = (startText, endText, (start, duration))
        return (start, duration)
    }

    /// Seconds from 1970-01-01 00:00 on the wall clock (no zone), for differences.
    private static func secondsSinceEpoch(_ time: NaiveDateTime) -> Int {
        time.date.dayNumber * 86_400 + time.hour * 3600 + time.minute * 60 + time.second
    }

    /// Notes as written, with Hevy's written `\n` turned into line breaks.
    private static func notes(_ text: String) -> String {
        let restored = CSVFormulaGuard.restored(text)
        return restored.contains("\\n") ? restored.replacingOccurrences(of: "\\n", with: "\n") : restored
    }
}
