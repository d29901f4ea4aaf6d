import Foundation

/// The training maxes a user's history suggests for a program, before it starts: what the start form prefills (and
/// says where it came from).
public struct TrainingMaxSuggestions: Sendable {
    private let store: any RepbookStore

    public init(store: any RepbookStore) {
        self.store = store
    }

    /// Per training-max lift of `program` (matched to the user's exercises by name), the share of the best e1RM among
    /// the working sets of its recent sessions (`WorkingSets`: never warm-ups), in the user's unit by their formula; a
    /// lift without history is left out, and none when a lift matches none of their exercises (the start names it).
    public func suggested(for program: Program, user: User) async throws -> [String: TrainingMaxSuggestion] {
        let exercises = try await store.exercises(userID: user.id, query: ExerciseQuery(includeArchived: true))
        guard let mapping = try? ProgramLiftMatch.match(program, chosen: [:], exercises: exercises) else { return [:] }
        let settings = try await store.settings(userID: user.id)
        return try await suggested(for: program.trainingMaxLifts, mapping: mapping, settings: settings, userID: user.id)
    }

    /// Per lift of `lifts` mapped to one of the user's exercises by `mapping`, the share of the best e1RM among the
    /// working sets of its recent sessions, in the unit and by the formula of `settings`; a lift without history is left out.
    public func suggested(
        for lifts: [ProgramLift], mapping: [String: Int64], settings: UserSettings, userID: Int64
    ) async throws -> [String: TrainingMaxSuggestion] {
        let ids = Array(Set(lifts.compactMap { mapping[$0.key] })).sorted()
        guard !ids.isEmpty else { return [:] }
        let history = try await store.recentPerformances(
            userID: userID, exerciseIDs: ids, sessions: ProgramService.suggestionSessions, excluding: nil)
        var suggested: [String: TrainingMaxSuggestion] = [:]
        for lift in lifts {
            guard let id = mapping[lift.key] else { continue }
            suggested[lift.key] = TrainingMaxSuggestion.suggest(
                from: (history[id] ?? []).flatMap { WorkingSets($0).working }, formula: settings.oneRepMaxFormula,
                unit: settings.weightUnit)
        }
        return suggested
    }
}
