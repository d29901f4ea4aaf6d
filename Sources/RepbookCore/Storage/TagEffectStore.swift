import Foundation

/// The reads behind the journal-tag comparison: the session summaries and the tagged days of a span.
public protocol TagEffectStore: Sendable {
    /// Each finished exercise session on or after `from`, read from the session summaries: its best e1RM by
    /// `formula` (nil for bodyweight kinds, whose e1RM depends on body weight) and its volume.
    func tagEffectSessions(userID: Int64, from: LocalDate, formula: OneRepMaxFormula) async throws -> [TagEffectSession]
    /// Each of the user's tags that is not hidden, in the tags' order, with its days on or after `from`.
    func journalTagDays(userID: Int64, from: LocalDate) async throws -> [TagDays]
}
