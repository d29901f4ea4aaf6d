import Foundation
import Testing

/// On finish, when what was done differs from the template, the summary offers to update it (a button) and the API
/// does it (`POST /api/v1/workouts/{id}/update-template`), in one transaction; refusals are 409s naming why.
@Suite("Update the template with what you did")
struct TemplateUpdateFromWorkoutTests {
    @Test("The summary offers the update, the API and the button make it, a second time is a 409; another user gets 404")
    func updateTemplate() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            let (client, bench) = (lifter.client, lifter.bench)
            func api(_ method: String, _ path: String, _ body: String? = nil) async throws -> TestClient.Reply {
                try await lifter.call(method, path, body)
            }
            let template = try await api(
                "POST", "/templates", #"{"name": "Push", "exercises": [{"exerciseId": \#(bench), "sets": 2, "reps": 5, "weightKg": 80}]}"#)
            let templateID = try #require(template.json["id"] as? Int)

            // Done as planned: nothing to offer, and the API says so.
            func run(_ sets: [(Double, Int)]) async throws -> Int {
                let started = try await api("POST", "/workouts", #"{"templateId": \#(templateID)}"#).json
                let workoutID = try #require(started["id"] as? Int)
                let entry = try #require((started["exercises"] as? [[String: Any]])?.first)
                let entryID = try #require(entry["id"] as? Int)
                var ids = (entry["sets"] as? [[String: Any]])?.compactMap { $0["id"] as? Int } ?? []
                while ids.count < sets.count {
                    let added = try await api("POST", "/workouts/\(workoutID)/exercises/\(entryID)/sets", "{}").json
                    ids.append(try #require((added["set"] as? [String: Any])?["id"] as? Int))
                }
                for (id, set) in zip(ids, sets) {
                    let reply = try await api(
                        "PATCH", "/workouts/\(workoutID)/sets/\(id)", #"{"weight": \#(set.0), "unit": "kg", "reps": \#(set.1), "done": true}"#)
                    #expect(reply.status == 200, "\(reply.body)")
                }
                #expect(try await api("POST", "/workouts/\(workoutID)/finish", #"{"confirm": true}"#).status == 200)
                return workoutID
            }
            let planned = try await run([(80, 5), (80, 5)])
            let same = try await api("POST", "/workouts/\(planned)/update-template")
            #expect(same.status == 409 && same.body.contains("already matches"))
            #expect(!(try await client.get("/history/\(planned)")).body.contains("id=\"update-template\""))

            // Three sets at 85: the summary offers the update and lists the change.
            let heavier = try await run([(85, 5), (85, 5), (85, 4)])
            let summary = try await client.get("/history/\(heavier)")
            #expect(summary.body.contains("Update Push?"))
            #expect(summary.body.contains("Bench Press: 2 × 5 · 80 kg → 3 × 4-5 · 85 kg"))
            // Another user: 404, and the template is unchanged.
            try await client.addUser("ben", password: "bens horse")
            let other = server.client()
            let bensToken = try await other.token(username: "ben", password: "bens horse")
            #expect(try await other.json("POST", "/api/v1/workouts/\(heavier)/update-template", token: bensToken).status == 404)
            #expect(((try await api("GET", "/templates/\(templateID)")).json["exercises"] as? [[String: Any]])?.first?["sets"] as? Int == 2)

            let csrf = try #require(summary.csrfToken)
            #expect(try await client.post("/history/\(heavier)/update-template", form: ["_csrf": csrf]).status == 303)
            let updated = try await api("GET", "/templates/\(templateID)").json
            let target = try #require((updated["exercises"] as? [[String: Any]])?.first)
            #expect(target["sets"] as? Int == 3 && target["weightKg"] as? Double == 85)
            #expect(updated["name"] as? String == "Push")
            #expect(!(try await client.get("/history/\(heavier)")).body.contains("id=\"update-template\""), "nothing left to offer")
            let again = try await api("POST", "/workouts/\(heavier)/update-template")
            #expect(again.status == 409)

            // An empty workout has no template to update.
            let empty = try #require(try await api("POST", "/workouts", "{}").json["id"] as? Int)
            #expect(try await api("POST", "/workouts/\(empty)/update-template").status == 409)
        }
    }
}
