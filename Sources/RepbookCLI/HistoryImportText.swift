import Foundation
import RepbookCore
import RepbookServer

/// The CLI's text for a workout history import: the preview and what was written.
enum HistoryImportText {
    /// How many rows of each list are printed.
    static let listed = 20

    /// The preview: format and unit, what would be added, each exercise mapping, rows left out.
    static func describe(_ plan: WorkoutImportPlan, file: String) -> String {
        let unit = plan.statedUnit.map { "weights in \($0.symbol)" }
            ?? "weights read as \(plan.assumedUnit.symbol) (the file does not say; change with --unit)"
        var lines = ["\(file): \(plan.format.label) export, \(unit)."]
        var adding = "Workouts to add: \(plan.workoutsToAdd) (\(plan.setsToAdd) sets)"
        if let first = plan.firstDay, let last = plan.lastDay { adding += ", \(first) to \(last)" }
        lines.append(adding + ".")
        lines.append("Already in the log: \(plan.alreadyImported.count) workouts.")
        let created = plan.exercisesToCreate
        lines.append("Exercises: \(plan.mappings.count - created) matched, \(created) new.")
        let width = min(plan.mappings.map(\.sourceName.count).max() ?? 0, 40)
        for mapping in plan.mappings {
            let name = mapping.sourceName.count < width
                ? mapping.sourceName + String(repeating: " ", count: width - mapping.sourceName.count) : mapping.sourceName
            let target = mapping.exercise.map { "\($0.name) (\(how(mapping.match)))" } ?? "new: \(mapping.newExercise?.name ?? mapping.sourceName)"
            lines.append("  \(name) → \(target), \(mapping.setCount == 1 ? "1 set" : "\(mapping.setCount) sets")")
        }
        lines += list("Rows left out", plan.skippedRows)
        lines += list("Workouts already in the log", plan.alreadyImported)
        return lines.joined(separator: "\n")
    }

    /// What the import wrote, with its speed.
    static func describe(_ report: WorkoutImportReport, seconds: Double) -> String {
        let rate = seconds > 0 ? Int((Double(report.setsAdded) / seconds).rounded()) : report.setsAdded
        return "Imported \(report.workoutsAdded) workouts (\(report.setsAdded) sets), created \(report.exercisesCreated) exercises, "
            + "skipped \(report.workoutsSkipped) already in the log, in \(String(format: "%.2f", seconds)) s (\(rate) sets/s)."
    }

    /// What an archive holds: "120 workouts (4,210 sets), 64 exercises, 3 templates, …".
    static func describe(_ counts: ArchiveCounts) -> String {
        [
            "\(counts.workouts) workouts (\(counts.sets) sets)", "\(counts.exercises) exercises", "\(counts.templates) templates",
            "\(counts.splits) splits", "\(counts.bodyWeights) weigh-ins", "\(counts.journalDays) journal days",
            "\(counts.supplements) supplements", "\(counts.photos) photos",
        ].joined(separator: ", ")
    }

    private static func list(_ title: String, _ rows: [SkippedImportRow]) -> [String] {
        guard !rows.isEmpty else { return [] }
        var lines = ["\(title): \(rows.count)"]
        lines += rows.prefix(listed).map { "  line \($0.line): \($0.reason.english)" }
        if rows.count > listed { lines.append("  … and \(rows.count - listed) more") }
        return lines
    }

    private static func how(_ match: ExerciseMapping.Match) -> String {
        switch match {
        case .sameName: "same name"
        case .nameAndEquipment: "same exercise and equipment"
        case .knownAlias: "known other name"
        case .none: "new"
        case .chosen: "chosen"
        }
    }
}
