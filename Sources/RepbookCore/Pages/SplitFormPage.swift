import Foundation

/// The split editor: name, schedule, how a rotation advances, and a template (or rest) for each day.
public struct SplitFormPage: Sendable {
    /// One day of the cycle.
    public struct Day: Sendable {
        public let index: Int
        public let label: String
        public let options: [SelectOption]
    }

    public let splitID: Int64?
    public let action: String
    public let heading: String
    public let name: String
    public let scheduleOptions: [SelectOption]
    public let advanceOptions: [SelectOption]
    public let isRotation: Bool
    public let dayCount: Int
    public let days: [Day]
    public let hasTemplates: Bool
    public let error: String?

    /// Builds the form from what was typed (or stored).
    public static func make(
        splitID: Int64?, input: SplitInput, templates: [WorkoutTemplate], error: DomainError? = nil, localizer: Localizer
    ) -> SplitFormPage {
        let schedule = SplitSchedule(rawValue: input.schedule) ?? .weekly
        let days = input.days.enumerated().map { index, templateID in
            Day(
                index: index, label: localizer.splitDay(index, schedule: schedule),
                options: [SelectOption(value: "", label: localizer.text("split.rest_day"), isSelected: templateID == nil)]
                    + templates.map { SelectOption(value: String($0.id), label: $0.name, isSelected: $0.id == templateID) })
        }
        return SplitFormPage(
            splitID: splitID, action: splitID.map { "/splits/\($0)" } ?? "/splits",
            heading: localizer.text(splitID == nil ? "split.new_heading" : "split.edit_heading"), name: input.name,
            scheduleOptions: SelectOption.all(SplitSchedule.self, selected: schedule) { localizer.text("split.schedule.\($0.rawValue)") },
            advanceOptions: SelectOption.all(SplitAdvance.self, selected: SplitAdvance(rawValue: input.advance) ?? .calendar) {
                localizer.text("split.advance.\($0.rawValue)")
            },
            isRotation: schedule == .rotation, dayCount: input.days.count, days: days, hasTemplates: !templates.isEmpty,
            error: error?.message)
    }

    /// The form's input for a stored split.
    public static func input(for split: Split) -> SplitInput {
        SplitInput(name: split.name, schedule: split.schedule.rawValue, advance: split.advance.rawValue, days: split.days.map(\.templateID))
    }
}
