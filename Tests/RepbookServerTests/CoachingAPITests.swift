import Foundation
import Testing

/// Progression, plates and warm-ups over HTTP against the real application.
@Suite("Coaching API")
struct CoachingAPITests {
    typealias Lifter = TrainingAPITests.Lifter

    /// Starts the template, does every planned set as prefilled and finishes; answers the started workout's JSON.
    static func startAndDo(_ lifter: Lifter, templateID: Int) async throws -> [String: Any] {
        let started = try await lifter.call("POST", "/workouts", #"{"templateId": \#(templateID)}"#)
        #expect(started.status == 201)
        let workoutID = try #require(started.json["id"] as? Int)
        for exercise in started.json["exercises"] as? [[String: Any]] ?? [] {
            for set in exercise["sets"] as? [[String: Any]] ?? [] {
                let id = try #require(set["id"] as? Int)
                #expect(try await lifter.call("PATCH", "/workouts/\(workoutID)/sets/\(id)", #"{"done": true}"#).status == 200)
            }
        }
        #expect(try await lifter.call("POST", "/workouts/\(workoutID)/finish").status == 200)
        return started.json
    }

    static func sets(_ workout: [String: Any]) -> [[String: Any]] {
        ((workout["exercises"] as? [[String: Any]])?.first?["sets"] as? [[String: Any]]) ?? []
    }

    @Test("A template with double progression started twice in a row steps the suggestion and says why")
    func steppedSuggestion() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let template = try await lifter.call("POST", "/templates", """
                {"name": "Bench", "exercises": [{"exerciseId": \(lifter.bench), "sets": 3, "reps": "6-8", "weightKg": 100,
                  "progression": {"rule": "double", "incrementKg": 2.5, "deloadAfter": 3, "deloadPercent": 10}}]}
                """)
            #expect(template.status == 201)
            let progression = try #require((template.json["exercises"] as? [[String: Any]])?.first?["progression"] as? [String: Any])
            #expect(progression["rule"] as? String == "double")
            #expect(progression["incrementKg"] as? Double == 2.5)
            #expect(progression["deloadAfter"] as? Int == 3)
            let templateID = try #require(template.json["id"] as? Int)

            // No history: the template's numbers, no suggestion.
            let first = try await Self.startAndDo(lifter, templateID: templateID)
            #expect(Self.sets(first).map { $0["weightKg"] as? Double } == [100, 100, 100])
            #expect(Self.sets(first).allSatisfy { $0["suggestion"] == nil })

            // Last time 3 × 6 at 100 kg: one more rep per set.
            let second = try await Self.startAndDo(lifter, templateID: templateID)
            #expect(Self.sets(second).map { $0["reps"] as? Int } == [7, 7, 7])
            let suggestion = try #require(Self.sets(second).first?["suggestion"] as? [String: Any])
            #expect(suggestion["reps"] as? Int == 7 && suggestion["weightKg"] as? Double == 100)
            #expect(suggestion["reason"] as? String == "Last time 3 × 6 at 100 kg within 6–8: one more rep per set, up to 8")

            // 3 × 7, then 3 × 8 reaches the top: +2.5 kg and back to 6.
            _ = try await Self.startAndDo(lifter, templateID: templateID)
            let top = try await lifter.call("POST", "/workouts", #"{"templateId": \#(templateID)}"#)
            let topSets = Self.sets(top.json)
            #expect(topSets.map { $0["weightKg"] as? Double } == [102.5, 102.5, 102.5])
            #expect(topSets.map { $0["reps"] as? Int } == [6, 6, 6])
            #expect((topSets.first?["suggestion"] as? [String: Any])?["reason"] as? String
                == "Last time 3 × 8 at 100 kg reached the top of 6–8: +2.5 kg, back to 6 reps")
            // The active workout answers the same suggestion.
            let active = try await lifter.call("GET", "/workouts/active")
            #expect((Self.sets(active.json).first?["suggestion"] as? [String: Any])?["weightKg"] as? Double == 102.5)
            // A bad rule names its field and creates nothing.
            let bad = try await lifter.call("POST", "/templates", """
                {"name": "Bad", "exercises": [{"exerciseId": \(lifter.bench), "progression": {"rule": "wave"}}]}
                """)
            #expect(bad.status == 400 && bad.errorField == "progression.rule")
            #expect((try await lifter.call("GET", "/templates").json["templates"] as? [[String: Any]])?.count == 1)
        }
    }

    @Test("Plates per side in kilograms, in pounds for a pound user, and when the weight cannot be made")
    func plates() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let exact = try await lifter.call("GET", "/plates?weightKg=102.5")
            #expect(exact.status == 200)
            #expect(exact.json["barKg"] as? Double == 20)
            #expect(exact.json["perSide"] as? [Double] == [25, 15, 1.25])
            #expect(exact.json["achievedKg"] as? Double == 102.5)
            #expect(exact.json["exact"] as? Bool == true)
            let near = try await lifter.call("GET", "/plates?weightKg=101")
            #expect(near.json["achievedKg"] as? Double == 100 && near.json["exact"] as? Bool == false)
            #expect((near.json["message"] as? String)?.contains("cannot be made") == true)
            let missing = try await lifter.call("GET", "/plates")
            #expect(missing.status == 400 && missing.errorField == "weightKg")
            #expect(try await lifter.call("GET", "/plates?weightKg=abc").status == 400)

            // Owning no 15s changes the answer (fewest plates: two 20s rather than 25 + 10 + 5); a bad plate list is refused and changes nothing.
            let saved = try await lifter.call("PUT", "/coaching/settings", """
                {"barKg": 20, "platesKg": [25, 20, 10, 5, 2.5, 1.25], "barLb": 45, "platesLb": [45, 25, 10, 5, 2.5],
                 "warmUpSteps": [{"percent": 50, "reps": 5}, {"percent": 75, "reps": 3}]}
                """)
            #expect(saved.status == 200)
            #expect(try await lifter.call("GET", "/plates?weightKg=102.5").json["perSide"] as? [Double] == [20, 20, 1.25])
            let refused = try await lifter.call("PUT", "/coaching/settings", """
                {"barKg": 20, "platesKg": [-1], "barLb": 45, "platesLb": [45], "warmUpSteps": [{"percent": 50, "reps": 5}]}
                """)
            #expect(refused.status == 400 && refused.errorField == "platesKg")
            #expect(try await lifter.call("GET", "/coaching/settings").json["platesKg"] as? [Double] == [25, 20, 10, 5, 2.5, 1.25])

            #expect(try await lifter.call("PATCH", "/settings", #"{"weight_unit": "lb"}"#).status == 200)
            let pounds = try await lifter.call("GET", "/plates?weightLb=225")
            #expect(pounds.json["barLb"] as? Double == 45 && pounds.json["achievedLb"] as? Double == 225)
            #expect(pounds.json["perSide"] as? [Double] == [45, 45])
            // Without 35s, 205 lb is 45 + 25 + 10 a side; asked in kilograms it is answered in pounds.
            #expect(try await lifter.call("GET", "/plates?weightLb=205").json["perSide"] as? [Double] == [45, 25, 10])
            #expect(try await lifter.call("GET", "/plates?weightKg=100").json["achievedLb"] as? Double == 220)
            #expect(pounds.json["barKg"] == nil)
        }
    }

    @Test("One call adds the warm-up ramp ahead of the working sets, rounded to the plates; nothing to ramp to is a conflict")
    func warmUps() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let workoutID = try #require(try await lifter.call("POST", "/workouts", #"{"name": "Squats"}"#).json["id"] as? Int)
            let entry = try #require(
                try await lifter.call("POST", "/workouts/\(workoutID)/exercises", #"{"exerciseId": \#(lifter.squat)}"#).json["id"] as? Int)
            let empty = try await lifter.call("POST", "/workouts/\(workoutID)/exercises/\(entry)/warmups")
            #expect(empty.status == 409)
            let firstSet = try await lifter.call("GET", "/workouts/\(workoutID)")
            let setID = try #require(Self.sets(firstSet.json).first?["id"] as? Int)
            #expect(try await lifter.call("PATCH", "/workouts/\(workoutID)/sets/\(setID)", #"{"weightKg": 107.5, "reps": 5}"#).status == 200)
            let ramped = try await lifter.call("POST", "/workouts/\(workoutID)/exercises/\(entry)/warmups")
            #expect(ramped.status == 200)
            let sets = Self.sets(ramped.json)
            #expect(sets.map { $0["kind"] as? String } == ["warmup", "warmup", "warmup", "normal"])
            #expect(sets.map { $0["weightKg"] as? Double } == [42.5, 62.5, 85, 107.5])
            #expect(sets.map { $0["reps"] as? Int } == [5, 3, 2, 5])
            #expect(sets.map { $0["id"] as? Int }.last == setID, "the working set keeps its id and comes last")
        }
    }

    @Test("Search forgives in the API: pull up, pullup and Pull-Ups find Pull-Up; db, ohp, rdl and bb row find what lifters mean")
    func forgivingSearch() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            func names(_ query: String) async throws -> [String] {
                let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query
                let reply = try await lifter.call("GET", "/exercises?search=\(encoded)")
                #expect(reply.status == 200)
                return (reply.json["exercises"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String }
            }
            for query in ["pull up", "pullup", "Pull-Ups"] {
                #expect(try await names(query).contains("Pull-Up"), "\(query)")
            }
            #expect(try await names("ohp") == ["Overhead Press"])
            #expect(try await names("rdl") == ["Romanian Deadlift"])
            #expect(try await names("bb row") == ["Barbell Row"])
            let dumbbell = try await names("db")
            #expect(dumbbell.contains("Dumbbell Row") && !dumbbell.contains("Barbell Row"))
        }
    }

    @Test("The JSON archive carries each template exercise's progression and the bar, plates and warm-up steps into a new account")
    func archiveRoundTrip() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            #expect(try await lifter.call("POST", "/templates", """
                {"name": "Bench", "exercises": [{"exerciseId": \(lifter.bench), "sets": 3, "reps": "6-8",
                  "progression": {"rule": "linear", "increment": 5, "unit": "lb", "deloadAfter": 2, "deloadPercent": 15}},
                  {"exerciseId": \(lifter.row), "sets": 2, "reps": 10}]}
                """).status == 201)
            #expect(try await lifter.call("PUT", "/coaching/settings", """
                {"barKg": 15, "platesKg": [20, 10, 5, 2.5, 0.5], "barLb": 35, "platesLb": [45, 10, 5],
                 "warmUpSteps": [{"percent": 50, "reps": 8}, {"percent": 70, "reps": 3}]}
                """).status == 200)
            let export = try await lifter.client.binary("GET", "/api/v1/export.json", headers: ["Authorization": "Bearer \(lifter.token)"])
            #expect(export.status == 200)
            try await lifter.client.addUser("bea", password: "another long passphrase")
            let bea = try await lifter.client.token(username: "bea", password: "another long passphrase")
            let imported = try await lifter.client.json(
                "POST", "/api/v1/import/archive", body: String(decoding: export.data, as: UTF8.self), token: bea)
            #expect(imported.status == 200)

            let templates = try await lifter.client.json("GET", "/api/v1/templates", token: bea)
            let exercises = try #require((templates.json["templates"] as? [[String: Any]])?.first?["exercises"] as? [[String: Any]])
            let progression = try #require(exercises.first?["progression"] as? [String: Any])
            #expect(progression["rule"] as? String == "linear" && progression["increment"] as? Double == 5 && progression["unit"] as? String == "lb")
            #expect(progression["deloadAfter"] as? Int == 2 && progression["deloadPercent"] as? Double == 15)
            #expect((exercises.last?["progression"] as? [String: Any])?["rule"] as? String == "none")
            let coaching = try await lifter.client.json("GET", "/api/v1/coaching/settings", token: bea)
            #expect(coaching.json["barKg"] as? Double == 15 && coaching.json["platesKg"] as? [Double] == [20, 10, 5, 2.5, 0.5])
            #expect(coaching.json["platesLb"] as? [Double] == [45, 10, 5])
            #expect((coaching.json["warmUpSteps"] as? [[String: Any]])?.compactMap { $0["reps"] as? Int } == [8, 3])
        }
    }

    @Test("A template's rule without a step on a small lift (shoulders, arms) steps by 1.25 kg; on a bench press by 2.5 kg")
    func smallLiftIncrement() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let raise = try await Lifter.exerciseID("Lateral Raise", client: lifter.client, token: lifter.token)
            let template = try await lifter.call("POST", "/templates", """
                {"name": "Upper", "exercises": [{"exerciseId": \(raise), "sets": 3, "reps": "10-15", "progression": {"rule": "double"}},
                  {"exerciseId": \(lifter.bench), "sets": 3, "reps": "5", "progression": {"rule": "linear"}}]}
                """)
            #expect(template.status == 201, "\(template.body)")
            let increments = (template.json["exercises"] as? [[String: Any]] ?? []).map {
                ($0["progression"] as? [String: Any])?["incrementKg"] as? Double
            }
            #expect(increments == [1.25, 2.5])
        }
    }
}
