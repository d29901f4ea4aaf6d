/// What importing a plan would create, before anything is written: the exercises matched or new, the templates with
/// their targets and the split's days, under the names they would get.
public struct PlanImportPreviewPage: Sendable {
    /// An exercise of the plan: matched to one of the account's, or new.
    public struct ExerciseLine: Sendable {
        public let name: String
        public let isNew: Bool
        /// "matched to Bench Press" or "new: Chest · Barbell · Weight and reps".
        public let detail: String
    }

    /// A target of a template, in one line.
    public struct TargetLine: Sendable {
        public let exercise: String
        public let summary: String
    }

    /// A template under the name it gets.
    public struct TemplateLine: Sendable {
        public let name: String
        public let isRenamed: Bool
        public let nameInFile: String
        public let targets: [TargetLine]
    }

    /// A day of the split.
    public struct DayLine: Sendable {
        public let label: String
        public let content: String
        public let isRest: Bool
    }

    public let heading: String
    /// The plan as compact JSON, carried to the import in a hidden field.
    public let planJSON: String
    public let summary: String
    public let exercises: [ExerciseLine]
    public let templates: [TemplateLine]
    public let isSplit: Bool
    public let splitName: String
    public let splitIsRenamed: Bool
    public let splitNameInFile: String
    public let splitSchedule: String
    public let days: [DayLine]

    /// Builds the page from a preview.
    public static func make(_ preview: PlanImportPreview) -> PlanImportPreviewPage {
        let plan = preview.plan
        let exercises = preview.exercises.map { match in
            ExerciseLine(
                name: match.name, isNew: match.isNew,
                detail: match.existing.map { "matched to \($0.name)" }
                    ?? "new: \(match.draft.category.label) · \(match.draft.equipment.label) · \(match.draft.kind.label)")
        }
        let templates = zip(plan.templates, preview.templateNames).map { template, name in
            TemplateLine(
                name: name, isRenamed: name != template.name, nameInFile: template.name,
                targets: template.exercises.map { TargetLine(exercise: $0.exercise, summary: targetSummary($0)) })
        }
        let split = plan.split
        let days = split.map { split in
            split.days.enumerated().map { index, day in
                DayLine(
                    label: SplitCalendar.dayLabel(index, schedule: split.schedule),
                    content: day.map { preview.templateNames[$0] } ?? "Rest", isRest: day == nil)
            }
        } ?? []
        let newCount = exercises.filter(\.isNew).count
        return PlanImportPreviewPage(
            heading: "Import \(preview.splitName ?? preview.templateNames.first ?? plan.name)?",
            planJSON: String(decoding: PlanSharingService.encode(plan), as: UTF8.self),
            summary: "\(counted(templates.count, "template")) · \(counted(exercises.count - newCount, "exercise")) matched · \(newCount) new",
            exercises: exercises, templates: templates, isSplit: split != nil, splitName: preview.splitName ?? "",
            splitIsRenamed: split.map { preview.splitName != $0.name } ?? false, splitNameInFile: split?.name ?? "",
            splitSchedule: split.map(scheduleLabel) ?? "", days: days)
    }

    /// "1 template", "2 templates".
    private static func counted(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }

    /// "3 × 8-12 · 80 kg · rest 90 s · superset A".
    private static func targetSummary(_ target: SharedTarget) -> String {
        var parts = ["\(target.sets) × \(target.reps)"]
        if let weight = target.weight { parts.append("\(Weight.format(weight.value)) \(weight.unit.symbol)") }
        if let rest = target.restSeconds { parts.append("rest \(rest) s") }
        if let superset = target.superset { parts.append("superset \(superset.uppercased())") }
        return parts.joined(separator: " · ")
    }

    private static func scheduleLabel(_ split: SharedSplit) -> String {
        switch split.schedule {
        case .weekly: "Weekly, Monday to Sunday"
        case .rotation: "\(split.days.count)-day rotation, \(split.advance == .calendar ? "by the calendar" : "on completion")"
        }
    }
}
