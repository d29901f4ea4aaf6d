import Foundation
import Hummingbird
import RepbookCore

/// `GET /api/v1/streaks`, and the dashboard's `streaks`.
struct StreaksJSON: ResponseEncodable {
    let currentWeeks: Int
    let longestWeeks: Int
    let currentDays: Int
    let longestDays: Int
    let weeklyTarget: Int
    let rule: String

    init(_ streaks: TrainingStreaks, hasSplit: Bool) {
        currentWeeks = streaks.currentWeeks
        longestWeeks = streaks.longestWeeks
        currentDays = streaks.currentDays
        longestDays = streaks.longestDays
        weeklyTarget = streaks.weeklyTarget
        rule = TrainingStreaks.rule(weeklyTarget: streaks.weeklyTarget, hasSplit: hasSplit)
    }
}
