import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

@Suite("One rule for every stored set value, and formatting that never traps")
struct StoredValueRulesTests {
    @Test("SetValueRules names the first value out of range: numbers past the limits or not finite, control characters")
    func setValueRules() {
        #expect(
            SetValueRules.problem(
                in: SetValues(
                    weight: Weight(100, .kilograms), reps: 5, durationSeconds: 86_400, distanceMeters: 1_000_000, rpe: 8.5, note: "tab\tline\n"))
                == nil)
        let cases: [(SetValues, SetValueProblem.Field)] = [
            (SetValues(distanceMeters: 1e300), .distance),
            (SetValues(distanceMeters: .infinity), .distance),
            (SetValues(distanceMeters: .nan), .distance),
            (SetValues(distanceMeters: -1), .distance),
            (SetValues(durationSeconds: 86_401), .duration),
            (SetValues(durationSeconds: -1), .duration),
            (SetValues(weight: Weight(2000.5, .pounds)), .weight),
            (SetValues(weight: Weight(.nan, .kilograms)), .weight),
            (SetValues(reps: 1001), .reps),
            (SetValues(rpe: 8.25), .rpe),
            (SetValues(note: "a\u{0}b"), .note),
            (SetValues(note: String(repeating: "x", count: 501)), .note),
        ]
        for (values, field) in cases {
            #expect(SetValueRules.problem(in: values)?.field == field, "\(values)")
        }
        #expect(SetValueProblem.Field.distance.jsonName == "distanceMeters")
    }

    @Test("An imported workout with a distance of 1e300 or a NUL in its name is refused, naming the field")
    func finishedDraft() throws {
        let start = Date(timeIntervalSince1970: 1_750_000_000)
        func draft(name: String = "Run", sets: [SetValues]) -> FinishedWorkoutDraft {
            FinishedWorkoutDraft(
                name: name, date: LocalDate("2025-06-15")!, startedAt: start, endedAt: start + 1800,
                exercises: [FinishedExerciseDraft(exerciseID: 1, sets: sets)])
        }
        try draft(sets: [SetValues(durationSeconds: 1500, distanceMeters: 5000)]).validate()
        #expect(throws: DomainError.self) { try draft(sets: [SetValues(durationSeconds: 1500, distanceMeters: 1e300)]).validate() }
        do {
            try draft(sets: [SetValues(distanceMeters: 1e300)]).validate()
        } catch let error as DomainError {
            #expect(error.field == "distance")
        }
        do {
            try draft(name: "Run\u{0}", sets: [SetValues(distanceMeters: 5)]).validate()
            Issue.record("a NUL in the name passed")
        } catch let error as DomainError {
            #expect(error.field == "name" && error.english.contains("U+0000"))
        }
    }

    @Test("Formatting a stored value no rule allows shows a dash instead of trapping")
    func totalFormatting() {
        for value in [1e300, -1e300, Double.infinity, -Double.infinity, Double.nan, 1e15] {
            #expect(Weight.format(value) == "—")
        }
        #expect(Weight.format(102.5) == "102.5" && Weight.format(999_999_999_999) == "999999999999")
        #expect(TrainingFormat.distance(1e300) == "— km")
        #expect(
            TrainingFormat.line(SetValues(durationSeconds: 90, distanceMeters: 1e300), kind: .distanceAndDuration, unit: .kilograms) == "— km in 1:30"
        )
        #expect(TrainingFormat.volume(kilograms: 1e300, unit: .kilograms) == "— kg")
        #expect(TrainingFormat.volume(kilograms: .nan, unit: .pounds) == "— lb")
        #expect(TrainingFormat.volume(kilograms: 12_345, unit: .kilograms) == "12\u{2009}345 kg")
    }

    @Test("A photo whose header does not declare a size is refused; real headers pass")
    func imageHeaders() throws {
        try PixelSize.check(SampleImages.png(width: 7, height: 5), format: .png, field: "file")
        try PixelSize.check(SampleImages.jpeg(width: 40, height: 30), format: .jpeg, field: "file")
        try PixelSize.check(SampleImages.pillowRotatedJPEG, format: .jpeg, field: "file")
        try PixelSize.check(SampleImages.isoMedia(major: "heic", compatible: ["mif1"]), format: .heic, field: "file")
        let signatureOnly = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) + Data(repeating: 0x41, count: 40)
        let jpegWithoutFrame = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x00, 0x00, 0xFF, 0xDA, 0x00, 0x02])
        var wrongLength = [UInt8](SampleImages.png(width: 7, height: 5))
        wrongLength[11] = 12
        for (bytes, format) in [
            (signatureOnly, ImageFormat.png), (jpegWithoutFrame, .jpeg), (Data(wrongLength), .png),
            (SampleImages.png(width: 0, height: 5), .png), (SampleImages.png(width: 70_000, height: 5), .png),
            (SampleImages.jpeg(width: 0, height: 30), .jpeg),
        ] {
            #expect(throws: DomainError.self, "\(bytes.prefix(16).map { String($0, radix: 16) })") {
                try PixelSize.check(bytes, format: format, field: "file")
            }
        }
    }
}
