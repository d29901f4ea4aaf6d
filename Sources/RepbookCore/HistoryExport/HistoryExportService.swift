import Foundation

/// Reads a user's whole finished history for the CSV exports, oldest first, a page at a time.
public struct HistoryExportService: Sendable {
    /// Workouts read per query.
    static let pageSize = 500

    private let store: any RepbookStore
    private let now: Clock

    public init(store: any RepbookStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// Every finished workout of the user with its exercises and sets, oldest first.
    public func finishedWorkouts(userID: Int64) async throws -> [Workout] {
        var newestFirst: [Workout] = []
        while true {
            let page = try await store.completedWorkouts(userID: userID, limit: Self.pageSize, before: newestFirst.last?.id)
            newestFirst += page
            if page.count < Self.pageSize { break }
        }
        return newestFirst.reversed()
    }

    /// The user's settings (unit and time zone decide how the files are written) and today's day for the file name.
    public func context(userID: Int64) async throws -> (settings: UserSettings, today: LocalDate) {
        let settings = try await store.settings(userID: userID)
        return (settings, LocalDate(now(), in: settings.timeZone))
    }
}
