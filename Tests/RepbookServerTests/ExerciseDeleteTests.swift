import Foundation
import Testing

@Suite("Deleting an exercise a template uses, over the API and the library page")
struct ExerciseDeleteTests {
    @Test("DELETE /api/v1/exercises/{id} is 409 naming the template; the page says so on the exercise; both keep it")
    func templateUse() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try await client.token(username: "lifter", password: "correct horse")
            let created = try await client.json(
                "POST", "/api/v1/exercises", body: #"{"name": "Sled Push", "category": "legs", "kind": "weight_reps", "equipment": "machine"}"#,
                token: token)
            let sled = try #require(created.json["id"] as? Int)
            let template = try await client.json(
                "POST", "/api/v1/templates", body: #"{"name": "Push", "exercises": [{"exerciseId": \#(sled), "sets": 2, "reps": 5}]}"#, token: token)
            #expect(template.status == 201)

            let refused = try await client.json("DELETE", "/api/v1/exercises/\(sled)", token: token)
            #expect(refused.status == 409 && refused.errorCode == "conflict")
            #expect(refused.body.contains(#"the template \"Push\""#))

            let page = try await client.get("/library/\(sled)")
            let posted = try await client.post("/library/\(sled)/delete", form: ["_csrf": try #require(page.csrfToken)])
            #expect(posted.status == 303 && posted.location == "/library/\(sled)")
            let shown = try await client.get("/library/\(sled)")
            #expect(shown.status == 200 && shown.body.contains("Sled Push is used by the template &quot;Push&quot;"))
            #expect(try await client.json("GET", "/api/v1/exercises/\(sled)", token: token).status == 200)
        }
    }
}
