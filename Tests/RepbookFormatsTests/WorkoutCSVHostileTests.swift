import Foundation
import RepbookCore
import RepbookFormats
import RepbookTestFixtures
import Testing

/// Broken and hostile files: each is refused with the reason and where, or its bad rows are left out by line; the
/// reader never crashes and never returns half a row.
@Suite("Workout CSV hostile files")
struct WorkoutCSVHostileTests {
    typealias Support = WorkoutCSVTestSupport

    func fileError(_ message: String) -> DomainError { .invalid(field: "file", message: EnglishMessages.keyed(message)) }

    @Test("A file cut off inside a quote skips its last row by line; cut between fields, the row is short")
    func truncated() throws {
        let full = String(decoding: try Support.fixture("strong_classic_comma_AlexandrosKyriakakis"), as: UTF8.self)
        let lastLine = full.split(separator: "\n").count  // 1904: the header and 1903 rows
        let lastRow = full.range(of: "2021-09-06 18:21:27,\"Evening Workout\",2h 2m,\"Front Squat (Barbell)\",7", options: .backwards)!
        let insideQuote = String(full[..<lastRow.lowerBound]) + "2021-09-06 18:21:27,\"Evening Workout\",2h 2m,\"Front Squ"
        let cut = try Support.read(insideQuote)
        #expect(cut.setCount == 1902)
        #expect(cut.skipped.inEnglish == [SkippedImportRow(
            line: lastLine, reason: "the file ends inside a quoted field opened on this line; it may be cut off")])

        let betweenFields = String(full[..<lastRow.lowerBound]) + "2021-09-06 18:21:27,\"Evening Workout\",2h 2m"
        let short = try Support.read(betweenFields)
        #expect(short.setCount == 1902)
        #expect(short.skipped.inEnglish == [SkippedImportRow(line: lastLine, reason: "found 3 columns but the header names 12 columns")])

        // A quote opened in a middle row and never closed swallows the rest: that record is skipped, naming its lines.
        let stray = "Date,Exercise,Weight,Reps,Comment\n2024-01-02,Squat,100,5,ok\n2024-01-02,Squat,100,5,\"oops\n2024-01-03,Squat,100,5,\n"
        let swallowed = try Support.read(stray)
        #expect(swallowed.setCount == 1)
        #expect(swallowed.skipped.inEnglish == [SkippedImportRow(
            line: 3, reason: "the file ends inside a quoted field opened on this line (lines 3–5); it may be cut off")])
    }

    @Test("A header of no known export, or not of the format named, is refused quoting the first 80 characters")
    func wrongHeader() throws {
        #expect(Support.error(reading: Data("Name,Age\nBob,3\n".utf8)) == fileError(
            "The first line must be the header of a Strong, Hevy, FitNotes or Repbook CSV export; it reads \"Name,Age\"."))
        let long = String(repeating: "column,", count: 30)
        #expect(Support.error(reading: Data((long + "\n1\n").utf8)) == fileError(
            "The first line must be the header of a Strong, Hevy, FitNotes or Repbook CSV export; it reads \"\(long.prefix(80))\"."))
        let strong = try Support.fixture("strong_classic_noNotes_DaKheera47")
        #expect(Support.error(reading: strong, format: .hevy) == fileError("""
            The first line reads "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,", \
            which is not a Hevy export's header: it needs the columns title, start_time, exercise_title, weight_kg or weight_lbs, reps.
            """))
        #expect(try WorkoutCSVReader.read(strong, options: WorkoutCSVOptions(format: .strong, unit: .kilograms)).setCount == 250)
    }

    @Test("Rows in another separator than the header's: refused, saying so")
    func mixedDelimiters() {
        let text = "Date,Workout Name,Exercise Name,Set Order,Weight,Reps\n2024-01-02 10:00:00;A;Squat;1;100;5\n2024-01-03 10:00:00;A;Squat;1;100;5\n"
        let error = Support.error(reading: Data(text.utf8))
        #expect(error?.field == "file")
        #expect(error?.english == """
            No row has the 6 columns the header names ("Date,Workout Name,Exercise Name,Set Order,Weight,Reps"); \
            check that every line uses the header's separator (comma).
            """)
    }

    @Test("Absurd, negative, non-numeric and overlong values skip their row with the reason; good rows stay")
    func absurdValues() throws {
        let long = String(repeating: "x", count: WorkoutImportLimits.maximumFieldCharacters + 1)
        let text = """
            Date,Workout Name,Exercise Name,Set Order,Weight,Reps,Seconds,Distance
            2024-01-02 10:00:00,A,Squat,1,100,5,0,0
            2024-01-02 10:00:00,A,Squat,2,2500,5,0,0
            2024-01-02 10:00:00,A,Squat,3,100,5000,0,0
            2024-01-02 10:00:00,A,Squat,4,-5,5,0,0
            2024-01-02 10:00:00,A,Squat,5,100,abc,0,0
            2024-01-02 10:00:00,A,Squat,6,NaN,5,0,0
            2024-01-02 10:00:00,A,Squat,7,inf,5,0,0
            2024-01-02 10:00:00,A,Squat,8,100,12.5,0,0
            2024-01-02 10:00:00,A,Squat,9,100,5,1e300,0
            2024-01-02 10:00:00,A,Squat,10,100,5,999999999999999999999,0
            2024-01-02 10:00:00,A,Squat,11,100,5,0,-1
            2024-01-02 10:00:00,A,Squat,X,100,5,0,0
            2024-02-30 10:00:00,A,Squat,1,100,5,0,0
            2024-01-02 10:00:00,A,\(long),1,100,5,0,0
            2024-01-02 10:00:00,A,,1,100,5,0,0
            2024-01-02 10:00:00,A,Squat,12,100,5,0,0,extra
            """
        let file = try Support.read(text)
        #expect(file.skipped.inEnglish == [
            SkippedImportRow(line: 3, reason: "weight 2500 is more than 2000"),
            SkippedImportRow(line: 4, reason: "reps 5000 is more than 1000"),
            SkippedImportRow(line: 5, reason: "weight -5 is negative"),
            SkippedImportRow(line: 6, reason: "\"abc\" is not a number of reps"),
            SkippedImportRow(line: 7, reason: "weight \"NaN\" is not a number"),
            SkippedImportRow(line: 8, reason: "weight \"inf\" is not a number"),
            SkippedImportRow(line: 9, reason: "reps 12.5 is not a whole number"),
            SkippedImportRow(line: 10, reason: "\"1e300\" is not a time in seconds"),
            SkippedImportRow(line: 11, reason: "time 999999999999999999999 is longer than a day"),
            SkippedImportRow(line: 12, reason: "distance -1 is negative"),
            SkippedImportRow(line: 13, reason: "set order \"X\" is not a number, W, D or F"),
            SkippedImportRow(line: 14, reason: "Date \"2024-02-30 10:00:00\" is not a date and time such as 2024-11-28 17:36:08"),
            SkippedImportRow(line: 15, reason: "a field is longer than 4000 characters"),
            SkippedImportRow(line: 16, reason: "the exercise name is empty"),
                SkippedImportRow(
                    line: 17,
                    reason: "found 9 columns but the header names 8 columns; a decimal comma in a comma-separated file needs quotes (\"82,5\")"),
        ])
        #expect(file.setCount == 1)
        #expect(file.rowCount == 16)
    }

    @Test("100 MB of one line is too large before anything is read")
    func oneHugeLine() {
        let data = Data(repeating: UInt8(ascii: "a"), count: 100 * 1024 * 1024)
        guard case .tooLarge(let text) = Support.error(reading: data) else {
            Issue.record("expected tooLarge")
            return
        }
        #expect(EnglishMessages.text(text).contains("a workout history file can be at most"))
    }

    @Test("Binary, empty, blank and header-only files are refused saying why")
    func unreadable() {
        #expect(Support.error(reading: Data([0x50, 0x4B, 0x03, 0x04, 0x00, 0x00, 0x14])) == fileError(
            "The file is not a text file (it holds binary data); export your workouts as CSV and try again."))
        #expect(Support.error(reading: Data()) == fileError("The file is empty."))
        #expect(Support.error(reading: Data(" \n\r\n ".utf8)) == fileError("The file is empty."))
        #expect(Support.error(reading: Data("Date,Exercise,Weight,Reps\n\n".utf8)) == fileError("The file has a header but no rows below it."))
        #expect(
            Support.error(reading: Data([0xFF, 0xFE, 0x44, 0x00])) == fileError("The file is UTF-16 text; save it as \"CSV UTF-8\" and try again."))
    }
}
