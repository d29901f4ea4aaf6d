import Foundation

/// The rules of a weight import, without storage: future days and out-of-range values are rejected, a day that
/// already has an entry is skipped (an import never replaces one), and when the file gives a day twice the later
/// row wins.
public enum WeightImportPlan {
    /// The report for importing `file` over the user's `existing` entries on `today`; throws when no row of the file
    /// can be imported, so an unusable file changes nothing.
    public static func report(for file: WeightFile, existing: [BodyWeightEntry], today: LocalDate, dryRun: Bool) throws(DomainError)
        -> WeightImportReport
    {
        var rejected = file.rejections
        var valid: [WeightFileRow] = []
        for row in file.rows {
            if let problem = problem(of: row, today: today) {
                rejected.append(WeightFileRejection(line: row.line, reason: problem))
            } else {
                valid.append(row)
            }
        }
        guard !valid.isEmpty else { throw noValidRow(firstProblem: rejected.min { $0.line < $1.line }) }

        var lastLineOfDay: [LocalDate: Int] = [:]
        for row in valid { lastLineOfDay[row.date] = row.line }
        let existingDays = Set(existing.map(\.date))
        var skipped = file.skipped
        var toAdd: [WeightImportReport.Addition] = []
        for row in valid {
            if let later = lastLineOfDay[row.date], later != row.line {
                skipped.append(
                    SkippedWeightRow(
                        line: row.line, date: row.date, reason: LocalizedText("import.reason.same_day_later_line", ["line": .integer(later)])))
            } else if existingDays.contains(row.date) {
                skipped.append(SkippedWeightRow(line: row.line, date: row.date, reason: alreadyThere(row.date)))
            } else {
                toAdd.append(WeightImportReport.Addition(line: row.line, entry: row.entry))
            }
        }
        return WeightImportReport(toAdd: toAdd, skipped: skipped, rejected: rejected, dryRun: dryRun)
    }

    /// Why a row that was read cannot be imported on `today`; nil when it can. Readers check values too; this is the
    /// rule every format meets.
    static func problem(of row: WeightFileRow, today: LocalDate) -> LocalizedText? {
        if let problem = ImportedWeightRules.dateProblem(row.date, today: today) { return problem }
        let value = row.weight.value
        if let problem = ImportedWeightRules.weightProblem(value, written: .decimal(value), unit: row.weight.unit) { return problem }
        if let percent = row.bodyFatPercent, let problem = ImportedWeightRules.bodyFatProblem(percent, written: .decimal(percent)) {
            return problem
        }
        return nil
    }

    /// The reason a day with an entry is skipped.
    static func alreadyThere(_ date: LocalDate) -> LocalizedText {
        LocalizedText("import.reason.day_has_entry", ["date": .day(date)])
    }

    private static func noValidRow(firstProblem: WeightFileRejection?) -> DomainError {
        guard let firstProblem else { return .invalid(field: "file", message: LocalizedText("error.import.no_body_weight")) }
        return .invalid(
            field: "file",
            message: LocalizedText(
                "error.import.no_body_weight_line", ["line": .text(String(firstProblem.line)), "reason": .localized(firstProblem.reason)]))
    }
}
