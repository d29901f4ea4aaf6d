import Foundation
import RepbookCore
import Testing

@Suite("Template input, rep ranges and superset labels")
struct TemplateInputTests {
    private func field(_ row: TemplateInput.Row) -> String? {
        field(TemplateInput(name: "Push Day", rows: [TemplateInput.Row(exerciseID: 1), row]))
    }

    private func field(_ input: TemplateInput) -> String? {
        do {
            _ = try input.draft(unit: .kilograms)
            return nil
        } catch {
            return error.field
        }
    }

    @Test("Rep ranges parse a count or a range", arguments: [
        ("5", 5, 5), ("8-12", 8, 12), ("8–12", 8, 12), (" 8 - 12 ", 8, 12), ("10-10", 10, 10), ("1000", 1000, 1000),
    ])
    func repRanges(text: String, lower: Int, upper: Int) throws {
        let range = try #require(RepRange(parsing: text))
        #expect(range.lower == lower)
        #expect(range.upper == upper)
    }

    @Test("Nonsense rep ranges are refused", arguments: ["", "0", "12-8", "-5", "5-", "8-12-15", "abc", "1001", "0-5"])
    func badRepRanges(text: String) {
        #expect(RepRange(parsing: text) == nil)
    }

    @Test("Rep ranges print as 5 or 8-12")
    func repRangeText() {
        #expect(RepRange(5, 5)?.description == "5")
        #expect(RepRange(8, 12)?.description == "8-12")
    }

    @Test("A valid template draft trims and converts every row")
    func valid() throws {
        let input = TemplateInput(name: "  Push   Day ", notes: " heavy week \n", rows: [
            TemplateInput.Row(exerciseID: 1, sets: "3", reps: "5", weight: "225lb", restSeconds: "180", supersetGroup: "", notes: " pause "),
            TemplateInput.Row(exerciseID: 2, sets: " 4 ", reps: "8-12", weight: "40", restSeconds: "", supersetGroup: "b"),
            TemplateInput.Row(exerciseID: 3, supersetGroup: "1"),
        ])
        let draft = try input.draft(unit: .kilograms)
        #expect(draft.name == "Push Day")
        #expect(draft.notes == "heavy week")
        #expect(draft.exercises == [
            ExerciseTarget(exerciseID: 1, sets: 3, reps: RepRange(5, 5)!, weight: Weight(225, .pounds), restSeconds: 180, notes: "pause"),
            ExerciseTarget(exerciseID: 2, sets: 4, reps: RepRange(8, 12)!, weight: Weight(40, .kilograms), supersetGroup: 1),
            ExerciseTarget(exerciseID: 3, sets: 3, reps: RepRange(8, 12)!, supersetGroup: 1),
        ])
    }

    @Test("Each bad row field is named")
    func rowFields() {
        #expect(field(TemplateInput.Row(exerciseID: nil)) == "exerciseId")
        #expect(field(TemplateInput.Row(exerciseID: 2, sets: "0")) == "sets")
        #expect(field(TemplateInput.Row(exerciseID: 2, sets: "21")) == "sets")
        #expect(field(TemplateInput.Row(exerciseID: 2, sets: "three")) == "sets")
        #expect(field(TemplateInput.Row(exerciseID: 2, reps: "12-8")) == "reps")
        #expect(field(TemplateInput.Row(exerciseID: 2, weight: "heavy")) == "weight")
        #expect(field(TemplateInput.Row(exerciseID: 2, restSeconds: "3601")) == "restSeconds")
        #expect(field(TemplateInput.Row(exerciseID: 2, restSeconds: "-1")) == "restSeconds")
        #expect(field(TemplateInput.Row(exerciseID: 2, supersetGroup: "AA")) == "supersetGroup")
        #expect(field(TemplateInput.Row(exerciseID: 2, supersetGroup: "26")) == "supersetGroup")
        #expect(field(TemplateInput.Row(exerciseID: 2, notes: String(repeating: "x", count: 2001))) == "notes")
        #expect(field(TemplateInput.Row(exerciseID: 2, sets: "20", restSeconds: "0", supersetGroup: "z")) == nil)
    }

    @Test("Bad template fields are named")
    func templateFields() {
        #expect(field(TemplateInput(name: " ")) == "name")
        #expect(field(TemplateInput(name: "Push", notes: String(repeating: "x", count: 4001))) == "notes")
        let rows = (1...41).map { TemplateInput.Row(exerciseID: Int64($0)) }
        #expect(field(TemplateInput(name: "Push", rows: rows)) == "exercises")
        #expect(field(TemplateInput(name: "Push", rows: Array(rows.prefix(40)))) == nil)
    }

    @Test("Superset letters and numbers", arguments: [("A", 0), ("a", 0), ("b", 1), ("Z", 25), ("0", 0), ("25", 25)])
    func supersetGroups(text: String, group: Int) {
        #expect(SupersetLabel.group(text) == group)
    }

    @Test("Things that are not superset labels", arguments: ["", "AA", "26", "-1", "É", "1.5", "?"])
    func badSupersetGroups(text: String) {
        #expect(SupersetLabel.group(text) == nil)
    }

    @Test("Superset groups show as letters")
    func supersetLetters() {
        #expect(SupersetLabel.letter(0) == "A")
        #expect(SupersetLabel.letter(1) == "B")
        #expect(SupersetLabel.letter(25) == "Z")
        #expect((0..<26).allSatisfy { SupersetLabel.group(SupersetLabel.letter($0)) == $0 })
    }
}
