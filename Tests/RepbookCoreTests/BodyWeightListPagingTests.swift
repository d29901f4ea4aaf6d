import Foundation
import RepbookCore
import Testing

/// The weight list renders a bounded page however long the history: the newest weigh-ins, then "Older" pages.
@Suite("The weight list's pages")
struct BodyWeightListPagingTests {
    private let today = LocalDate("2026-11-21")!

    /// A weigh-in on each of the last `count` days, 80 kg plus a tenth per day back.
    private func daily(_ count: Int) -> [BodyWeightEntry] {
        (0..<count).map { BodyWeightEntry(date: today.adding(days: -$0), weight: Weight(80 + Double($0) / 10, .kilograms)) }
    }

    private func page(_ entries: [BodyWeightEntry], before: String? = nil) -> BodyWeightPage {
        BodyWeightPage.make(
            entries: entries, settings: .defaults(), date: today, today: today, range: .all, listedBefore: before.flatMap(LocalDate.init),
            localizer: ShippedCatalogs.english)
    }

    @Test("Ten years of daily weigh-ins list the newest 30, linking to the older ones")
    func firstPage() {
        let first = page(daily(3650))
        #expect(first.rows.count == BodyWeightPage.listLimit)
        #expect(first.rows.first?.date == "2026-11-21")
        #expect(first.rows.last?.date == "2026-10-23")
        #expect(first.hasOlder && !first.isOlderPage)
        #expect(first.olderHref == "/body/weight?range=all&before=2026-10-23#weigh-ins")
        #expect(first.totalCount == "3650 weigh-ins")
    }

    @Test("An older page lists the next weigh-ins before its day, each with its change from the day before")
    func olderPage() {
        let older = page(daily(3650), before: "2026-10-23")
        #expect(older.rows.count == BodyWeightPage.olderPageSize)
        #expect(older.rows.first?.date == "2026-10-22")
        #expect(older.rows.first?.change == "−0.1 kg")
        #expect(older.isOlderPage && older.hasOlder)
        #expect(older.newestHref == "/body/weight?range=all#weigh-ins")
    }

    @Test("The last page has no older link, and a day before everything lists nothing")
    func lastPage() {
        let entries = daily(40)
        let last = page(entries, before: "2026-10-23")
        #expect(last.rows.map(\.date) == (30..<40).map { today.adding(days: -$0).description })
        #expect(!last.hasOlder)
        #expect(last.rows.last?.change == "")
        let beyond = page(entries, before: "2000-01-01")
        #expect(beyond.rows.isEmpty && !beyond.hasOlder && beyond.isOlderPage)
        #expect(!page(entries).rows.isEmpty && page(daily(30)).hasOlder == false)
    }
}
