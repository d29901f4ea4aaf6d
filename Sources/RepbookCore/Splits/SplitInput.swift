import Foundation

/// A split as typed in a form or sent to the API; `draft()` validates it, naming the field at fault.
public struct SplitInput: Sendable, Equatable {
    public var name: String
    public var schedule: String
    public var advance: String
    /// One entry per day: a template id, or nil for rest.
    public var days: [Int64?]

    public init(name: String, schedule: String, advance: String = SplitAdvance.calendar.rawValue, days: [Int64?]) {
        self.name = name
        self.schedule = schedule
        self.advance = advance
        self.days = days
    }

    /// The longest rotation accepted.
    public static let maximumDays = 28

    /// Checks every field.
    public func draft() throws(DomainError) -> SplitDraft {
        let name = try ExerciseName.validated(name)
        guard let schedule = SplitSchedule(rawValue: schedule) else {
            throw .invalid(field: "schedule", message: LocalizedText("error.schedule_weekly_or_rotation"))
        }
        guard let advance = SplitAdvance(rawValue: advance) else {
            throw .invalid(field: "advance", message: LocalizedText("error.advance_calendar_or_completion"))
        }
        switch schedule {
        case .weekly where days.count != 7:
            throw .invalid(field: "days", message: LocalizedText("error.weekly_split_has_exactly_7_days"))
        case .rotation where !(1...Self.maximumDays).contains(days.count):
            throw .invalid(field: "days", message: LocalizedText("error.rotation_has_from_1_days", ["maximumDays": "\(Self.maximumDays)"]))
        default:
            break
        }
        guard days.contains(where: { $0 != nil }) else {
            throw .invalid(field: "days", message: LocalizedText("error.give_at_least_one_day_template"))
        }
        return SplitDraft(name: name, schedule: schedule, advance: schedule == .weekly ? .calendar : advance, days: days)
    }
}
