import Foundation
import GRDB
import RepbookCore
import Testing

/// Issue 30's crafted archive: a number no rule allows is refused at every way in (naming the field), and a row already
/// holding one (written around the rules with SQL into the real SQLite file) renders every page instead of trapping.
@Suite("Out-of-range stored values")
struct OutOfRangeValueTests {
    /// A finished run of 5 km in 25 minutes over the API: the token, the workout and Running's id.
    private func finishedRun(_ client: TestClient) async throws -> (token: String, workoutID: Int, running: Int) {
        try await client.setUpOwner()
        let token = try await client.token(username: "lifter", password: "correct horse")
        let exercises = try await client.json("GET", "/api/v1/exercises?search=running", token: token).json["exercises"] as? [[String: Any]]
        let running = try #require(exercises?.first { $0["name"] as? String == "Running" }?["id"] as? Int)
        let workoutID = try #require(try await client.json("POST", "/api/v1/workouts", body: "{}", token: token).json["id"] as? Int)
        let added = try await client.json("POST", "/api/v1/workouts/\(workoutID)/exercises", body: #"{"exerciseId": \#(running)}"#, token: token).json
        let setID = try #require((added["sets"] as? [[String: Any]])?.first?["id"] as? Int)
        let changed = try await client.json(
            "PATCH", "/api/v1/workouts/\(workoutID)/sets/\(setID)", body: #"{"distanceMeters": 5000, "durationSeconds": 1500, "done": true}"#,
            token: token)
        #expect(changed.status == 200)
        #expect(try await client.json("POST", "/api/v1/workouts/\(workoutID)/finish", token: token).status == 200)
        return (token, workoutID, running)
    }

    @Test("An archive with a distance of 1e+300 or a NUL in a note is 400 naming the field, and writes nothing")
    func craftedArchiveRefused() async throws {
        try await TestServer.run { server in
            let client = server.client()
            let run = try await finishedRun(client)
            let export = try await client.binary("GET", "/api/v1/export.json", headers: ["Authorization": "Bearer \(run.token)"])
            let body = String(decoding: export.data, as: UTF8.self)
            try await client.addUser("bea", password: "another long passphrase")
            let bea = try await client.token(username: "bea", password: "another long passphrase")

            let huge = body.replacingOccurrences(of: "\"distanceMeters\" : 5000", with: "\"distanceMeters\" : 1e+300")
            #expect(huge != body)
            let refused = try await client.json("POST", "/api/v1/import/archive", body: huge, token: bea)
            #expect(refused.status == 400 && refused.errorField == "workouts[0].exercises[0].sets[0].distanceMeters")
            let long = body.replacingOccurrences(of: "\"durationSeconds\" : 1500", with: "\"durationSeconds\" : 9000000000")
            let tooLong = try await client.json("POST", "/api/v1/import/archive", body: long, token: bea)
            #expect(tooLong.status == 400 && tooLong.errorField == "workouts[0].exercises[0].sets[0].durationSeconds")
            let nul = body.replacingOccurrences(of: "\"notes\" : \"\"", with: "\"notes\" : \"a\\u0000b\"")
            #expect(nul != body)
            let withNUL = try await client.json("POST", "/api/v1/import/archive", body: nul, token: bea)
            #expect(withNUL.status == 400 && withNUL.body.contains("U+0000"))
            let workouts = try await client.json("GET", "/api/v1/workouts", token: bea).json["workouts"] as? [[String: Any]]
            #expect(workouts?.isEmpty == true)
            #expect(try await client.json("POST", "/api/v1/import/archive", body: body, token: bea).status == 200, "the archive as exported is fine")
        }
    }

    @Test(
        "A stored distance of 1e+300 renders the history, exercise and analytics pages and the API, after a restart too",
        .disabled(if: ServerTestDatabase.isPostgres, "writes the row into the SQLite file"))
    func storedOutOfRangeRenders() async throws {
        let directory = try TestServer.makeTemporaryDirectory()
        let made = Box<(cookies: [String: String], token: String, workoutID: Int, running: Int)?>(nil)
        try await TestServer.run(dataDirectory: directory) { server in
            let client = server.client()
            let run = try await finishedRun(client)
            await made.set((client.cookies, run.token, run.workoutID, run.running))
        }
        let (cookies, token, workoutID, running) = try #require(await made.value)
        let database = try DatabaseQueue(path: directory + "/" + DataDirectory.databaseFileName)
        let changed = try await database.write { db in
            try db.execute(sql: "UPDATE workout_set SET distance_meters = 1e300")
            return db.changesCount
        }
        #expect(changed == 1)
        try database.close()
        try await TestServer.run(dataDirectory: directory) { server in
            let pages = server.client()
            pages.cookies = cookies
            for path in ["/history/\(workoutID)", "/history", "/library/\(running)", "/analytics", "/", "/history/all"] {
                let page = try await pages.get(path)
                #expect(page.status == 200, "\(path) answered \(page.status)")
            }
            #expect(try await pages.get("/history/\(workoutID)").body.contains("— km"))
            for path in ["/api/v1/workouts/\(workoutID)", "/api/v1/exercises/\(running)/stats", "/api/v1/export.json", "/api/v1/dashboard"] {
                let reply = try await pages.json("GET", path, token: token)
                #expect(reply.status == 200, "\(path) answered \(reply.status)")
            }
        }
    }
}

/// Carries a value out of a server's run.
private actor Box<Value: Sendable> {
    var value: Value
    init(_ value: Value) { self.value = value }
    func set(_ value: Value) { self.value = value }
}
