/// How a workout began.
public enum WorkoutSource: String, CaseIterable, Codable, Sendable {
    case empty
    case template
    case splitDay = "split_day"
    case repeated = "repeat"
    case quickLog = "quick_log"
    case imported = "import"
}
