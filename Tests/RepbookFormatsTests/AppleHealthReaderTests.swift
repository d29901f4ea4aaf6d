import Foundation
import RepbookCore
import RepbookFormats
import RepbookTestFixtures
import Testing
import ZIPFoundation

/// The Apple Health reader on the real exports in Fixtures/apple-health and on exports written here with body-mass
/// records; every expected day, weight and line is worked out from the XML in the test.
@Suite("Apple Health body-mass reader")
struct AppleHealthReaderTests {
    /// A scratch folder for one test, removed by the caller.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-health-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A top-level `<Record>` line.
    static func record(_ type: String, unit: String, value: String, start: String) -> String {
        #" <Record type="HKQuantityTypeIdentifier\#(type)" sourceName="Health Mate" unit="\#(unit)" creationDate="\#(start)" startDate="\#(start)" "#
            + #"endDate="\#(start)" value="\#(value)"/>"#
    }

    /// An export.xml: the header on lines 1 to 6 (its DTD declares a required attribute, as Apple's does), then
    /// `body` from line 7, then the closing tag.
    static func export(_ body: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE HealthData [
        <!ATTLIST HealthData locale CDATA #REQUIRED>
        ]>
        <HealthData locale="en_US">
         <ExportDate value="2024-04-01 10:00:00 +0200"/>
        \(body.joined(separator: "\n"))
        </HealthData>

        """
    }

    static func write(_ text: String, named name: String = "export.xml", in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    func day(_ text: String) -> LocalDate { LocalDate(text)! }

    /// Lines 7 to 18: kg and lb, offsets east and west, three weigh-ins on one day (the last by instant written first),
    /// a BMI record, a Correlation with a nested body mass, a weight in stones, and a broken value and date.
    static let sample = export([
        record("BodyMass", unit: "kg", value: "82.4", start: "2024-03-01 07:10:00 +0100"),
        record("BodyMass", unit: "kg", value: "83.9", start: "2024-03-02 22:30:00 -0500"),
        record("BodyMass", unit: "kg", value: "82.0", start: "2024-03-02 07:00:00 -0500"),
        record("BodyMass", unit: "lb", value: "181.2", start: "2024-03-02 23:59:00 +0900"),
        record("BodyMassIndex", unit: "count", value: "24.1", start: "2024-03-03 07:00:00 +0100"),
        #" <Correlation type="HKCorrelationTypeIdentifierFood" sourceName="Scale" creationDate="2024-03-04 08:00:00 +0100" startDate="2024-03-04 "#
            + #"08:00:00 +0100" endDate="2024-03-04 08:00:00 +0100">"#,
        "  " + record("BodyMass", unit: "kg", value: "99", start: "2024-03-04 08:00:00 +0100"),
        " </Correlation>",
        record("BodyMass", unit: "lb", value: "180.6", start: "2024-03-05 06:45:00 -0800"),
        record("BodyMass", unit: "st", value: "12.9", start: "2024-03-06 07:00:00 +0000"),
        record("BodyMass", unit: "kg", value: "-1", start: "2024-03-07 07:00:00 +0000"),
        record("BodyMass", unit: "kg", value: "82", start: "yesterday"),
    ])

    @Test("Each real export parses, DTD and all; body-mass index records are not weights")
    func realExports() throws {
        for name in ["export6s3sample_tdda", "export_dogsheep_tests", "export_dogsheep_zip_contents"] {
            let url = try #require(Bundle.module.url(forResource: name, withExtension: "xml", subdirectory: "Fixtures/apple-health"), "\(name).xml")
            #expect(try AppleHealthBodyMassReader.read(contentsOf: url) == WeightFile(rows: []), "\(name).xml")
        }
    }

    @Test("Top-level body mass in kg and lb, one per day: the last by instant at the record's own offset")
    func bodyMass() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = try AppleHealthBodyMassReader.read(contentsOf: try Self.write(Self.sample, in: folder))
        // 2024-03-02: 07:00 -0500 is 12:00 UTC, 22:30 -0500 is 03:30 UTC the next day, 23:59 +0900 is 14:59 UTC:
        // the 22:30 record (line 8) is the last although line 10 comes after it in the file.
        #expect(
            file.rows == [
                WeightFileRow(line: 7, date: day("2024-03-01"), weight: Weight(82.4, .kilograms)),
                WeightFileRow(line: 8, date: day("2024-03-02"), weight: Weight(83.9, .kilograms)),
                WeightFileRow(line: 15, date: day("2024-03-05"), weight: Weight(180.6, .pounds)),
            ])
        #expect(
            file.skipped.inEnglish == [
                SkippedWeightRow(line: 16, date: day("2024-03-06"), reason: #"the weight is in "st"; only kg and lb are read"#)
            ])
        #expect(
            file.rejections.inEnglish == [
                WeightFileRejection(line: 17, reason: #"weight "-1" must be above 0"#),
                WeightFileRejection(line: 18, reason: #"startDate "yesterday" is not a date and time"#),
            ])
    }

    @Test("The export zip: its apple_health_export/export.xml is unpacked beside it, read, and not left behind")
    func zip() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zipURL = folder.appendingPathComponent("export.zip")
        let archive = try Archive(url: zipURL, accessMode: .create)
        for (path, text) in [("apple_health_export/export_cda.xml", "<ClinicalDocument/>"), ("apple_health_export/export.xml", Self.sample)] {
            let data = Data(text.utf8)
            try archive.addEntry(with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate) { position, size in
                data.subdata(in: Int(position)..<Int(position) + size)
            }
        }
        #expect(HealthExportArchive.isZip(zipURL))
        let file = try AppleHealthImportFile.read(zipURL)
        #expect(file.rows.map(\.date) == [day("2024-03-01"), day("2024-03-02"), day("2024-03-05")])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["export.zip"])
    }

    @Test("A zip without export.xml, or one that is not a zip at all, says so")
    func badZips() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let zipURL = folder.appendingPathComponent("photos.zip")
        let archive = try Archive(url: zipURL, accessMode: .create)
        let data = Data("<ClinicalDocument/>".utf8)
        try archive.addEntry(with: "apple_health_export/export_cda.xml", type: .file, uncompressedSize: Int64(data.count)) { position, size in
            data.subdata(in: Int(position)..<Int(position) + size)
        }
        #expect(
            throws: DomainError.invalid(
                field: "file",
                message:
                    EnglishMessages.keyed("The zip holds no export.xml; upload the export.zip from the Health app, or the export.xml inside it."))
        ) {
            try AppleHealthImportFile.read(zipURL)
        }
        let broken = try Self.write("PK\u{03}\u{04} and then nothing a zip needs", named: "broken.zip", in: folder)
        #expect(
            throws: DomainError.invalid(
                field: "file",
                message:
                    EnglishMessages.keyed("The zip file cannot be read; upload the export.zip from the Health app, or the export.xml inside it."))
        ) {
            try AppleHealthImportFile.read(broken)
        }
    }

    @Test("A cut-off export, broken XML, or a file that is not an export: a clear error naming the line")
    func brokenFiles() throws {
        let folder = try Self.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let whole = Self.sample
        let cut = String(whole.prefix(upTo: whole.range(of: "2024-03-05 06:45")!.lowerBound))
        #expect(
            throws: DomainError.invalid(
                field: "file",
                message:
                    EnglishMessages.keyed("The Health export ends early at line 15: the file is cut off. Export it again, or upload the whole zip."))
        ) {
            try AppleHealthBodyMassReader.read(contentsOf: try Self.write(cut, named: "cut.xml", in: folder))
        }
        let mismatched = Self.export([
            Self.record("BodyMass", unit: "kg", value: "80", start: "2024-03-01 07:00:00 +0000"), " <Record type=\"x\">", " </Workout>",
        ])
        #expect(
            throws: DomainError.invalid(
                field: "file",
                message:
                    LocalizedText(
                        "error.health_export_broken_at_line_export",
                        ["line": "9", "error": .localized(LocalizedText("import.reason.xml_not_well_formed"))]))
        ) {
            try AppleHealthBodyMassReader.read(contentsOf: try Self.write(mismatched, named: "mismatched.xml", in: folder))
        }
        #expect(
            throws: DomainError.invalid(
                field: "file",
                message:
                    EnglishMessages.keyed("The file is not an Apple Health export: it starts with <ClinicalDocument>, not <HealthData>."))
        ) {
            try AppleHealthBodyMassReader.read(
                contentsOf: try Self.write("<?xml version=\"1.0\"?>\n<ClinicalDocument>\n</ClinicalDocument>\n", named: "cda.xml", in: folder))
        }
        #expect(throws: DomainError.self) {
            try AppleHealthBodyMassReader.read(contentsOf: try Self.write("date,weight\n2024-03-01,80\n", named: "weights.csv", in: folder))
        }
    }
}

/// The synthetic export generator behind `repbook dev health-export`, read back by the real reader.
@Suite("Apple Health export generator")
struct HealthExportGeneratorTests {
    @Test("A generated export reads back as the generator's daily weights: last of the day, kg and lb, nothing from correlations")
    func roundTrip() throws {
        let folder = try AppleHealthReaderTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("export.xml")
        let generator = HealthExportGenerator(seed: 3, endDate: LocalDate("2024-06-30")!)
        let summary = try generator.write(to: url, approximateBytes: 2_000_000)
        let text = try String(contentsOf: url, encoding: .utf8)

        #expect(summary.bytes == Int64(try Data(contentsOf: url).count))
        #expect(abs(summary.bytes - 2_000_000) < 100_000)
        #expect(summary.days == 60)
        #expect(text.contains("<!ATTLIST Record") && text.contains("<Correlation ") && text.contains("HKQuantityTypeIdentifierBodyMassIndex"))
        #expect(summary.bodyMassRecords > summary.dailyWeights.count)
        #expect(Set(summary.dailyWeights.values.map(\.unit)) == [.kilograms, .pounds])

        let file = try AppleHealthBodyMassReader.read(contentsOf: url)
        #expect(file.rejections.isEmpty && file.skipped.isEmpty)
        #expect(Dictionary(uniqueKeysWithValues: file.rows.map { ($0.date, $0.weight) }) == summary.dailyWeights)
        #expect(file.rows.map(\.date) == file.rows.map(\.date).sorted())
    }

    @Test("The same seed and end date give the same file")
    func deterministic() throws {
        let folder = try AppleHealthReaderTests.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let generator = HealthExportGenerator(seed: 9, endDate: LocalDate("2024-06-30")!)
        let first = folder.appendingPathComponent("first.xml")
        let second = folder.appendingPathComponent("second.xml")
        _ = try generator.write(to: first, approximateBytes: 300_000)
        _ = try generator.write(to: second, approximateBytes: 300_000)
        #expect(try Data(contentsOf: first) == (try Data(contentsOf: second)))
    }
}
