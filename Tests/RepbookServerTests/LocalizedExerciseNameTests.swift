import Foundation
import Testing

/// Starter exercises named in the user's language through the real server: the library, its search, an exercise's page,
/// the workout and the picker; the API keeps the stored English name, and a name the user changed stays as written.
@Suite("Exercise names in the user's language over HTTP")
struct LocalizedExerciseNameTests {
    @Test("A German lifter's library, search, exercise page, workout and picker say Kniebeuge; the API still says Back Squat")
    func german() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            #expect(try await lifter.call("PATCH", "/settings", #"{"language": "de"}"#).status == 200)

            let library = try await lifter.client.get("/library")
            #expect(library.body.contains(#"<span class="exercise-name">Kniebeuge</span>"#))
            #expect(library.body.contains(#"<span class="exercise-name">Bankdrücken</span>"#))
            #expect(!library.body.contains(#"<span class="exercise-name">Back Squat</span>"#))

            let searched = try await lifter.client.get("/library?q=Kniebeuge")
            #expect(searched.body.contains(#"<span class="exercise-name">Kniebeuge</span>"#))
            #expect(!searched.body.contains("Bankdrücken"))
            #expect(try await lifter.client.get("/library?q=back%20squat").body.contains(#"<span class="exercise-name">Kniebeuge</span>"#),
                    "the English name still finds it")

            let page = try await lifter.client.get("/library/\(lifter.squat)")
            #expect(page.body.contains("<title>Kniebeuge · Repbook</title>"))

            let started = try await lifter.call("POST", "/workouts", #"{"name": "Beintag"}"#)
            let live = try #require(started.json["id"] as? Int)
            #expect(try await lifter.call("POST", "/workouts/\(live)/exercises", #"{"exerciseId": \#(lifter.squat)}"#).status < 300)
            #expect(try await lifter.client.get("/workout").body.contains("Kniebeuge"))
            let picker = try await lifter.client.get("/workout/add?q=press%20banca")
            #expect(!picker.body.contains("Bankdrücken"), "Spanish words do not find German names")
            #expect(try await lifter.client.get("/workout/add?q=Bankdr%C3%BCcken").body.contains("Bankdrücken"))

            let api = try await lifter.call("GET", "/exercises/\(lifter.squat)")
            #expect(api.json["name"] as? String == "Back Squat")
            let found = try await lifter.call("GET", "/exercises?search=Kniebeuge").json["exercises"] as? [[String: Any]] ?? []
            #expect(found.compactMap { $0["name"] as? String }.contains("Back Squat"), "the API searches German, answers the stored name")
            #expect(!found.contains { $0["name"] as? String == "Bench Press" })

            #expect(try await lifter.call("PATCH", "/exercises/\(lifter.bench)", #"{"name": "Flachbank schwer"}"#).status == 200)
            let renamed = try await lifter.client.get("/library")
            #expect(renamed.body.contains(#"<span class="exercise-name">Flachbank schwer</span>"#))
            #expect(!renamed.body.contains(#"<span class="exercise-name">Bankdrücken</span>"#))
        }
    }
}
