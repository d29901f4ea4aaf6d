import Foundation
import Testing

/// `PATCH /api/v1/workouts/{id}/exercises/{workoutExerciseId}` with `moveTo` and `supersetWith`: an exercise goes
/// straight to a place, and supersets with any other exercise of the workout, which comes up right behind it.
@Suite("Workout exercises arranged over the API")
struct WorkoutExerciseArrangeAPITests {
    @Test("moveTo puts an exercise at a place; supersetWith groups it with any other; an unknown partner is a 400")
    func arrange() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            let started = try await lifter.call("POST", "/workouts", #"{"name": "Arrange"}"#)
            let workoutID = try #require(started.json["id"] as? Int)
            var entries: [Int] = []
            for exercise in [lifter.bench, lifter.row, lifter.squat] {
                let added = try await lifter.call("POST", "/workouts/\(workoutID)/exercises", #"{"exerciseId": \#(exercise)}"#)
                entries.append(try #require(added.json["id"] as? Int))
            }
            func names(_ reply: TestClient.Reply) -> [String] {
                (reply.json["exercises"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            }
            let moved = try await lifter.call("PATCH", "/workouts/\(workoutID)/exercises/\(entries[2])", #"{"moveTo": 0}"#)
            #expect(moved.status == 200)
            #expect(names(moved) == ["Back Squat", "Bench Press", "Barbell Row"])
            let grouped = try await lifter.call("PATCH", "/workouts/\(workoutID)/exercises/\(entries[2])", #"{"supersetWith": \#(entries[1])}"#)
            #expect(grouped.status == 200)
            #expect(names(grouped) == ["Back Squat", "Barbell Row", "Bench Press"])
            let groups = (grouped.json["exercises"] as? [[String: Any]] ?? []).map { $0["supersetGroup"] as? Int }
            #expect(groups[0] != nil && groups[0] == groups[1] && groups[2] == nil, "\(groups)")
            let unknown = try await lifter.call("PATCH", "/workouts/\(workoutID)/exercises/\(entries[2])", #"{"supersetWith": 999999}"#)
            #expect(unknown.status == 400 && unknown.errorField == "superset_with")
            let itself = try await lifter.call("PATCH", "/workouts/\(workoutID)/exercises/\(entries[2])", #"{"supersetWith": \#(entries[2])}"#)
            #expect(itself.status == 400 && itself.errorField == "superset_with")
            let after = try await lifter.call("GET", "/workouts/\(workoutID)")
            #expect(names(after) == ["Back Squat", "Barbell Row", "Bench Press"], "the refusals changed nothing")
        }
    }
}
