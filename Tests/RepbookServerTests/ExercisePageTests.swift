import Foundation
import RepbookCore
import Testing

@Suite("Exercise page over the web")
struct ExercisePageTests {
    /// The figure of chart `id` in `html`, from its opening tag to its end.
    private func figure(_ id: String, in html: String) throws -> Substring {
        let start = try #require(html.range(of: "id=\"chart-\(id)\""))
        let end = try #require(html[start.upperBound...].range(of: "</figure>"))
        return html[start.lowerBound..<end.upperBound]
    }

    @Test("Two years of history: 30 days listed with a link to older days; charts thin older months and say so")
    func historyPagesAndThinnedCharts() async throws {
        try await TestServer.run { server in
            let browser = server.client()
            try await browser.setUpOwner()
            let list = try await browser.get("/library?q=bench")
            let id = try #require(list.body.firstMatch(of: /data-exercise-id="(\d+)" data-name="Bench Press"/)?.1)
            let csrf = try #require(try await browser.get("/library/\(id)").csrfToken)
            let last = LocalDate("2026-11-20")!
            let days = (0..<40).map { last.adding(days: -20 * $0) }
            for (index, day) in days.enumerated() {
                let weight = "\(100 + index % 7)"
                let reply = try await browser.post(
                    "/library/\(id)/log", form: ["_csrf": csrf, "weight": weight, "reps": "5", "sets": "2", "date": day.description])
                #expect(reply.status == 303)
            }

            let page = try await browser.get("/library/\(id)")
            #expect(page.status == 200)
            #expect(page.body.matches(of: /<li class="history-day"/).count == 30)
            #expect(page.body.contains("And 10 earlier days"))
            let olderHref = "/library/\(id)?before=\(days[29])#history"
            #expect(page.body.contains("id=\"older-days\" href=\"\(olderHref)\""))
            #expect(!page.body.contains("id=\"newest-days\""))

            let older = try await browser.get("/library/\(id)?before=\(days[29])")
            #expect(older.status == 200)
            #expect(older.body.matches(of: /<li class="history-day"/).count == 10)
            #expect(older.body.contains("data-date=\"\(days[30])\""))
            #expect(older.body.contains("id=\"newest-days\" href=\"/library/\(id)#history\""))
            #expect(!older.body.contains("id=\"older-days\""))
            #expect(try await browser.get("/library/\(id)?before=garbage").status == 200)

            let note = "Before Dec 2025: one point a month, its best session."
            for chart in ["e1rm", "heaviest", "volume"] {
                let html = try figure(chart, in: page.body)
                #expect(html.contains("<p class=\"chart-note muted\">\(note)</p>"), "\(chart)")
                #expect(html.contains("<caption>\(note)</caption>"), "\(chart)")
                #expect(html.contains("40 sessions from"), "the summary counts every session: \(chart)")
                let rows = html.matches(of: /<tr><th scope="row">/).count
                let recent = days.filter { $0 >= LocalDate("2025-12-01")! }.count
                #expect(rows > recent && rows < 40, "\(chart): \(rows) rows")
            }
            #expect(!(try figure("rep-ranges", in: page.body)).contains("chart-note"))
        }
    }
}
