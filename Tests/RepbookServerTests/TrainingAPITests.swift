import Foundation
import Testing

/// The training routes outside clients rely on, end to end over HTTP against the real application.
@Suite("Training API")
struct TrainingAPITests {
    /// A signed-up owner with a token and the ids of a few library exercises.
    struct Lifter {
        let client: TestClient
        let token: String
        let bench: Int
        let row: Int
        let squat: Int

        static func make(_ server: TestServer, name: String = "lifter") async throws -> Lifter {
            let client = server.client()
            try await client.setUpOwner(username: name)
            let token = try await client.token(username: name, password: "correct horse")
            return Lifter(
                client: client, token: token,
                bench: try await Self.exerciseID("Bench Press", client: client, token: token),
                row: try await Self.exerciseID("Barbell Row", client: client, token: token),
                squat: try await Self.exerciseID("Back Squat", client: client, token: token))
        }

        static func exerciseID(_ name: String, client: TestClient, token: String) async throws -> Int {
            let reply = try await client.json("GET", "/api/v1/exercises?search=\(name.replacingOccurrences(of: " ", with: "%20"))", token: token)
            let match = (reply.json["exercises"] as? [[String: Any]] ?? []).first { $0["name"] as? String == name }
            return try #require(match?["id"] as? Int, "no \(name) in the library")
        }

        func call(_ method: String, _ path: String, _ body: String? = nil) async throws -> TestClient.Reply {
            try await client.json(method, "/api/v1" + path, body: body, token: token)
        }
    }

    @Test("Exercises added at once by several clients each answer the entry they added")
    func concurrentExerciseAdds() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let workoutID = try #require(try await lifter.call("POST", "/workouts", #"{"name": "Race"}"#).json["id"] as? Int)
            let exercises = [lifter.bench, lifter.row, lifter.squat, lifter.bench, lifter.row, lifter.squat, lifter.bench, lifter.row]
            let answers = try await withThrowingTaskGroup(of: (sent: Int, answered: Int?, entry: Int?).self) { group in
                for exerciseID in exercises {
                    group.addTask {
                        let json = try await lifter.call("POST", "/workouts/\(workoutID)/exercises", #"{"exerciseId": \#(exerciseID)}"#).json
                        return (exerciseID, json["exerciseId"] as? Int, json["id"] as? Int)
                    }
                }
                return try await group.reduce(into: []) { $0.append($1) }
            }
            for answer in answers { #expect(answer.answered == answer.sent) }
            #expect(Set(answers.compactMap(\.entry)).count == exercises.count, "each answer is its own entry")
        }
    }

    @Test("Templates: create with a rep range, list, duplicate with a unique name, clash on name ignoring case")
    func templates() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let created = try await lifter.call("POST", "/templates", """
                {"name": "Push Day", "exercises": [{"exerciseId": \(lifter.bench), "sets": 3, "reps": "8-12", "weightKg": 80, "restSeconds": 90},
                                                   {"exerciseId": \(lifter.row), "sets": 2, "reps": 10}]}
                """)
            #expect(created.status == 201)
            let id = try #require(created.json["id"] as? Int)
            let exercises = try #require(created.json["exercises"] as? [[String: Any]])
            #expect(exercises.map { $0["reps"] as? String } == ["8-12", "10"])
            #expect(exercises.first?["weightKg"] as? Double == 80)

            let copy = try await lifter.call("POST", "/templates/\(id)/duplicate")
            #expect(copy.status == 201)
            #expect(copy.json["name"] as? String == "Push Day (2)")
            #expect((copy.json["exercises"] as? [[String: Any]])?.count == 2)
            let again = try await lifter.call("POST", "/templates/\(id)/duplicate")
            #expect(again.json["name"] as? String == "Push Day (3)")

            let clash = try await lifter.call("POST", "/templates", #"{"name": "push day", "exercises": []}"#)
            #expect(clash.status == 409)
            #expect(clash.json.description.contains("already exists"))
            let bad = try await lifter.call(
                "POST", "/templates", #"{"name": "Legs", "exercises": [{"exerciseId": \#(lifter.squat), "reps": "12-8"}]}"#)
            #expect(bad.status == 400)
            #expect(bad.errorField == "reps")

            let list = try await lifter.call("GET", "/templates")
            #expect(
                (list.json["templates"] as? [[String: Any]])?.compactMap { $0["name"] as? String } == ["Push Day", "Push Day (2)", "Push Day (3)"])
        }
    }

    @Test("A whole workout: start from a template, add an exercise and sets, finish with a summary and records, then read-only")
    func workoutFlow() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            // Something to beat: last week's bench.
            #expect(
                try await lifter.call("POST", "/exercises/\(lifter.bench)/log", #"{"date": "2020-01-06", "weightKg": 100, "reps": 5, "sets": 3}"#)
                    .status == 201)
            #expect(try await lifter.call("GET", "/workouts/active").status == 404)

            let template = try await lifter.call("POST", "/templates", """
                {"name": "Bench", "exercises": [{"exerciseId": \(lifter.bench), "sets": 2, "reps": 5, "restSeconds": 90}]}
                """)
            let templateID = try #require(template.json["id"] as? Int)
            let started = try await lifter.call("POST", "/workouts", #"{"templateId": \#(templateID)}"#)
            #expect(started.status == 201)
            let workoutID = try #require(started.json["id"] as? Int)
            let benchEntry = try #require((started.json["exercises"] as? [[String: Any]])?.first)
            let plannedSets = try #require(benchEntry["sets"] as? [[String: Any]])
            #expect(plannedSets.count == 2)
            #expect(plannedSets.first?["weightKg"] as? Double == 100, "prefilled from last time")
            #expect(try await lifter.call("GET", "/workouts/active").json["id"] as? Int == workoutID)

            let second = try await lifter.call("POST", "/workouts", "{}")
            #expect(second.status == 409)
            #expect(second.json.description.contains("Resume, finish or discard"))

            let added = try await lifter.call("POST", "/workouts/\(workoutID)/exercises", #"{"exerciseId": \#(lifter.row)}"#)
            #expect(added.status == 201)
            let rowEntry = try #require(added.json["id"] as? Int)

            let setIDs = plannedSets.compactMap { $0["id"] as? Int }
            let done = try await lifter.call(
                "PATCH", "/workouts/\(workoutID)/sets/\(setIDs[0])", #"{"weightKg": 105, "reps": 5, "done": true, "rpe": 8.5}"#)
            #expect(done.status == 200)
            #expect((done.json["set"] as? [String: Any])?["done"] as? Bool == true)
            #expect(done.json["nextSetId"] as? Int == setIDs[1])
            #expect(done.json["rest"] != nil)
            let badRPE = try await lifter.call("PATCH", "/workouts/\(workoutID)/sets/\(setIDs[1])", #"{"rpe": 8.25}"#)
            #expect(badRPE.status == 400 && badRPE.errorField == "rpe")

            // A set typed in pounds comes back exactly as typed.
            let pounds = try await lifter.call(
                "POST", "/workouts/\(workoutID)/exercises/\(rowEntry)/sets",
                #"{"weight": 225, "unit": "lb", "reps": 8, "kind": "normal", "done": true}"#)
            #expect(pounds.status == 201)
            let poundSet = try #require(pounds.json["set"] as? [String: Any])
            #expect(poundSet["weight"] as? Double == 225 && poundSet["unit"] as? String == "lb")
            #expect(poundSet["weightKg"] as? Double == 102.058)
            let warmUp = try await lifter.call(
                "POST", "/workouts/\(workoutID)/exercises/\(rowEntry)/sets", #"{"weightKg": 60, "reps": 10, "kind": "warmup", "done": true}"#)
            #expect(warmUp.status == 201)

            let summary = try await lifter.call("POST", "/workouts/\(workoutID)/finish")
            #expect(summary.status == 200)
            #expect(summary.json["setCount"] as? Int == 3)
            // 105 × 5 + 225 lb × 8; the warm-up is not volume, the undone bench set was dropped.
            let volume = try #require(summary.json["volumeKg"] as? Double)
            #expect(abs(volume - (525 + 225 * 0.45359237 * 8)) < 0.01)
            let records = try #require(summary.json["records"] as? [[String: Any]])
            #expect(Set(records.compactMap { $0["type"] as? String }).isSuperset(of: ["heaviest_weight", "best_e1rm", "best_set_volume"]))
            #expect(records.allSatisfy { $0["exerciseId"] as? Int == lifter.bench }, "the row has no earlier history to beat")

            let edit = try await lifter.call("PATCH", "/workouts/\(workoutID)/sets/\(setIDs[0])", #"{"reps": 6}"#)
            #expect(edit.status == 409)
            #expect(try await lifter.call("POST", "/workouts/\(workoutID)/exercises", #"{"exerciseId": \#(lifter.squat)}"#).status == 409)

            let history = try await lifter.call("GET", "/workouts")
            let items = try #require(history.json["workouts"] as? [[String: Any]])
            #expect(items.first?["id"] as? Int == workoutID)
            #expect(items.first?["setCount"] as? Int == 3)

            #expect(try await lifter.call("DELETE", "/workouts/\(workoutID)").status == 204)
            #expect(try await lifter.call("GET", "/workouts/\(workoutID)").status == 404)
        }
    }

    @Test("Discarding the active workout frees the slot; another user can neither see nor change it")
    func isolationAndDiscard() async throws {
        try await TestServer.run { server in
            let owner = try await Lifter.make(server)
            let started = try await owner.call("POST", "/workouts", #"{"name": "Late session"}"#)
            let workoutID = try #require(started.json["id"] as? Int)
            #expect(started.json["name"] as? String == "Late session")

            let ownerPage = try await owner.client.get("/settings")
            _ = try await owner.client.post("/settings/users", form: [
                "_csrf": try #require(ownerPage.csrfToken), "username": "friend", "password": "another horse", "password_confirm": "another horse",
            ])
            let friendToken = try await server.client().token(username: "friend", password: "another horse")
            let peek = try await server.client().json("GET", "/api/v1/workouts/\(workoutID)", token: friendToken)
            #expect(peek.status == 404)
            let poke = try await server.client().json(
                "POST", "/api/v1/workouts/\(workoutID)/exercises", body: #"{"exerciseId": \#(owner.bench)}"#, token: friendToken)
            #expect(poke.status == 404)
            #expect(try await server.client().json("DELETE", "/api/v1/workouts/\(workoutID)", token: friendToken).status == 404)
            #expect(try await server.client().json("GET", "/api/v1/workouts/active", token: friendToken).status == 404)

            #expect(try await owner.call("DELETE", "/workouts/\(workoutID)").status == 204)
            #expect(try await owner.call("GET", "/workouts/active").status == 404)
            #expect(try await owner.call("POST", "/workouts", "{}").status == 201)
        }
    }

    @Test("An active workout survives restarting the application on the same database file",
        .disabled(
            if: ServerTestDatabase.isPostgres,
            "each test server has its own PostgreSQL database; tests/multiserver checks a set across two servers on one"))
    func survivesRestart() async throws {
        let directory = try TestServer.makeTemporaryDirectory()
        var workoutID = 0
        var setID = 0
        try await TestServer.run(dataDirectory: directory) { server in
            let lifter = try await Lifter.make(server)
            let started = try await lifter.call("POST", "/workouts", "{}")
            workoutID = try #require(started.json["id"] as? Int)
            let added = try await lifter.call("POST", "/workouts/\(workoutID)/exercises", #"{"exerciseId": \#(lifter.squat)}"#)
            let entry = try #require(added.json["id"] as? Int)
            let set = try await lifter.call("POST", "/workouts/\(workoutID)/exercises/\(entry)/sets", #"{"weightKg": 140, "reps": 3, "done": true}"#)
            setID = try #require((set.json["set"] as? [String: Any])?["id"] as? Int)
        }
        try await TestServer.run(dataDirectory: directory) { server in
            let token = try await server.client().token(username: "lifter", password: "correct horse")
            let active = try await server.client().json("GET", "/api/v1/workouts/active", token: token)
            #expect(active.json["id"] as? Int == workoutID)
            let sets = (active.json["exercises"] as? [[String: Any]])?.flatMap { $0["sets"] as? [[String: Any]] ?? [] } ?? []
            let kept = try #require(sets.first { $0["id"] as? Int == setID })
            #expect(kept["weightKg"] as? Double == 140 && kept["reps"] as? Int == 3 && kept["done"] as? Bool == true)
        }
    }

    @Test("Splits: weekly and rotation, one active, today's day, rest days, and a template in use cannot be deleted")
    func splits() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let push = try #require(
                try await lifter.call("POST", "/templates", #"{"name": "Push", "exercises": [{"exerciseId": \#(lifter.bench)}]}"#).json["id"] as? Int)
            let legs = try #require(
                try await lifter.call("POST", "/templates", #"{"name": "Legs", "exercises": [{"exerciseId": \#(lifter.squat)}]}"#).json["id"] as? Int)
            let rotation = try await lifter.call(
                "POST", "/splits", #"{"name": "PL rotation", "schedule": "rotation", "advance": "calendar", "days": [\#(push), null, \#(legs)]}"#)
            #expect(rotation.status == 201)
            let rotationID = try #require(rotation.json["id"] as? Int)
            let weekly = try await lifter.call(
                "POST", "/splits", #"{"name": "Week", "schedule": "weekly", "days": [\#(push), null, \#(legs), null, \#(push), null, null]}"#)
            #expect(weekly.status == 201)
            let short = try await lifter.call("POST", "/splits", #"{"name": "Bad week", "schedule": "weekly", "days": [\#(push)]}"#)
            #expect(short.status == 400 && short.errorField == "days")

            #expect(try await lifter.call("GET", "/splits/today").status == 404)
            let active = try await lifter.call("POST", "/splits/\(rotationID)/activate", #"{"customName": "Block 1", "startDate": "2026-01-01"}"#)
            #expect(active.json["active"] as? Bool == true)
            // 2026-01-03 is two days after the start: day 3 of 3, Legs.
            let day3 = try await lifter.call("GET", "/splits/today?date=2026-01-03")
            #expect(day3.json["dayIndex"] as? Int == 2 && day3.json["templateName"] as? String == "Legs" && day3.json["name"] as? String == "Block 1")
            let rest = try await lifter.call("GET", "/splits/today?date=2026-01-05")
            #expect(rest.json["rest"] as? Bool == true)

            let refused = try await lifter.call("DELETE", "/templates/\(legs)")
            #expect(refused.status == 409)
            #expect(refused.json.description.contains("Block 1"))

            let weeklyID = try #require(weekly.json["id"] as? Int)
            #expect(try await lifter.call("POST", "/splits/\(weeklyID)/activate", "{}").status == 200)
            let splits = try await lifter.call("GET", "/splits")
            #expect((splits.json["splits"] as? [[String: Any]])?.filter { $0["active"] as? Bool == true }.count == 1)
            // Monday 2026-11-23 is Push in the weekly split; starting the split day takes its template.
            #expect(try await lifter.call("GET", "/splits/today?date=2026-11-23").json["templateName"] as? String == "Push")
            let fromSplit = try await lifter.call("POST", "/workouts", #"{"splitDay": 2}"#)
            #expect(fromSplit.status == 201 && fromSplit.json["name"] as? String == "Legs" && fromSplit.json["splitDayIndex"] as? Int == 2)
            #expect(try await lifter.call("DELETE", "/workouts/\(try #require(fromSplit.json["id"] as? Int))").status == 204)
            let restDay = try await lifter.call("POST", "/workouts", #"{"splitDay": 1}"#)
            #expect(restDay.status == 400)
            #expect(restDay.json.description.contains("rest day"))

            #expect(try await lifter.call("POST", "/splits/deactivate").status == 204)
            #expect(try await lifter.call("GET", "/splits/today").status == 404)
        }
    }
}
