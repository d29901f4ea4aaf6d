import Foundation

/// Templates and splits: what to start, what to edit, which split is active.
public struct PlansPage: Sendable {
    /// A template line.
    public struct TemplateItem: Sendable {
        public let id: Int64
        public let name: String
        public let summary: String
    }

    /// A split line.
    public struct SplitItem: Sendable {
        public let id: Int64
        public let name: String
        public let summary: String
        public let isActive: Bool
        public let startDate: String
    }

    public let templates: [TemplateItem]
    public let hasTemplates: Bool
    public let splits: [SplitItem]
    public let hasSplits: Bool
    public let today: String

    /// Builds the page.
    public static func make(templates: [WorkoutTemplate], splits: [Split], today: LocalDate) -> PlansPage {
        let templateItems = templates.map { template in
            TemplateItem(id: template.id, name: template.name, summary: TemplateSummary.text(template))
        }
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

/// A one-line description of a template's exercises.
enum TemplateSummary {
    static func text(_ template: WorkoutTemplate) -> String {
        guard !template.exercises.isEmpty else { return "No exercises yet" }
        let names = template.exercises.prefix(3).map(\.exerciseName).joined(separator: ", ")
        let more = template.exercises.count > 3 ? " +\(template.exercises.count - 3)" : ""
        return names + more
    }
}
