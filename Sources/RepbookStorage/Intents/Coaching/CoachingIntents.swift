import Foundation
import RepbookCore

/// The coaching settings: one row of `coaching_settings` per user, absent while they keep the standard ones.
extension SQLStore {
    public func coachingSettings(userID: Int64) async throws -> CoachingSettings {
        try await engine.readSingle { connection in try CoachingRows.stored(userID: userID, connection) ?? .standard }
    }

    public func saveCoachingSettings(_ settings: CoachingSettings, userID: Int64) async throws {
        try await engine.write { connection in try CoachingRows.write(settings, userID: userID, connection) }
    }
}
