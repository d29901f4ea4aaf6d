import Foundation
import RepbookCore
import Testing

@Suite("Sessions after journal tags against the 8-week trend")
struct TagEffectRuleTests {
    private let start = LocalDate("2026-01-01")!
    private func session(_ day: Int, e1rm: Double?, volume: Double = 1000, exercise: Int64 = 1) -> TagEffectSession {
        TagEffectSession(exerciseID: exercise, date: start.adding(days: day), oneRepMaxKg: e1rm, volumeKg: volume)
    }

    @Test("The trend is the mean of the exercise's sessions in the 56 days before; day 56 before counts, day 57 does not, the same day does not")
    func trendWindow() {
        let sessions = [session(0, e1rm: 50), session(1, e1rm: 100), session(57, e1rm: 100), session(58, e1rm: 300, exercise: 2)]
        let relative = TagEffectRule.relative(sessions, from: start)
        // Day 0: no earlier session, no ratio. Day 1: trend 50. Day 57: only day 1 is within 56 days (day 0 is 57 before).
        #expect(relative.map(\.oneRepMax) == [nil, 2.0, 1.0, nil])
        let exactly56 = TagEffectRule.relative([session(0, e1rm: 50), session(56, e1rm: 100)], from: start)
        #expect(exactly56.map(\.oneRepMax) == [nil, 2.0])
    }

    @Test("Sessions before the span only make trends; missing e1RM (bodyweight kinds) and zero volume give no ratio")
    func spanAndMissing() {
        let sessions = [session(0, e1rm: 100, volume: 0), session(7, e1rm: nil, volume: 500), session(14, e1rm: 110, volume: 1000)]
        let relative = TagEffectRule.relative(sessions, from: start.adding(days: 7))
        #expect(relative.count == 2)
        #expect(relative[0].oneRepMax == nil)
        #expect(relative[0].volume == nil)
        #expect(relative[1].oneRepMax == 1.1)
        #expect(relative[1].volume == 2.0)
    }

    @Test("A session is after a tag on its day or the day before, not two days before")
    func afterRule() {
        let tagged: Set<LocalDate> = [start]
        #expect(TagEffectRule.isAfter(tagged, session: start))
        #expect(TagEffectRule.isAfter(tagged, session: start.adding(days: 1)))
        #expect(!TagEffectRule.isAfter(tagged, session: start.adding(days: 2)))
        #expect(!TagEffectRule.isAfter(tagged, session: start.adding(days: -1)))
    }

    /// A baseline session, then sessions every other day with e1RM 100 (so each trend is near 100), with tagged ones at 90.
    private func history(tagged: Int, rest: Int) -> (sessions: [TagEffectSession], tag: TagDays) {
        var sessions = [session(0, e1rm: 100)]
        var days: Set<LocalDate> = []
        var day = 2
        for index in 0..<(tagged + rest) {
            let isTagged = index < tagged
            sessions.append(session(day, e1rm: isTagged ? 90 : 100))
            if isTagged { days.insert(start.adding(days: day - 1)) }
            day += 3
        }
        return (sessions, TagDays(tagID: 9, name: "Slept badly", days: days))
    }

    @Test("Fewer than 5 sessions on either side gives no figure; 5 on both sides gives one")
    func threshold() throws {
        let four = history(tagged: 4, rest: 10)
        let short = try #require(TagEffectRule.effects(sessions: four.sessions, tags: [four.tag], from: start).first)
        #expect(short.oneRepMax.tagged == 4)
        #expect(short.oneRepMax.rest == 10)
        #expect(!short.oneRepMax.isEnough)
        #expect(short.oneRepMax.differencePercent == nil)

        let five = history(tagged: 5, rest: 5)
        let enough = try #require(TagEffectRule.effects(sessions: five.sessions, tags: [five.tag], from: start).first)
        #expect(enough.oneRepMax.tagged == 5)
        #expect(enough.oneRepMax.rest == 5)
        #expect(enough.oneRepMax.isEnough)
        let difference = try #require(enough.oneRepMax.differencePercent)
        #expect(difference < -5)
        #expect(enough.volume.isEnough)
        #expect(abs(enough.volume.differencePercent ?? 99) < 1e-9)

        let fewRest = history(tagged: 10, rest: 4)
        #expect(TagEffectRule.effects(sessions: fewRest.sessions, tags: [fewRest.tag], from: start).first?.oneRepMax.isEnough == false)
    }

    @Test("A tag never logged has no session after it and every session on the other side")
    func unusedTag() throws {
        let data = history(tagged: 0, rest: 6)
        let effect = try #require(
            TagEffectRule.effects(sessions: data.sessions, tags: [TagDays(tagID: 1, name: "Sick", days: [])], from: start).first)
        #expect(effect.oneRepMax.tagged == 0)
        #expect(effect.oneRepMax.rest == 6)
        #expect(effect.oneRepMax.taggedRatio == nil)
        #expect(!effect.oneRepMax.isEnough)
    }
}
