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
    public static func make(templates: [WorkoutTemplate], splits: [Split], today: LocalDate) -> PlansPage {
        let templateItems = templates.map(TemplateRow.init)
        let splitItems = splits.map { split in
            let training = split.days.filter { !$0.isRest }.count
            let schedule = split.schedule == .weekly ? "Weekly" : "\(split.days.count)-day rotation"
            let advance = split.schedule == .rotation ? (split.advance == .calendar ? " · by calendar" : " · on completion") : ""
            let active = split.activation.map { " · active since \($0.startDate)" } ?? ""
            return SplitItem(
                id: split.id, name: split.displayName, summary: "\(schedule)\(advance) · \(training) training days\(active)",
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

    init(_ template: WorkoutTemplate) {
        id = template.id
        name = template.name
        if template.exercises.isEmpty {
            summary = "No exercises yet"
        } else {
            let more = template.exercises.count > 3 ? " +\(template.exercises.count - 3)" : ""
            summary = template.exercises.prefix(3).map(\.exerciseName).joined(separator: ", ") + more
        }
    }
}
