import Foundation
#if canImport(FoundationXML)
    import FoundationXML
#endif
import RepbookCore

/// Follows an Apple Health export as the XML parser streams it, keeping only what one weight per day needs: for each
/// day, the latest top-level body-mass record in kg or lb. Memory grows with the number of days, never with the file.
final class BodyMassCollector: XMLParserDelegate {
    /// The record type of body weight; `HKQuantityTypeIdentifierBodyMassIndex` is another type.
    static let bodyMassType = "HKQuantityTypeIdentifierBodyMass"
    /// The most rejected records listed one by one; the rest are counted.
    static let listedRejections = 100

    /// The day's latest record so far.
    private struct Latest {
        let line: Int
        let secondsSince1970: Int
        let weight: Weight
    }

    /// A record in a unit other than kg or lb.
    private struct OtherUnit {
        let line: Int
        let unit: String
    }

    private(set) var rootName: String?
    private(set) var rootClosed = false
    private(set) var firstError: (line: Int, message: LocalizedText)?
    private var depth = 0
    private var latest: [LocalDate: Latest] = [:]
    private var otherUnits: [LocalDate: OtherUnit] = [:]
    private var rejections: [WeightFileRejection] = []
    private var unlistedRejections = 0
    private var lastBodyMassLine = 0

    /// What was collected: one row per day (oldest first), the unreadable records, and the days whose weights are
    /// only in other units.
    var weightFile: WeightFile {
        let rows = latest.sorted { $0.key < $1.key }.map { WeightFileRow(line: $0.value.line, date: $0.key, weight: $0.value.weight) }
        let skipped = otherUnits.filter { latest[$0.key] == nil }.sorted { $0.key < $1.key }.map {
            SkippedWeightRow(
                line: $0.value.line, date: $0.key, reason: LocalizedText("import.reason.health_weight_unit", ["unit": .text($0.value.unit)]))
        }
        var listed = rejections
        if unlistedRejections > 0 {
            listed.append(
                WeightFileRejection(
                    line: lastBodyMassLine, reason: LocalizedText("import.reason.more_unread_records", ["count": .integer(unlistedRejections)])))
        }
        return WeightFile(rows: rows, rejections: listed, skipped: skipped)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String]
    ) {
        depth += 1
        if depth == 1 {
            rootName = elementName
            if elementName != "HealthData" { parser.abortParsing() }
            return
        }
        // Records nested in a <Correlation> repeat top-level ones, so only children of <HealthData> count.
        guard depth == 2, elementName == "Record", attributes["type"] == Self.bodyMassType else { return }
        collect(attributes, line: parser.lineNumber)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        if depth == 1 { rootClosed = true }
        depth -= 1
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard firstError == nil else { return }
        firstError = (parser.lineNumber, LocalizedText("import.reason.xml_not_well_formed"))
    }

    private func collect(_ attributes: [String: String], line: Int) {
        lastBodyMassLine = line
        let start = attributes["startDate"] ?? ""
        guard let timestamp = HealthTimestamp(start) else {
            return reject(line, LocalizedText("import.reason.health_start_date", ["value": .text(start)]))
        }
        let valueText = attributes["value"] ?? ""
        guard let value = Double(valueText) else {
            return reject(line, LocalizedText("import.reason.weight_not_number", ["value": .text(valueText)]))
        }
        let unitText = attributes["unit"] ?? ""
        guard let unit = WeightUnit(rawValue: unitText) else {
            otherUnits[timestamp.day] = OtherUnit(line: line, unit: unitText)
            return
        }
        if let problem = ImportedWeightRules.weightProblem(value, written: .text(valueText), unit: unit) { return reject(line, problem) }
        if let known = latest[timestamp.day], known.secondsSince1970 > timestamp.secondsSince1970 { return }
        latest[timestamp.day] = Latest(line: line, secondsSince1970: timestamp.secondsSince1970, weight: Weight(value, unit))
    }

    private func reject(_ line: Int, _ reason: LocalizedText) {
        if rejections.count < Self.listedRejections {
            rejections.append(WeightFileRejection(line: line, reason: reason))
        } else {
            unlistedRejections += 1
        }
    }
}
