import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

/// Validators and the schema's CHECKs agree on text: for random strings of emoji, combining marks, NUL and other
/// control characters straddling each limit, every store path either keeps the text exactly as validated or refuses
/// it with a domain error naming the field, never a database error, on both engines. A CHECK reached anyway is a 400:
/// `SettingsStoreTests.checkBecomesInvalid`.
@Suite("User text: validators and CHECKs agree")
struct UserTextPropertyTests {
    static let pieces = [
        "a", "Z", " ", "é", "e\u{301}", "\u{301}", "👨‍👩‍👧‍👦", "🏋️", "中", "𝐀", "\u{0}", "\u{1}", "\u{1B}", "\t", "\n", "\r\n", "\u{7F}",
        "\u{85}", "\u{200B}", "\u{FEFF}", "\u{2028}", "\u{A0}", "'", "\"", "%", "\\",
    ]

    /// A string of about `scalars` Unicode scalars drawn from `pieces`, mostly plain so that some pass.
    static func text(near scalars: Int, using random: inout SetChangeIntentTests.Lehmer) -> String {
        var result = ""
        let target = Int.random(in: max(0, scalars - 8)...(scalars + 8), using: &random)
        let plain = Bool.random(using: &random)
        while result.unicodeScalars.count < target {
            result += plain && Int.random(in: 0..<10, using: &random) > 0 ? "a" : pieces.randomElement(using: &random)!
        }
        return result
    }

    func expectInvalidOrStored(_ field: String, _ text: String, _ body: () async throws -> Void) async {
        do {
            try await body()
        } catch let error as DomainError {
            guard case .invalid(let named, let said) = error else {
                Issue.record("\(field) \(text.debugDescription): \(error)")
                return
            }
            let message = EnglishMessages.text(said)
            #expect(named == field, "\(text.debugDescription): \(error)")
            #expect(!message.hasPrefix("The \(field) is not accepted"), "the validator let \(text.debugDescription) through to a CHECK")
        } catch {
            Issue.record("\(field) \(text.debugDescription) reached the database: \(error)")
        }
    }

    @Test("Random texts at each limit are stored as validated or refused by field", arguments: Engine.allCases, [11, 12, 13] as [UInt64])
    func randomTexts(engine: Engine, seed: UInt64) async throws {
        try await TestDatabase.with(engine) { database in
            try await randomTexts(seed: seed, on: database)
        }
    }

    private func randomTexts(seed: UInt64, on database: TestDatabase) async throws {
        var random = SetChangeIntentTests.Lehmer(state: seed)
        let fixture = try await TrainingFixture.open(database)
        let ana = try await fixture.user("ana")
        let settings = try await fixture.store.settings(userID: ana.id)
        let bench = try await fixture.exercise("Bench Press", of: ana)
        let workout = try await fixture.workouts.start(.empty(name: nil), for: ana)
        let entry = try #require(try await fixture.workouts.addExercise(bench.id, to: workout.id, of: ana).exercises.first)
        let set = try #require(entry.sets.first)
        for round in 0..<40 {
            let name = Self.text(near: 80, using: &random)
            await expectInvalidOrStored("name", name) {
                let created = try await fixture.services.exercises.create(
                    for: ana, input: ExerciseInput(name: name + " \(round)", category: "legs", kind: "weight_reps"))
                #expect(UserText.length(created.name) <= 80 && UserText.forbiddenCharacter(in: created.name, multiline: false) == nil)
            }
            let notes = Self.text(near: 2000, using: &random)
            await expectInvalidOrStored("notes", notes) {
                let updated = try await fixture.services.exercises.update(bench.id, of: ana, input: ExerciseInput(notes: notes))
                #expect(updated.notes == notes.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            await expectInvalidOrStored("notes", notes) {
                let updated = try await fixture.workouts.setNotes(notes, of: entry.id, in: workout.id, of: ana)
                #expect(updated.exercises.first?.notes == notes.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            let note = Self.text(near: 500, using: &random)
            await expectInvalidOrStored("note", note) {
                let change = try await fixture.store.changeSet(
                    set.id, in: .active, input: SetInput(note: note), settings: settings, userID: ana.id, now: fixture.clock.now, once: nil
                ).unkeyed()
                #expect(
                    try await fixture.workouts.workout(workout.id, of: ana).allSets.first { $0.id == set.id }?.values.note == change.set.values.note)
            }
            let label = Self.text(near: 80, using: &random)
            await expectInvalidOrStored("label", label) { _ = try await fixture.services.tokens.issue(for: ana, label: label) }
            let templateName = Self.text(near: 80, using: &random)
            let templateNotes = Self.text(near: 4000, using: &random)
            do {
                _ = try await fixture.templates.create(for: ana, input: TemplateInput(name: templateName + "\(round)", notes: templateNotes))
            } catch let error as DomainError {
                guard case .invalid(let field, let said) = error else { Issue.record("\(error)"); continue }
                let message = EnglishMessages.text(said)
                #expect(["name", "notes"].contains(field))
                #expect(!message.hasSuffix("holds characters that cannot be stored."), "the validator let a template through to a CHECK")
            }
        }
    }
}
