import Foundation
import Testing

/// Programs over HTTP against the real application: the library, starting one with training maxes (typed, in pounds,
/// suggested, missing), reading it, its sheet, a workout started from it and finished, skip and training max.
@Suite("Program API")
struct ProgramAPITests {
    typealias Lifter = TrainingAPITests.Lifter

    static func exerciseID(_ name: String, _ lifter: Lifter) async throws -> Int {
        try await Lifter.exerciseID(name, client: lifter.client, token: lifter.token)
    }

    @Test("The library lists every program with its days, weeks and lifts")
    func library() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let reply = try await lifter.call("GET", "/programs/library")
            #expect(reply.status == 200)
            let programs = try #require(reply.json["programs"] as? [[String: Any]])
            #expect(programs.count == 10)
            let bbb = try #require(programs.first { $0["slug"] as? String == "531-bbb" })
            #expect(bbb["daysPerWeek"] as? Int == 4 && bbb["weeks"] as? Int == 4)
            #expect(bbb["lifts"] as? [String] == ["Overhead Press", "Deadlift", "Bench Press", "Squat"])
        }
    }

    @Test("Start 5/3/1 BBB with training maxes by exercise (kg and lb, one suggested), read it, its sheet, run a day, skip, set a max")
    func startAndRun() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let deadlift = try await Self.exerciseID("Deadlift", lifter)
            let press = try await Self.exerciseID("Overhead Press", lifter)
            let typed = """
                {"exerciseId": \(lifter.squat), "weightKg": 140}, {"exerciseId": \(lifter.bench), "weightKg": 100},
                {"exerciseId": \(press), "weightLb": 135}
                """
            // A lift without a training max is refused, naming it; nothing is created.
            let missing = try await lifter.call("POST", "/programs", #"{"from": "531-bbb", "trainingMaxes": [\#(typed)]}"#)
            #expect(missing.status == 400 && missing.errorField == "trainingMaxes.deadlift")
            let unknown = try await lifter.call("POST", "/programs", #"{"from": "531-bbbb", "trainingMaxes": []}"#)
            #expect(unknown.status == 400 && unknown.errorField == "from")
            #expect((try await lifter.call("GET", "/programs").json["programs"] as? [[String: Any]])?.isEmpty == true)

            // With history, the missing one is suggested: 90 % of the e1RM of 150 kg × 5 (Epley 175 kg) = 157.5 kg.
            let logged = try await lifter.call(
                "POST", "/exercises/\(deadlift)/log", #"{"date": "2026-10-01", "weightKg": 150, "reps": 5, "sets": 1}"#)
            #expect((200..<300).contains(logged.status))
            let created = try await lifter.call(
                "POST", "/programs", #"{"from": "531-bbb", "trainingMaxes": [\#(typed)], "suggestTrainingMaxes": true}"#)
            #expect(created.status == 201, "\(created.body)")
            let id = try #require(created.json["id"] as? Int)
            #expect(created.headers["location"] == "/api/v1/programs/\(id)")
            let read = try await lifter.call("GET", "/programs/\(id)")
            #expect(read.status == 200)
            #expect(read.json["cycle"] as? Int == 1 && read.json["week"] as? Int == 1 && read.json["day"] as? Int == 1)
            let maxes = try #require(read.json["trainingMaxes"] as? [[String: Any]])
            let byLift = Dictionary(uniqueKeysWithValues: maxes.map { ($0["lift"] as? String ?? "", $0) })
            #expect(byLift["squat"]?["weightKg"] as? Double == 140)
            #expect(byLift["squat"]?["exerciseId"] as? Int == lifter.squat)
            #expect(byLift["overhead-press"]?["unit"] as? String == "lb" && byLift["overhead-press"]?["weight"] as? Double == 135)
            #expect(byLift["deadlift"]?["weightKg"] as? Double == 157.5)
            let suggested = try #require((byLift["deadlift"]?["history"] as? [[String: Any]])?.first?["reason"] as? String)
            #expect(suggested.hasPrefix("Suggested: 90 % of e1RM 175 kg"))

            // The sheet: a week of four sessions, every set with its reason.
            let sheet = try await lifter.call("GET", "/programs/\(id)/sheet?weeks=1")
            #expect(sheet.status == 200)
            let sessions = try #require(sheet.json["sessions"] as? [[String: Any]])
            #expect(sessions.count == 4)
            let squatDay = try #require(sessions.last)
            #expect(squatDay["name"] as? String == "Squat")
            let squatSets = try #require((squatDay["exercises"] as? [[String: Any]])?.first?["sets"] as? [[String: Any]])
            #expect(squatSets.map { $0["weightKg"] as? Double } == [90, 105, 120, 70, 70, 70, 70, 70])
            #expect(squatSets[2]["amrap"] as? Bool == true && squatSets[2]["percentOfTrainingMax"] as? Double == 85)
            #expect(squatSets[2]["reason"] as? String == "85 % of TM 140 kg = 119 kg → 120 kg")
            #expect(try await lifter.call("GET", "/programs/\(id)/sheet?weeks=0").errorField == "weeks")

            // Day 1 as a workout: prefilled, AMRAP marked, each set's reason; finishing moves to day 2.
            let started = try await lifter.call("POST", "/workouts", #"{"programId": \#(id)}"#)
            #expect(started.status == 201, "\(started.body)")
            let workoutID = try #require(started.json["id"] as? Int)
            #expect((started.json["program"] as? [String: Any])?["programId"] as? Int == id)
            let sets = try #require((started.json["exercises"] as? [[String: Any]])?.first?["sets"] as? [[String: Any]])
            #expect(sets.map { $0["amrap"] as? Bool } == [false, false, true, false, false, false, false, false])
            #expect((sets[0]["suggestion"] as? [String: Any])?["reason"] as? String == "65 % of TM 61.23 kg = 39.8 kg → 40 kg")
            for set in sets {
                let setID = try #require(set["id"] as? Int)
                #expect(try await lifter.call("PATCH", "/workouts/\(workoutID)/sets/\(setID)", #"{"done": true}"#).status == 200)
            }
            #expect(try await lifter.call("POST", "/workouts/\(workoutID)/finish").status == 200)
            let after = try await lifter.call("GET", "/programs/\(id)")
            #expect(after.json["day"] as? Int == 2 && after.json["dayName"] as? String == "Deadlift")
            let today = try await lifter.call("GET", "/programs/today")
            #expect(today.json["label"] as? String == "5/3/1 Boring But Big, cycle 1, week 1, day 2: Deadlift")

            // Skip a day; set a training max with its reason; both answer the program.
            let skipped = try await lifter.call("POST", "/programs/\(id)/skip")
            #expect(skipped.status == 200 && skipped.json["day"] as? Int == 3)
            let set = try await lifter.call(
                "POST", "/programs/\(id)/training-maxes", #"{"exerciseId": \#(lifter.bench), "weightKg": 102.5, "reason": "New 1RM"}"#)
            #expect(set.status == 200)
            let bench = try #require((set.json["trainingMaxes"] as? [[String: Any]])?.first { $0["lift"] as? String == "bench-press" })
            #expect(bench["weightKg"] as? Double == 102.5)
            #expect((bench["history"] as? [[String: Any]])?.map { $0["reason"] as? String } == ["Set at the start", "New 1RM"])
            let bad = try await lifter.call("POST", "/programs/\(id)/training-maxes", #"{"lift": "curl", "weightKg": 20}"#)
            #expect(bad.status == 400 && bad.errorField == "lift")
            let moved = try await lifter.call("POST", "/programs/\(id)/move", #"{"cycle": 1, "week": 9, "day": 1}"#)
            #expect(moved.status == 400 && moved.errorField == "position")

            // Ending it: a workout can no longer start from it.
            #expect(try await lifter.call("POST", "/programs/\(id)/end").json["active"] as? Bool == false)
            #expect(try await lifter.call("POST", "/workouts", #"{"programId": \#(id)}"#).status == 409)
            #expect(try await lifter.call("DELETE", "/programs/\(id)").status == 204)
            #expect(try await lifter.call("GET", "/programs/\(id)").status == 404)
        }
    }

    @Test("A program's file exports, an edited copy imports and runs its edits; a wrong field is named")
    func fileRoundTrip() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            let maxes =
                #"[{"lift": "squat", "weightKg": 100}, {"lift": "bench-press", "weightKg": 80}, {"lift": "deadlift", "weightKg": 120}, {"lift": "#
                    + #""overhead-press", "weightKg": 50}]"#
            let created = try await lifter.call("POST", "/programs", #"{"from": "531-bbb", "trainingMaxes": \#(maxes)}"#)
            let id = try #require(created.json["id"] as? Int)
            let file = try await lifter.call("GET", "/programs/\(id)/file")
            #expect(file.status == 200)
            #expect(file.json["format"] as? String == "repbook-program" && file.json["version"] as? Int == 1)
            #expect(try await lifter.call("POST", "/programs/\(id)/end").status == 200)

            // An edited copy: a new name, BBB at 60 % instead of 50 %.
            let edited = file.body.replacingOccurrences(of: "5/3/1 Boring But Big", with: "My BBB")
                .replacingOccurrences(of: #"{"percent":50,"type":"percentOfTrainingMax"}"#, with: #"{"percent":60,"type":"percentOfTrainingMax"}"#)
            #expect(edited.contains("My BBB") && edited.contains(#""percent":60"#))
            let text = String(decoding: try JSONSerialization.data(withJSONObject: ["file": edited]), as: UTF8.self)
            let body = String(text.dropLast()) + #", "trainingMaxes": \#(maxes)}"#
            let imported = try await lifter.call("POST", "/programs/import", body)
            #expect(imported.status == 201, "\(imported.body)")
            #expect(imported.json["name"] as? String == "My BBB")
            let newID = try #require(imported.json["id"] as? Int)
            let sheet = try await lifter.call("GET", "/programs/\(newID)/sheet")
            let squat = try #require(
                ((sheet.json["sessions"] as? [[String: Any]])?.last?["exercises"] as? [[String: Any]])?.first?["sets"] as? [[String: Any]])
            #expect(squat.last?["weightKg"] as? Double == 60, "60 % of 100 kg")

            let broken = edited.replacingOccurrences(of: #""type":"trainingMaxPerCycle""#, with: #""type":"sometimes""#)
            let brokenText = String(decoding: try JSONSerialization.data(withJSONObject: ["file": broken]), as: UTF8.self)
            let refused = try await lifter.call("POST", "/programs/import", brokenText)
            #expect(refused.status == 400 && refused.errorField == "program.weeks[0].days[0].slots[0].rule.type", "\(refused.body)")
            #expect(try await lifter.call("POST", "/programs/import", #"{"file": "{}"}"#).errorField == "format")
        }
    }
}
