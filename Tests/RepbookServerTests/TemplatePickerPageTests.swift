import Foundation
import Testing

/// The template editor's picker: several checked exercises added in one step, in the order sent, with nothing saved.
@Suite("Template picker page")
struct TemplatePickerPageTests {
    @Test("Add appends every checked exercise in order and saves nothing; the form lists them as rows")
    func addsSeveral() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let token = try #require(try await client.get("/").csrfToken)
            let bench = try await WorkoutPageTests.exerciseID("Bench Press", client: client)
            let row = try await WorkoutPageTests.exerciseID("Barbell Row", client: client)
            let squat = try await WorkoutPageTests.exerciseID("Back Squat", client: client)
            let body = "_csrf=\(token)&name=Mixed&rows=1&exercise_0=\(squat)&sets_0=3&op=add&add_exercise=\(bench)&add_exercise=\(row)"
            let reply = try await client.send(
                "POST", "/templates", body: Data(body.utf8), headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(reply.status == 200)
            let legends = reply.body.components(separatedBy: "<legend class=\"exercise-name\">").dropFirst()
                .map { String($0.prefix { $0 != "<" }) }
            #expect(legends == ["Back Squat", "Bench Press", "Barbell Row"])
            #expect(reply.body.contains("name=\"rows\" value=\"3\""))
            #expect(reply.body.contains("id=\"template-search\"") && reply.body.contains("type=\"checkbox\" name=\"add_exercise\""))
            #expect(!(try await client.get("/plans").body.contains("Mixed")), "an add step saves nothing")
        }
    }
}
