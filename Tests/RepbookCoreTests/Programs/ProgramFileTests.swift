import Foundation
import Testing
@testable import RepbookCore

/// The program file: every library program written and read back unchanged; a wrong field named by its place.
@Suite("Program file")
struct ProgramFileTests {
    @Test("Every library program survives the program file unchanged, and the same program always gives the same bytes",
          arguments: ProgramLibrary.all.map(\.slug))
    func roundTrip(slug: String) throws {
        let program = try ProgramLibrary.program(slug)
        let data = ProgramFile.encode(program)
        #expect(try ProgramFile.decode(data) == program)
        #expect(ProgramFile.encode(try ProgramFile.decode(data)) == data)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["format"] as? String == "repbook-program" && object["version"] as? Int == 1)
    }

    @Test("A wrong format, version, rule type, missing field or invalid program is refused naming the field")
    func refusals() throws {
        let text = ProgramFile.text(try ProgramLibrary.program("gzclp"))
        #expect(throws: DomainError.invalid(field: "format", message:
            LocalizedText("error.not_repbook_program_it_lacks_format", ["formatName": "repbook-program"]))) {
            _ = try ProgramFile.decode(text.replacingOccurrences(of: "repbook-program", with: "repbook-plan"))
        }
        #expect { _ = try ProgramFile.decode(text.replacingOccurrences(of: #""version":1"#, with: #""version":2"#)) } throws: {
            ($0 as? DomainError).map { if case .invalid("version", _) = $0 { true } else { false } } ?? false
        }
        #expect { _ = try ProgramFile.decode(text.replacingOccurrences(of: #""type":"staged""#, with: #""type":"wave""#)) } throws: {
            ($0 as? DomainError).map { if case .invalid("program.weeks[0].days[0].slots[0].rule.type", _) = $0 { true } else { false } } ?? false
        }
        #expect { _ = try ProgramFile.decode(text.replacingOccurrences(of: #","reps":3}"#, with: "}")) } throws: {
            ($0 as? DomainError).map { if case .invalid("program.weeks[0].days[0].slots[0].stages[0].sets[0].reps", _) = $0 { true } else { false } }
                ?? false
        }
        // Read whole but against the rules: `validate()` names the field.
        #expect { _ = try ProgramFile.decode(text.replacingOccurrences(of: #""reps":3}"#, with: #""reps":0}"#)) } throws: {
            ($0 as? DomainError).map { if case .invalid(let field, _) = $0 { field.hasSuffix(".reps") } else { false } } ?? false
        }
    }
}

/// How a finished program day is read: prescribed sets are work, an added unmarked ramp and marked warm-ups are not.
@Suite("Program session reading")
struct ProgramSessionReadingTests {
    static func set(_ id: Int64, _ weight: Double, _ reps: Int, kind: SetKind = .normal, prescribed: Bool, done: Bool = true) -> WorkoutSet {
        WorkoutSet(
            id: id, position: Int(id), values: SetValues(weight: Weight(weight, .kilograms), reps: reps, kind: kind), isDone: done,
            suggestion: prescribed ? SetSuggestion(weight: Weight(weight, .kilograms), reps: reps) : nil)
    }

    @Test("5/3/1's 65 % and 75 % sets count; the lifter's unmarked ramp, a marked warm-up, a drop set and an undone set do not")
    func reading() {
        let sets = [
            Self.set(1, 20, 10, prescribed: false), Self.set(2, 40, 5, prescribed: false), Self.set(3, 50, 3, kind: .warmUp, prescribed: false),
            Self.set(4, 65, 5, prescribed: true), Self.set(5, 75, 5, prescribed: true), Self.set(6, 85, 8, prescribed: true),
            Self.set(7, 60, 12, kind: .drop, prescribed: false), Self.set(8, 50, 10, prescribed: true, done: false),
            Self.set(9, 85, 3, prescribed: false),
        ]
        let workout = Workout(
            id: 1, name: "Squat", source: .empty, date: LocalDate("2026-11-02")!, startedAt: Date(), endedAt: Date(),
            exercises: [
                WorkoutExercise(
                    id: 1, exerciseID: 5, exerciseName: "Back Squat", kind: .weightAndReps, position: 0, sets: sets, programSlotKey: "squat")
            ],
            program: WorkoutProgramLink(programID: 3, position: .start))
        let logged = ProgramSessionReading.logged(workout)
        #expect(logged.date == LocalDate("2026-11-02")!)
        #expect(logged.exercises["squat"]?.workingSets.map { $0.weight?.value } == [65, 75, 85, 85], "a joker set at the working weight counts")
    }
}
