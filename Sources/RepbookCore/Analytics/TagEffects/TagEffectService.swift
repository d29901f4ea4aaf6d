import Foundation

/// The journal-tag comparison of the last 52 weeks for the Analytics tab and the API, read through indexed queries of
/// the session summaries and the journal (never the raw sets).
public struct TagEffectService: Sendable {
    /// The days compared: the last 52 weeks through today.
    public static let spanDays = 364

    /// The comparison of each tag and the span it covers.
    public struct Report: Equatable, Sendable {
        public let from: LocalDate
        public let through: LocalDate
        public let effects: [TagEffect]
    }

    private let store: any TagEffectStore & SettingsStore
    private let now: Clock

    public init(store: any TagEffectStore & SettingsStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// Each visible tag's comparison over the last 52 weeks (with 8 more weeks read for the first sessions' trends).
    public func report(for user: User) async throws -> Report {
        let settings = try await store.settings(userID: user.id)
        let today = LocalDate(now(), in: settings.timeZone)
        let from = today.adding(days: -(Self.spanDays - 1))
        let sessions = try await store.tagEffectSessions(
            userID: user.id, from: from.adding(days: -TagEffectRule.trendDays), formula: settings.oneRepMaxFormula)
        let tags = try await store.journalTagDays(userID: user.id, from: from.adding(days: -1))
        return Report(from: from, through: today, effects: TagEffectRule.effects(sessions: sessions, tags: tags, from: from))
    }
}
