import Foundation

/// Default names for workouts started without one.
public enum WorkoutNaming {
    /// "Morning workout", "Afternoon workout", "Evening workout" or "Night workout", by the hour in `timeZone`.
    public static func timeOfDayName(_ instant: Date, in timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let hour = calendar.component(.hour, from: instant)
        let part = switch hour {
        case 5..<12: "Morning"
        case 12..<17: "Afternoon"
        case 17..<22: "Evening"
        default: "Night"
        }
        return "\(part) workout"
    }
}
