import Foundation
import RepbookCore
import RepbookFormats
import RepbookTestFixtures
import Testing

/// The weight CSV reader on every accepted shape and on broken files; line numbers and reasons are checked exactly.
@Suite("Weight CSV reader")
struct WeightCSVReaderTests {
    /// Reads `text` as the file's UTF-8 bytes.
    func read(_ text: String, unit: WeightUnit? = nil, dates: WeightDateOrder = .iso, userUnit: WeightUnit = .kilograms) throws -> WeightFile {
        try WeightCSVReader.read(Data(text.utf8), options: WeightCSVOptions(unit: unit, dateOrder: dates), userUnit: userUnit)
    }

    func day(_ text: String) -> LocalDate { LocalDate(text)! }

    func fileError(_ message: String) -> DomainError { .invalid(field: "file", message: EnglishMessages.keyed(message)) }

    @Test("Our own export, with and without body fat, reads back exactly")
    func ownExport() throws {
        let file = try read("date,weight_kg,body_fat_percent\n2024-03-20,82.5,18.5\n2024-03-21,82,\n", userUnit: .pounds)
        #expect(
            file
                == WeightFile(rows: [
                    WeightFileRow(line: 2, date: day("2024-03-20"), weight: Weight(82.5, .kilograms), bodyFatPercent: 18.5),
                    WeightFileRow(line: 3, date: day("2024-03-21"), weight: Weight(82, .kilograms)),
                ]))
        let pounds = try read("date,weight_lb\n2024-03-20,176.4\n")
        #expect(pounds.rows == [WeightFileRow(line: 2, date: day("2024-03-20"), weight: Weight(176.4, .pounds))])
    }

    @Test("wger's Date,Weight with CRLF: the unit chosen, else the user's; the old Weight,Date order too")
    func wger() throws {
        let text = "Date,Weight\r\n2024-03-21,80.50\r\n2024-03-22,80.10\r\n"
        let chosen = try read(text, unit: .pounds)
        #expect(
            chosen.rows == [
                WeightFileRow(line: 2, date: day("2024-03-21"), weight: Weight(80.5, .pounds)),
                WeightFileRow(line: 3, date: day("2024-03-22"), weight: Weight(80.1, .pounds)),
            ])
        #expect(try read(text, userUnit: .kilograms).rows.map(\.weight.unit) == [.kilograms, .kilograms])
        let old = try read("Weight,Date\n80.5,2024-03-21\n")
        #expect(old.rows == [WeightFileRow(line: 2, date: day("2024-03-21"), weight: Weight(80.5, .kilograms))])
    }

    /// Header lines and the unit each states.
    static let headerLines: [(String, WeightUnit?)] = [
        ("date,weight", nil), ("Date,Weight", nil), ("DAY,WEIGHT", nil), ("Datum;Gewicht", nil),
        ("date,weight_kg", .kilograms), ("date,weight_lb", .pounds), ("date,weight_lbs", .pounds), ("Date,Weight (kg)", .kilograms),
        ("Date,Weight (lbs)", .pounds), ("date,Body Weight (lb)", .pounds), ("date,weight in kg", .kilograms), ("Date,Bodyweight", nil),
    ]

    @Test("Header names in any case, with the unit they state winning over the option", arguments: headerLines)
    func headers(header: String, stated: WeightUnit?) throws {
        let separator = header.contains(";") ? ";" : ","
        let file = try read("\(header)\n2024-03-21\(separator)80\n", unit: .pounds, userUnit: .kilograms)
        #expect(file.rows == [WeightFileRow(line: 2, date: day("2024-03-21"), weight: Weight(80, stated ?? .pounds))])
    }

    /// Ways to write 2024-03-21, and the date order that reads each.
    static let writtenDates: [(String, WeightDateOrder)] = [
        ("2024-03-21", .iso), ("2024-03-21 07:30", .iso), ("2024-03-21T07:30:00Z", .iso), ("2024-3-21", .iso),
        ("21.03.2024", .dayFirst), ("21/03/2024", .dayFirst), ("21-03-2024", .dayFirst), ("21.3.2024 07:30", .dayFirst),
        ("03/21/2024", .monthFirst), ("3/21/2024", .monthFirst), ("2024-03-21", .dayFirst), ("2024-03-21", .monthFirst),
    ]

    @Test("Dates: ISO with or without a time, day-first with dots, slashes or dashes, month-first when chosen", arguments: writtenDates)
    func dates(text: String, order: WeightDateOrder) throws {
        let file = try read("date,weight\n\(text),80\n", dates: order)
        #expect(file.rows.map(\.date) == [day("2024-03-21")])
    }

    @Test("Separators: semicolon with a decimal comma, tab, and a quoted decimal comma in a comma file")
    func separators() throws {
        let expected = [WeightFileRow(line: 2, date: day("2024-03-21"), weight: Weight(82.5, .kilograms))]
        #expect(try read("date;weight\n2024-03-21;82,5\n").rows == expected)
        #expect(try read("date\tweight\n2024-03-21\t82.5\n").rows == expected)
        #expect(try read("date,weight\n2024-03-21,\"82,5\"\n").rows == expected)
        #expect(try read("\"date\",\"weight\"\n\"2024-03-21\",\"82.5\"\n").rows == expected)
    }

    @Test("A byte-order mark, CR line ends, blank lines, spaces and extra columns are fine; line numbers stay physical")
    func tolerance() throws {
        let bom = Data([0xEF, 0xBB, 0xBF]) + Data("date,weight\r\n2024-03-21,82\r\n".utf8)
        #expect(try WeightCSVReader.read(bom, options: WeightCSVOptions(), userUnit: .kilograms).rows.map(\.line) == [2])
        #expect(try read("date,weight\r2024-03-21,82\r2024-03-22,83\r").rows.map(\.line) == [2, 3])
        let spaced = try read("\n\ndate , weight\n\n 2024-03-21 , 82 \n\n\n2024-03-22,abc\n,\n")
        #expect(spaced.rows == [WeightFileRow(line: 5, date: day("2024-03-21"), weight: Weight(82, .kilograms))])
        #expect(spaced.rejections.inEnglish == [WeightFileRejection(line: 8, reason: #"weight "abc" is not a number"#)])
        let libra = try read("date;weight;weight trend;body fat;body fat trend;comment\n2024-03-21;82,4;82,9;19,5;19,9;\"after run; tired\"\n")
        #expect(libra.rows == [WeightFileRow(line: 2, date: day("2024-03-21"), weight: Weight(82.4, .kilograms), bodyFatPercent: 19.5)])
        let trailing = try read("date,weight\n2024-03-21,82,,\n")
        #expect(trailing.rows.count == 1)
    }

    @Test("A quoted field may span lines; later lines keep their physical numbers")
    func multilineField() throws {
        let file = try read("date,weight,note\n2024-03-21,82,\"line one\nline two\r\nline three\"\n2024-03-22,-3,x\n")
        #expect(file.rows.map(\.line) == [2])
        #expect(file.rejections.inEnglish == [WeightFileRejection(line: 5, reason: #"weight "-3" must be above 0"#)])
    }

    @Test("Broken rows are rejected with their line and a reason a lifter understands")
    func brokenRows() throws {
        let file = try read(
            """
            date,weight
            31.02.2024,80
            2024-03-01,
            2024-03-02,-3
            2024-03-03,1200
            2024-03-04,abc
            2024-03-05,0
            2024-03-06
            2024-03-07,82,5
            ,82
            21.03.2024,82
            2024-03-09,1.234,5
            2024-03-10,82.5 kg
            2024-03-11,82.5
            """, dates: .dayFirst)
        #expect(
            file.rows == [
                WeightFileRow(line: 11, date: day("2024-03-21"), weight: Weight(82, .kilograms)),
                WeightFileRow(line: 14, date: day("2024-03-11"), weight: Weight(82.5, .kilograms)),
            ])
        #expect(
            file.rejections.inEnglish == [
                WeightFileRejection(line: 2, reason: #""31.02.2024" is not a date (Day first, 21.03.2024 or 21/03/2024)"#),
                WeightFileRejection(line: 3, reason: "weight is empty"),
                WeightFileRejection(line: 4, reason: #"weight "-3" must be above 0"#),
                WeightFileRejection(line: 5, reason: #"weight "1200" is above 1000 kg"#),
                WeightFileRejection(line: 6, reason: #"weight "abc" is not a number"#),
                WeightFileRejection(line: 7, reason: #"weight "0" must be above 0"#),
                WeightFileRejection(line: 8, reason: "found 1 column but the header names 2 columns"),
                WeightFileRejection(
                    line: 9,
                    reason: #"found 3 columns but the header names 2 columns; a decimal comma in a comma-separated file needs quotes ("82,5")"#),
                WeightFileRejection(line: 10, reason: "date is empty"),
                WeightFileRejection(
                    line: 12,
                    reason: #"found 3 columns but the header names 2 columns; a decimal comma in a comma-separated file needs quotes ("82,5")"#),
                WeightFileRejection(line: 13, reason: #"weight "82.5 kg" is not a number"#),
            ])
    }

    @Test("A body fat outside 1 to 75 % or not a number rejects the row; an empty one is simply absent")
    func bodyFat() throws {
        let file = try read("date;weight_lb;body fat %\n2024-03-01;180;80\n2024-03-02;180;abc\n2024-03-03;180;\n2024-03-04;180;0,5\n")
        #expect(file.rows == [WeightFileRow(line: 4, date: day("2024-03-03"), weight: Weight(180, .pounds))])
        #expect(
            file.rejections.inEnglish == [
                WeightFileRejection(line: 2, reason: #"body fat "80" must be from 1 to 75 %"#),
                WeightFileRejection(line: 3, reason: #"body fat "abc" is not a number"#),
                WeightFileRejection(line: 5, reason: #"body fat "0,5" must be from 1 to 75 %"#),
            ])
    }

    @Test("ISO chosen for day-first dates says what to choose; month-first reads 03/21 but not 21/03")
    func dateHints() throws {
        let iso = try read("date,weight\n21.03.2024,82\n2024-03-22,82\n")
        #expect(
            iso.rejections.inEnglish == [
                WeightFileRejection(line: 2, reason: #""21.03.2024" is not a date (ISO, 2024-03-21); choose day-first or month-first dates"#)
            ])
        let monthFirst = try read("date,weight\n21/03/2024,82\n03/22/2024,82\n", dates: .monthFirst)
        #expect(monthFirst.rejections.inEnglish == [WeightFileRejection(line: 2, reason: #""21/03/2024" is not a date (Month first, 03/21/2024)"#)])
        #expect(monthFirst.rows.map(\.date) == [day("2024-03-22")])
    }

    /// Files that cannot be read at all, and what the reader says.
    static let unreadableFiles: [(String, String)] = [
        ("", "The file is empty."),
        ("\n \r\n\t\n", "The file is empty."),
        ("date,weight\n", "The file has a header but no weights below it."),
        ("date,weight\n\n,\n", "The file has a header but no weights below it."),
        (
            "date,reps\n2024-03-21,5\n",
            #"The first line must name a date column and a weight column, such as "date,weight_kg"; it reads "date,reps"."#
        ),
        (
            "when,weight\n2024-03-21,80\n",
            #"The first line must name a date column and a weight column, such as "date,weight_kg"; it reads "when,weight"."#
        ),
        (
            "2024-03-21,80\n2024-03-22,81\n",
            #"The first line must name a date column and a weight column, such as "date,weight_kg"; it reads "2024-03-21,80"."#
        ),
        (
            "date;weight\n2024-03-21,80\n2024-03-22,81\n",
            #"No line has the 2 columns the header names ("date;weight"); check that every line uses the header's separator (semicolon)."#
        ),
    ]

    @Test("Files that cannot be read at all say why", arguments: unreadableFiles)
    func unreadable(text: String, message: String) {
        let error = #expect(throws: DomainError.self) { try read(text) }
        #expect(error?.field == "file" && error?.english == message, "\(String(describing: error?.english))")
    }

    @Test("Binary garbage, text that is not UTF-8, UTF-16 and files over 5 MB are refused")
    func notText() {
        let options = WeightCSVOptions()
        var random = SeededRandom(seed: 7)
        let garbage = Data((0..<4096).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        #expect(throws: fileError("The file is not a text file (it holds binary data); export your weights as CSV and try again.")) {
            try WeightCSVReader.read(garbage, options: options, userUnit: .kilograms)
        }
        let latin1 = Data("date,weight\n2024-03-21,80\nGr".utf8) + Data([0xF6, 0xDF, 0x65])
        #expect(throws: fileError(#"The file is not UTF-8 text; save it as "CSV UTF-8" and try again."#)) {
            try WeightCSVReader.read(latin1, options: options, userUnit: .kilograms)
        }
        let utf16 = Data([0xFF, 0xFE]) + "date,weight".data(using: .utf16LittleEndian)!
        #expect(throws: fileError(#"The file is UTF-16 text; save it as "CSV UTF-8" and try again."#)) {
            try WeightCSVReader.read(utf16, options: options, userUnit: .kilograms)
        }
        let large = Data("date,weight\n".utf8) + Data(repeating: 0x0A, count: WeightImportLimits.maximumCSVBytes)
        #expect(
            throws: DomainError.tooLarge(LocalizedText("error.file_too_large_for_kind", ["count": "5 MB", "kind": "weight file", "limit": "5 MB"]))
        ) {
            try WeightCSVReader.read(large, options: options, userUnit: .kilograms)
        }
    }
}
