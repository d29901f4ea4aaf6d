import Foundation

/// Templates and splits: what to start, what to edit, which split is active.
public struct PlansPage: Sendable {
    /// A split line.
    public struct SplitItem: Sendable {
        public let id: Int64
        public let name: String
        public let summary: String
        public let isActive: Bool
        public let startDate: String
    }

    public let templates: [TemplateRow]
    public let hasTemplates: Bool
    public let splits: [SplitItem]
    public let hasSplits: Bool
    public let today: String

    /// Builds the page.
    public static func make(templates: [WorkoutTemplate], splits: [Split], today: LocalDate, localizer: Localizer) -> PlansPage {
        let templateItems = templates.map { TemplateRow($0, localizer: localizer) }
        let splitItems = splits.map { split in
            let training = split.days.filter { !$0.isRest }.count
            var parts = [
                split.schedule == .weekly
                    ? localizer.text("plans.split.weekly") : localizer.text("plans.split.rotation", ["days": String(split.days.count)]),
            ]
            if split.schedule == .rotation { parts.append(localizer.text("plans.split.advance.\(split.advance.rawValue)")) }
            parts.append(localizer.plural("plans.split.training_days", count: training))
            if let activation = split.activation {
                parts.append(localizer.text("plans.split.active_since", ["day": localizer.day(activation.startDate)]))
            }
            return SplitItem(
                id: split.id, name: split.displayName, summary: parts.joined(separator: " · "),
                isActive: split.activation != nil, startDate: today.description)
        }
        return PlansPage(
            templates: templateItems, hasTemplates: !templateItems.isEmpty, splits: splitItems, hasSplits: !splitItems.isEmpty,
            today: today.description)
    }
}

/// A template as a line of a list: its name and first exercises.
public struct TemplateRow: Sendable {
    public let id: Int64
    public let name: String
    public let summary: String

    /// The row in the user's language.
    public init(_ template: WorkoutTemplate, localizer: Localizer) {
        id = template.id
        name = template.name
        if template.exercises.isEmpty {
            summary = localizer.text("plans.no_exercises")
        } else {
            let more = template.exercises.count > 3 ? " +\(template.exercises.count - 3)" : ""
            summary = template.exercises.prefix(3).map { localizer.exerciseName($0.exerciseName) }.joined(separator: ", ") + more
        }
    }
}
