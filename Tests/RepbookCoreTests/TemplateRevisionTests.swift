import Foundation
import Testing
@testable import RepbookCore

/// "Update the template with what you did?": the template rewritten from a finished workout's done sets.
@Suite("Template revision from a finished workout")
struct TemplateRevisionTests {
    static let bench: Int64 = 1
    static let curl: Int64 = 2
    static let pullUp: Int64 = 3

    static func set(_ id: Int64, _ weight: Double?, _ reps: Int, kind: SetKind = .normal, done: Bool = true) -> WorkoutSet {
        WorkoutSet(id: id, position: Int(id), values: SetValues(weight: weight.map { Weight($0, .kilograms) }, reps: reps, kind: kind), isDone: done)
    }

    static func workout(_ exercises: [(Int64, String, [WorkoutSet])]) -> Workout {
        Workout(
            id: 9, name: "Push", source: .template, date: LocalDate("2026-11-20")!, startedAt: Date(timeIntervalSince1970: 1_800_000_000),
            endedAt: Date(timeIntervalSince1970: 1_800_003_600), templateID: 4,
            exercises: exercises.enumerated().map { index, item in
                WorkoutExercise(id: Int64(index + 10), exerciseID: item.0, exerciseName: item.1, kind: .weightAndReps, position: index, sets: item.2)
            })
    }

    static let template = WorkoutTemplate(id: 4, name: "Push", notes: "Heavy day", exercises: [
        TemplateExercise(exerciseName: "Bench Press", exerciseKind: .weightAndReps, target: ExerciseTarget(
            exerciseID: bench, sets: 3, reps: RepRange(8, 12)!, weight: Weight(80, .kilograms), restSeconds: 150, notes: "pause")),
        TemplateExercise(exerciseName: "Curl", exerciseKind: .weightAndReps, target: ExerciseTarget(
            exerciseID: curl, sets: 3, reps: RepRange(10, 10)!)),
    ], updatedAt: Date(timeIntervalSince1970: 1_700_000_000))

    @Test("Sets, reps and weights follow what was done; an added exercise is added, one not done removed; rest and notes stay")
    func revised() throws {
        let done = Self.workout([
            (Self.bench, "Bench Press", [
                Self.set(1, 60, 8, kind: .warmUp), Self.set(2, 100, 5), Self.set(3, 102.5, 4), Self.set(4, 100, 5),
                Self.set(5, 110, 1, done: false),
            ]),
            (Self.pullUp, "Pull-Up", [Self.set(6, nil, 8), Self.set(7, nil, 7)]),
            (Self.curl, "Curl", [Self.set(8, 20, 10, done: false)]),
        ])
        let draft = try #require(TemplateRevision.revised(Self.template, by: done))
        #expect(draft.name == "Push" && draft.notes == "Heavy day")
        #expect(draft.exercises == [
                ExerciseTarget(
                    exerciseID: Self.bench, sets: 3, reps: RepRange(4, 5)!, weight: Weight(102.5, .kilograms), restSeconds: 150, notes: "pause"),
            ExerciseTarget(exerciseID: Self.pullUp, sets: 2, reps: RepRange(7, 8)!),
        ])
        #expect(TemplateRevision.changes(Self.template, by: done) == [
            .init(exerciseName: "Bench Press", before: "3 × 8-12 · 80 kg", after: "3 × 4-5 · 102.5 kg"),
            .init(exerciseName: "Pull-Up", before: nil, after: "2 × 7-8"),
            .init(exerciseName: "Curl", before: "3 × 10", after: nil),
        ])
    }

    @Test("Reps inside the template's range keep the range; a workout that matches offers nothing")
    func matching() {
        let same = Self.workout([
            (Self.bench, "Bench Press", [Self.set(1, 80, 12), Self.set(2, 80, 10), Self.set(3, 80, 8)]),
            (Self.curl, "Curl", [Self.set(4, nil, 10), Self.set(5, nil, 10), Self.set(6, nil, 10)]),
        ])
        #expect(TemplateRevision.revised(Self.template, by: same) == nil)
        #expect(TemplateRevision.changes(Self.template, by: same).isEmpty)
        let oneMore = Self.workout([
            (Self.bench, "Bench Press", [Self.set(1, 80, 12), Self.set(2, 80, 10), Self.set(3, 80, 8), Self.set(4, 80, 8)]),
            (Self.curl, "Curl", [Self.set(5, nil, 10), Self.set(6, nil, 10), Self.set(7, nil, 10)]),
        ])
        #expect(TemplateRevision.changes(Self.template, by: oneMore) == [
            .init(exerciseName: "Bench Press", before: "3 × 8-12 · 80 kg", after: "4 × 8-12 · 80 kg"),
        ])
    }
}
