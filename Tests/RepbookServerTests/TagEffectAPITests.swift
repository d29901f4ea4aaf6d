import Foundation
import RepbookCore
import Testing

/// The journal-tag comparison over HTTP: quick-logged sessions and tagged days through the API, then the figures.
@Suite("Sessions after journal tags (API and Analytics page)")
struct TagEffectAPITests {
    typealias Lifter = TrainingAPITests.Lifter

    private func daysAgo(_ days: Int) -> String {
        LocalDate(Date(), in: TimeZone(identifier: "Europe/Berlin")!).adding(days: -days).description
    }

    @Test("Six sessions after 'poor sleep' at 90 kg against the rest at 100 kg: a lower e1RM with the counts; two after 'sick': no figure")
    func tagEffects() async throws {
        try await TestServer.run { server in
            let lifter = try await Lifter.make(server)
            // Bench every third day from 93 days ago: sessions 10 to 15 follow a poor night and are lighter.
            for index in 0..<30 {
                let day = 93 - index * 3
                let poor = (10..<16).contains(index)
                let logged = try await lifter.call(
                    "POST", "/exercises/\(lifter.bench)/log", #"{"date": "\#(daysAgo(day))", "weightKg": \#(poor ? 90 : 100), "reps": 5, "sets": 3}"#)
                #expect(logged.status == 201 || logged.status == 200, "\(logged.body)")
                if poor {
                    #expect(try await lifter.call("PUT", "/journal/\(daysAgo(day + 1))", #"{"tags": ["poor sleep"]}"#).status == 200)
                }
                if index == 20 || index == 21 {
                    #expect(try await lifter.call("PUT", "/journal/\(daysAgo(day))", #"{"tags": ["sick"]}"#).status == 200)
                }
            }
            let reply = try await lifter.call("GET", "/analytics/tags")
            #expect(reply.status == 200)
            #expect(reply.json["minimumSessions"] as? Int == 5 && reply.json["trendDays"] as? Int == 56)
            let tags = try #require(reply.json["tags"] as? [[String: Any]])
            let poor = try #require(tags.first { $0["name"] as? String == "poor sleep" })
            let e1rm = try #require(poor["e1rm"] as? [String: Any])
            #expect(e1rm["taggedSessions"] as? Int == 6)
            #expect(e1rm["restSessions"] as? Int == 23, "29 sessions with a trend, the first has none")
            #expect(e1rm["enough"] as? Bool == true)
            let difference = try #require(e1rm["differencePercent"] as? Double)
            #expect(difference < -5 && difference > -15, "\(difference)")
            let sick = try #require(tags.first { $0["name"] as? String == "sick" })
            let sickFigure = try #require(sick["e1rm"] as? [String: Any])
            #expect(sickFigure["taggedSessions"] as? Int == 2 && sickFigure["enough"] as? Bool == false && sickFigure["differencePercent"] is NSNull)

            let page = try await lifter.client.get("/analytics")
            #expect(page.status == 200)
            #expect(page.body.contains("id=\"tag-effects\""))
            #expect(page.body.contains("e1RM −"))
            #expect(page.body.contains("6 sessions after, 23 other"))
            #expect(page.body.contains("Not enough sessions yet: 2 sessions after this tag"))
        }
    }
}
