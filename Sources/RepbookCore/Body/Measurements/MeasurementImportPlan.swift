import Foundation

/// The rules of a measurement import, without storage: a day after today and a value out of range are rejected, a
/// measurement the user has not got becomes a new custom measurement (its name checked like typed input), a
/// measurement and day that already has a value is skipped (an import never replaces one), and when the file gives the
/// same measurement and day twice the later line wins.
public enum MeasurementImportPlan {
    /// The report for importing `file` over the user's `measures` and `existing` values on `today`; throws when no
    /// line can be imported, so an unusable file changes nothing.
    public static func report(
        for file: MeasurementFile, measures: [BodyMeasure], existing: [BodyMeasurementEntry], today: LocalDate, dryRun: Bool
    ) throws(DomainError) -> MeasurementImportReport {
        var rejected = file.rejections
        let customByKey = Dictionary(
            measures.compactMap { measure -> (String, BodyMeasure)? in
                measure.isCustom ? (MeasurementRules.nameKey(measure.name), measure) : nil
            }, uniquingKeysWith: { first, _ in first })
        var existingValues: Set<String> = []
        for entry in existing {
            let name: String
            switch entry.key {
            case .site(let site): name = "site:\(site.rawValue)"
            case .custom(let id): name = "custom:\(measures.first { $0.key == .custom(id) }.map { MeasurementRules.nameKey($0.name) } ?? "#\(id)")"
            }
            existingValues.insert("\(name)@\(entry.date)")
        }
        var valid: [MeasurementImportReport.Addition] = []
        var newMeasures: [String] = []
        /// New names by key, spelled as the file first spells them.
        var newByKey: [String: String] = [:]
        for row in file.rows {
            if row.date > today {
                rejected.append(.init(line: row.line, reason: LocalizedText("import.reason.future_day", ["date": .day(row.date)])))
                continue
            }
            var target = MeasurementTarget.named(row.measurement)
            if case .custom(let raw) = target {
                if let known = customByKey[MeasurementRules.nameKey(raw)] {
                    target = .custom(name: known.name)
                } else if let first = newByKey[MeasurementRules.nameKey(raw)] {
                    target = .custom(name: first)
                } else {
                    do {
                        let name = try MeasurementRules.customName(raw, existing: [])
                        target = .custom(name: name)
                        newByKey[MeasurementRules.nameKey(name)] = name
                        newMeasures.append(name)
                    } catch {
                        rejected.append(
                            .init(
                                line: row.line,
                                reason: LocalizedText(
                                    "import.reason.measurement_name",
                                    ["name": .text(String(row.measurement.prefix(40))), "problem": .localized(error.text)])))
                        continue
                    }
                }
            }
            do {
                let name = target.fileName
                let length = try MeasurementRules.length(Weight.format(row.length.value), unit: row.length.unit, field: "value", name: name)
                valid.append(.init(line: row.line, target: target, date: row.date, length: Length(row.length.value, length.unit)))
            } catch {
                rejected.append(.init(line: row.line, reason: error.text))
            }
        }
        guard !valid.isEmpty else {
            guard let first = rejected.min(by: { $0.line < $1.line }) else {
                throw .invalid(field: "file", message: LocalizedText("error.import.no_measurement"))
            }
            throw .invalid(
                field: "file",
                message: LocalizedText(
                    "error.import.no_measurement_line", ["line": .text(String(first.line)), "reason": .localized(first.reason)]))
        }
        var lastLine: [String: Int] = [:]
        for row in valid { lastLine[identity(row)] = row.line }
        var skipped: [MeasurementImportReport.LineNote] = []
        var toAdd: [MeasurementImportReport.Addition] = []
        for row in valid {
            if let later = lastLine[identity(row)], later != row.line {
                skipped.append(.init(line: row.line, reason: LocalizedText("import.reason.same_measurement_later_line", ["line": .integer(later)])))
            } else if existingValues.contains(identity(row)) {
                skipped.append(.init(line: row.line, reason: alreadyThere(row)))
            } else {
                toAdd.append(row)
            }
        }
        let used = Set(
            toAdd.compactMap { addition -> String? in
                if case .custom(let name) = addition.target { return MeasurementRules.nameKey(name) }
                return nil
            })
        return MeasurementImportReport(
            toAdd: toAdd, skipped: skipped, rejected: rejected,
            newMeasures: newMeasures.filter { used.contains(MeasurementRules.nameKey($0)) }, dryRun: dryRun)
    }

    /// The reason a measurement and day with a value is skipped.
    static func alreadyThere(_ row: MeasurementImportReport.Addition) -> LocalizedText {
        LocalizedText("import.reason.measurement_has_value", ["name": .localized(row.target.shownName), "date": .day(row.date)])
    }

    /// The measurement and day of a row, for finding repeats and existing values.
    private static func identity(_ row: MeasurementImportReport.Addition) -> String {
        switch row.target {
        case .site(let site): "site:\(site.rawValue)@\(row.date)"
        case .custom(let name): "custom:\(MeasurementRules.nameKey(name))@\(row.date)"
        }
    }
}
