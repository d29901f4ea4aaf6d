import RepbookCore

/// Which export a header belongs to, found from its column names, and the reader for its rows.
struct WorkoutCSVLayout {
    let format: WorkoutFileFormat
    let rowReader: any WorkoutCSVRowReader
    /// Hevy's superset ids are renumbered per workout; our own numbers are kept.
    let renumbersSupersets: Bool
    /// Hevy lists the newest workout first; the file's workouts are returned oldest first.
    let sortsOldestFirst: Bool

    /// The layout `format` reads `header` with; nil when the header is not that format's.
    init?(header: WorkoutCSVHeader, format: WorkoutFileFormat, assumedUnit: WeightUnit) {
        self.format = format
        renumbersSupersets = format == .hevy
        sortsOldestFirst = format == .hevy
        let reader: (any WorkoutCSVRowReader)? = switch format {
        case .strong: StrongCSVRowReader(header: header, assumedUnit: assumedUnit)
        case .hevy: HevyCSVRowReader(header: header)
        case .fitnotes: FitNotesCSVRowReader(header: header, assumedUnit: assumedUnit)
        case .repbook: RepbookCSVRowReader(header: header, assumedUnit: assumedUnit)
        }
        guard let reader else { return nil }
        rowReader = reader
    }

    /// The first format whose header this is: ours, Hevy, Strong, then FitNotes (Strong's names are a superset of
    /// what FitNotes needs, so Strong is tried first).
    static func detect(_ header: WorkoutCSVHeader, assumedUnit: WeightUnit) -> WorkoutCSVLayout? {
        for format in [WorkoutFileFormat.repbook, .hevy, .strong, .fitnotes] {
            if let layout = WorkoutCSVLayout(header: header, format: format, assumedUnit: assumedUnit) { return layout }
        }
        return nil
    }

    /// The columns `format` needs, for messages: `Date, Workout Name, …`.
    static func requiredColumns(of format: WorkoutFileFormat) -> String {
        let names = switch format {
        case .strong: StrongCSVRowReader.requiredNames
        case .hevy: HevyCSVRowReader.requiredNames
        case .fitnotes: FitNotesCSVRowReader.requiredNames
        case .repbook: RepbookCSVColumns.required
        }
        return names.joined(separator: ", ")
    }
}
