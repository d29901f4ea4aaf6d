import Foundation
import Testing

/// RIR beside RPE through the real application: the setting, sets sent and answered with both, and the pages in the
/// user's scale.
@Suite("Effort scale over HTTP")
struct EffortScaleAPITests {
    @Test("A set sent as 2 RIR is stored as RPE 8 and answered with both; disagreeing rpe and rir are a 400 naming them that changes nothing")
    func setsTakeAndAnswerBoth() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            let workoutID = try #require(try await lifter.call("POST", "/workouts", #"{"name": "Effort"}"#).json["id"] as? Int)
            let entry = try #require(
                try await lifter.call("POST", "/workouts/\(workoutID)/exercises", #"{"exerciseId": \#(lifter.bench)}"#).json["id"] as? Int)
            let added = try await lifter.call(
                "POST", "/workouts/\(workoutID)/exercises/\(entry)/sets", #"{"weightKg": 100, "reps": 5, "rir": 2, "done": true}"#)
            #expect(added.status == 201)
            let set = try #require(added.json["set"] as? [String: Any])
            #expect(set["rpe"] as? Double == 8 && set["rir"] as? Double == 2)
            let setID = try #require(set["id"] as? Int)

            func storedSet() async throws -> [String: Any] {
                let workout = try await lifter.call("GET", "/workouts/\(workoutID)").json
                let exercise = try #require((workout["exercises"] as? [[String: Any]])?.first)
                return try #require((exercise["sets"] as? [[String: Any]])?.first { $0["id"] as? Int == setID })
            }
            let disagree = try await lifter.call("PATCH", "/workouts/\(workoutID)/sets/\(setID)", #"{"rpe": 8, "rir": 3, "reps": 6}"#)
            #expect(disagree.status == 400 && disagree.errorField == "rir")
            #expect(disagree.body.contains("rpe 8 and rir 3 disagree"), "\(disagree.body)")
            let offScale = try await lifter.call("PATCH", "/workouts/\(workoutID)/sets/\(setID)", #"{"rir": 4.5}"#)
            #expect(offScale.status == 400 && offScale.errorField == "rir")
            #expect(offScale.body.contains("RIR (reps in reserve) must be from 0 to 4"))
            let unchanged = try await storedSet()
            #expect(unchanged["rpe"] as? Double == 8 && unchanged["reps"] as? Int == 5, "a refusal changes nothing")

            let agree = try await lifter.call("PATCH", "/workouts/\(workoutID)/sets/\(setID)", #"{"rpe": 9, "rir": 1}"#)
            #expect(agree.status == 200)
            #expect((agree.json["set"] as? [String: Any])?["rir"] as? Double == 1)
            let cleared = try await lifter.call("PATCH", "/workouts/\(workoutID)/sets/\(setID)", #"{"rir": null}"#)
            #expect(cleared.status == 200)
            let clearedSet = try #require(cleared.json["set"] as? [String: Any])
            #expect(clearedSet["rpe"] == nil && clearedSet["rir"] == nil)
            let back = try await lifter.call("PATCH", "/workouts/\(workoutID)/sets/\(setID)", #"{"rpe": 8.5}"#)
            #expect((back.json["set"] as? [String: Any])?["rir"] as? Double == 1.5, "RPE-only clients are answered RIR too")
        }
    }

    @Test("The setting is RPE by default, switches to RIR through the API, refuses another scale, and the pages follow it")
    func settingAndPages() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            #expect(try await lifter.call("GET", "/settings").json["effort_scale"] as? String == "rpe")
            let refused = try await lifter.call("PATCH", "/settings", #"{"effort_scale": "borg"}"#)
            #expect(refused.status == 400 && refused.errorField == "effort_scale")
            let switched = try await lifter.call("PATCH", "/settings", #"{"effort_scale": "rir"}"#)
            #expect(switched.status == 200 && switched.json["effort_scale"] as? String == "rir")
            #expect(try await lifter.call("GET", "/settings").json["effort_scale"] as? String == "rir")

            let workoutID = try #require(try await lifter.call("POST", "/workouts", #"{"name": "Effort"}"#).json["id"] as? Int)
            let entry = try #require(
                try await lifter.call("POST", "/workouts/\(workoutID)/exercises", #"{"exerciseId": \#(lifter.bench)}"#).json["id"] as? Int)
            _ = try await lifter.call(
                "POST", "/workouts/\(workoutID)/exercises/\(entry)/sets", #"{"weightKg": 100, "reps": 5, "rpe": 8, "done": true}"#)

            // The live page offers RIR chips, each sending the RPE it stands for; the set's tag reads 2 RIR.
            let live = try await lifter.client.get("/workout").body
            #expect(live.contains("<legend>RIR <span class=\"legend-note\">reps left in the tank</span></legend>"))
            #expect(live.contains(#"value="8" data-mark="2 RIR" aria-label="2 reps in reserve (RPE 8)" checked>"#))
            #expect(live.contains(#"<span class="rpe-tag">2 RIR</span>"#))
            #expect(!live.contains("<legend>RPE"))

            #expect(try await lifter.call("POST", "/workouts/\(workoutID)/finish").status == 200)
            #expect(try await lifter.client.get("/history/\(workoutID)").body.contains("100 kg × 5 · 2 RIR"))
            _ = try await lifter.call("PATCH", "/settings", #"{"effort_scale": "rpe"}"#)
            let inRPE = try await lifter.client.get("/history/\(workoutID)").body
            #expect(inRPE.contains("100 kg × 5 @8") && !inRPE.contains("RIR"))
        }
    }

    @Test("The settings form saves the scale and re-shows a refused one at its field")
    func settingsForm() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let page = try await client.get("/settings")
            #expect(page.body.contains(#"<option value="rpe" selected>"#))
            let token = try #require(page.csrfToken)
            let form = [
                "_csrf": token, "weight_unit": "kg", "appearance": "system", "time_zone": "UTC", "default_rest_seconds": "120",
                "warmup_rest_seconds": "60", "drop_rest_seconds": "0", "e1rm_formula": "epley", "weekly_target": "1",
            ]
            let saved = try await client.post("/settings", form: form.merging(["effort_scale": "rir"]) { $1 })
            #expect(saved.status == 303)
            #expect(try await client.get("/settings").body.contains(#"<option value="rir" selected>"#))
            let bad = try await client.post("/settings", form: form.merging(["effort_scale": "borg"]) { $1 })
            #expect(bad.status == 400)
            #expect(bad.body.contains(#"id="effort-scale-error" role="alert">The effort scale must be rpe or rir."#))
        }
    }
}
