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
    public static func make(_ preview: PlanImportPreview, localizer: Localizer) -> PlanImportPreviewPage {
        let plan = preview.plan
        let exercises = preview.exercises.map { match in
            ExerciseLine(
                name: match.name, isNew: match.isNew,
                detail: match.existing.map { localizer.text("plan_import.matched", ["name": $0.name]) }
                    ?? localizer.text("plan_import.new_exercise", [
                        "what": "\(localizer.category(match.draft.category)) · \(localizer.equipment(match.draft.equipment)) · "
                            + localizer.kind(match.draft.kind),
                    ]))
        }
        let templates = zip(plan.templates, preview.templateNames).map { template, name in
            TemplateLine(
                name: name, isRenamed: name != template.name, nameInFile: template.name,
                targets: template.exercises.map { TargetLine(exercise: $0.exercise, summary: targetSummary($0, localizer)) })
        }
        let split = plan.split
        let days = split.map { split in
            split.days.enumerated().map { index, day in
                DayLine(
                    label: localizer.splitDay(index, schedule: split.schedule),
                    content: day.map { preview.templateNames[$0] } ?? localizer.text("calendar.rest"), isRest: day == nil)
            }
        } ?? []
        let newCount = exercises.filter(\.isNew).count
        return PlanImportPreviewPage(
            heading: localizer.text("plan_import.heading", ["name": preview.splitName ?? preview.templateNames.first ?? plan.name]),
            planJSON: String(decoding: PlanSharingService.encode(plan), as: UTF8.self),
            summary: localizer.text("plan_import.summary", [
                "templates": localizer.plural("plan_share.templates", count: templates.count),
                "matched": localizer.plural("plan_import.matched_count", count: exercises.count - newCount), "new": String(newCount),
            ]),
            exercises: exercises, templates: templates, isSplit: split != nil, splitName: preview.splitName ?? "",
            splitIsRenamed: split.map { preview.splitName != $0.name } ?? false, splitNameInFile: split?.name ?? "",
            splitSchedule: split.map { scheduleLabel($0, localizer) } ?? "", days: days)
    }

    /// "3 × 8-12 · 80 kg · rest 90 s · superset A".
    private static func targetSummary(_ target: SharedTarget, _ localizer: Localizer) -> String {
        var parts = ["\(target.sets) × \(target.reps)"]
        if let weight = target.weight { parts.append("\(LocalizedTrainingFormat(localizer).number(weight.value)) \(weight.unit.symbol)") }
        if let rest = target.restSeconds { parts.append(localizer.text("plan_import.rest", ["seconds": String(rest)])) }
        if let superset = target.superset { parts.append(localizer.text("plan_import.superset", ["letter": superset.uppercased()])) }
        return parts.joined(separator: " · ")
    }

    private static func scheduleLabel(_ split: SharedSplit, _ localizer: Localizer) -> String {
        switch split.schedule {
        case .weekly: localizer.text("plan_import.weekly")
        case .rotation:
            localizer.text("plan_import.rotation", [
                "days": String(split.days.count), "advance": localizer.text("plans.split.advance.\(split.advance.rawValue)"),
            ])
        }
    }
}
