import Foundation
import Testing

/// The Body, data and account pages in German through the real application: a lifter whose language is German reads
/// their weigh-in with a decimal comma, the Body sections, measurements, the day, data and the status page in German,
/// and the same pages in English for a lifter left on English.
@Suite("Body and Settings pages in German")
struct GermanBodyAndSettingsPagesTests {
    @Test("German: nav, headings, counts, decimal commas, measurement names and the owner's role")
    func german() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            #expect(try await lifter.call("PUT", "/weights/2026-01-15", #"{"weightKg": 82.4, "bodyFatPercent": 15.5}"#).status == 200)
            _ = try await lifter.call("PATCH", "/settings", #"{"language": "de"}"#)

            let weight = try await lifter.client.get("/body/weight?date=2026-01-15")
            #expect(weight.body.contains(#"<html lang="de""#))
            #expect(weight.body.contains("<h1>Gewicht</h1>") && weight.body.contains("Gewicht eintragen"))
            #expect(weight.body.contains(">Tag</a>") && weight.body.contains(">Maße</a>") && weight.body.contains(">Fotos</a>"))
            #expect(weight.body.contains("82,4 kg") && weight.body.contains("15,5 % Körperfett") && weight.body.contains("1 Eintrag"))
            #expect(weight.body.contains("Speichern ersetzt 82,4 kg am Do., 15. Jan. 2026."))
            #expect(weight.body.contains(#"value="82,4""#), "the form shows the weight as a German lifter types it")
            #expect(!weight.body.contains("Log a weigh-in") && !weight.body.contains("Weigh-ins"))

            let measurements = try await lifter.client.get("/body/measurements")
            #expect(measurements.body.contains("<h1>Maße</h1>") && measurements.body.contains("Taille") && measurements.body.contains("Oberarm"))
            #expect(measurements.body.contains("0 erfasst") && !measurements.body.contains("Waist"))

            let day = try await lifter.client.get("/body")
            #expect(day.body.contains("Tagebuch") && day.body.contains(">Heute<") && day.body.contains("Morgens"))

            let data = try await lifter.client.get("/settings/data")
            #expect(data.body.contains("<h1>Import und Export</h1>") && data.body.contains("Deinen Verlauf mitbringen"))
            #expect(data.body.contains("Kilogramm") || data.body.contains("(kg)"))

            let status = try await lifter.client.get("/settings/status")
            #expect(status.body.contains("<h1>Status</h1>") && status.body.contains("Besitzer") && status.body.contains("Neuestes Backup"))
            #expect(!status.body.contains(">owner"))
        }
    }

    @Test("English stays English: the same pages for a lifter on English")
    func english() async throws {
        try await TestServer.run { server in
            let lifter = try await TrainingAPITests.Lifter.make(server)
            #expect(try await lifter.call("PUT", "/weights/2026-01-15", #"{"weightKg": 82.4}"#).status == 200)
            let weight = try await lifter.client.get("/body/weight?date=2026-01-15")
            #expect(weight.body.contains("<h1>Weight</h1>") && weight.body.contains("82.4 kg") && weight.body.contains("1 weigh-in"))
            #expect(weight.body.contains("Saving replaces 82.4 kg on Thu 15 Jan 2026."))
            let status = try await lifter.client.get("/settings/status")
            #expect(status.body.contains("owner"))
        }
    }
}
