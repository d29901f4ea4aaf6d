import Foundation
import Testing

/// A German lifter's bad archive and bad program file through the real application: the message in German, the `code`
/// and `field` the same as the English answer, and nothing written.
@Suite("Localized archive and program errors over HTTP")
struct LocalizedImportErrorTests {
    @Test("An archive naming an unknown exercise, or of a newer version, answers German to a German user with the same code and field")
    func archiveInGerman() async throws {
        try await TestServer.run { server in
            let client = server.client()
            try await client.setUpOwner()
            let owner = try await client.token(username: "lifter", password: "correct horse")
            let exercises = try await client.json("GET", "/api/v1/exercises?search=bench%20press", token: owner)
            let benchID = try #require(((exercises.json["exercises"] as? [[String: Any]])?.first)?["id"] as? Int)
            let logged = try await client.json(
                "POST", "/api/v1/exercises/\(benchID)/log", body: #"{"date":"2025-06-01","weightKg":100,"reps":5,"sets":3}"#, token: owner)
            #expect(logged.status == 200 || logged.status == 201)
            let export = try await client.binary("GET", "/api/v1/export.json", headers: ["Authorization": "Bearer \(owner)"])
            let body = String(decoding: export.data, as: UTF8.self)
            let unknown = body.replacingOccurrences(of: "\"exercise\" : \"Bench Press\"", with: "\"exercise\" : \"Foo\"")
            let future = body.replacingOccurrences(of: "\"version\" : 1", with: "\"version\" : 2")
            #expect(unknown != body && future != body)

            try await client.addUser("bea", password: "another long passphrase")
            let bea = try await client.token(username: "bea", password: "another long passphrase")
            let english = try await client.json("POST", "/api/v1/import/archive", body: unknown, token: bea)
            #expect(english.status == 400 && english.errorCode == "invalid_input" && english.errorField == "workouts[0].exercises[0]")
            #expect(english.errorMessage == "workouts[0].exercises[0]: unknown exercise \"Foo\".", "\(english.body)")
            let englishVersion = try await client.json("POST", "/api/v1/import/archive", body: future, token: bea)
            #expect(englishVersion.errorMessage == "Archive version 2 is not supported; this Repbook reads version 1.")

            #expect(try await client.json("PATCH", "/api/v1/settings", body: #"{"language": "de"}"#, token: bea).status == 200)
            let german = try await client.json("POST", "/api/v1/import/archive", body: unknown, token: bea)
            #expect(german.status == 400 && german.errorCode == english.errorCode && german.errorField == english.errorField)
            #expect(german.errorMessage == "workouts[0].exercises[0]: unbekannte Übung „Foo“.", "\(german.body)")
            let germanVersion = try await client.json("POST", "/api/v1/import/archive", body: future, token: bea)
            #expect(germanVersion.status == 400 && germanVersion.errorCode == "invalid_input" && germanVersion.errorField == "version")
            #expect(germanVersion.errorMessage == "Archivversion 2 wird nicht unterstützt; dieses Repbook liest Version 1.")

            let workouts = try await client.json("GET", "/api/v1/workouts", token: bea)
            #expect((workouts.json["workouts"] as? [Any])?.isEmpty == true, "a refused archive writes nothing")
        }
    }

    @Test("A program file breaking a rule, and a move off the program, answer German to a German user with the same code and field")
    func programInGerman() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            let maxes = #"[{"lift": "squat", "weightKg": 100}, {"lift": "bench-press", "weightKg": 80}, {"lift": "deadlift", "weightKg": 120}, "#
                + #"{"lift": "overhead-press", "weightKg": 50}]"#
            let created = try await lifter.call("POST", "/programs", #"{"from": "531-bbb", "trainingMaxes": \#(maxes)}"#)
            let id = try #require(created.json["id"] as? Int)
            let file = try await lifter.call("GET", "/programs/\(id)/file")
            let broken = file.body.replacingOccurrences(
                of: #"{"percent":50,"type":"percentOfTrainingMax"}"#, with: #"{"percent":0,"type":"percentOfTrainingMax"}"#)
            #expect(broken != file.body)
            let request = String(decoding: try JSONSerialization.data(withJSONObject: ["file": broken]), as: UTF8.self)
            let move = #"{"cycle": 1, "week": 9, "day": 1}"#

            let english = try await lifter.call("POST", "/programs/import", request)
            #expect(english.status == 400 && english.errorCode == "invalid_input" && english.errorField?.hasSuffix(".percent") == true)
            #expect(english.errorMessage == "A percentage must be above 0 and at most 150.", "\(english.body)")
            let englishMove = try await lifter.call("POST", "/programs/\(id)/move", move)
            #expect(englishMove.status == 400 && englishMove.errorField == "position")
            #expect(englishMove.errorMessage == "5/3/1 Boring But Big has weeks 1 to 4 of days 1 to 4, from cycle 1.", "\(englishMove.body)")

            #expect(try await lifter.call("PATCH", "/settings", #"{"language": "de"}"#).status == 200)
            let german = try await lifter.call("POST", "/programs/import", request)
            #expect(german.status == 400 && german.errorCode == english.errorCode && german.errorField == english.errorField)
            #expect(german.errorMessage == "Ein Prozentwert muss über 0 und höchstens 150 sein.", "\(german.body)")
            let germanMove = try await lifter.call("POST", "/programs/\(id)/move", move)
            #expect(germanMove.status == 400 && germanMove.errorCode == englishMove.errorCode && germanMove.errorField == "position")
            #expect(germanMove.errorMessage == "5/3/1 Boring But Big hat die Wochen 1 bis 4 mit den Tagen 1 bis 4, ab Zyklus 1.")

            let programs = try await lifter.call("GET", "/programs")
            #expect((programs.json["programs"] as? [[String: Any]])?.count == 1, "the refused file started no program")
        }
    }
}
