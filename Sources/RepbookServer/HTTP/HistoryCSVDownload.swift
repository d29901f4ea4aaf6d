import Hummingbird
import RepbookCore
import RepbookFormats

/// A user's whole workout history as a CSV download, in Strong's layout or Repbook's own; shared by the page and the API.
enum HistoryCSVDownload {
    /// The download of every finished workout of the user in `format`.
    static func response(_ format: HistoryCSVFormat, userID: Int64, services: AppServices) async throws -> Response {
        let (settings, today) = try await services.historyExports.context(userID: userID)
        let workouts = try await services.historyExports.finishedWorkouts(userID: userID)
        let text: String = try await BlockingWork.run { Self.text(format, workouts: workouts, settings: settings) }
        return CSVDownload.response(fileName: format.fileName(today: today), text: text)
    }

    /// The file's text.
    static func text(_ format: HistoryCSVFormat, workouts: [Workout], settings: UserSettings) -> String {
        switch format {
        case .strong: StrongCSVWriter.csv(workouts, unit: settings.weightUnit, timeZone: settings.timeZone)
        case .repbook: RepbookCSVWriter.csv(workouts, timeZone: settings.timeZone)
        }
    }
}
