/// The rules a plan file must meet: those of the template and split forms, plus the file's own references.
extension SharedPlan {
    /// The largest plan file read.
    public static let maximumBytes = 256 * 1024
    /// The most templates one plan holds: one per day of the longest rotation.
    public static let maximumTemplates = SplitInput.maximumDays

    /// Checks the whole plan; an error names the part of the file at fault, such as `templates[1].sets`.
    public func checked() throws(DomainError) -> CheckedPlan {
        guard format == Self.formatName else {
            throw .invalid(field: "format", message:
                LocalizedText("error.not_repbook_plan_its_format_not", ["value": "\(format)", "formatName": "\(Self.formatName)"]))
        }
        guard version == Self.currentVersion else {
            throw .invalid(field: "version", message:
                LocalizedText("error.plan_version_not_one_repbook_reads", ["version": "\(version)", "currentVersion": "\(Self.currentVersion)"]))
        }
        let exerciseDrafts = try checkedExercises()
        let positions = Dictionary(
            exerciseDrafts.enumerated().map { (ExerciseName.key($0.element.name), $0.offset) }, uniquingKeysWith: { first, _ in first })
        switch kind {
        case .template where templates.count != 1 || split != nil:
            throw .invalid(field: "templates", message: LocalizedText("error.template_plan_holds_exactly_one_template"))
        case .split where split == nil:
            throw .invalid(field: "split", message: LocalizedText("error.split_plan_needs_its_split"))
        case .split where !(1...Self.maximumTemplates).contains(templates.count):
            throw .invalid(field: "templates", message:
                LocalizedText("error.split_plan_holds_from_1_templates", ["maximumTemplates": "\(Self.maximumTemplates)"]))
        default:
            break
        }
        var templateDrafts: [TemplateDraft] = []
        for (index, template) in templates.enumerated() {
            templateDrafts.append(try Self.checked(template, at: index, exercisePositions: positions))
        }
        return CheckedPlan(exercises: exerciseDrafts, templates: templateDrafts, split: try split.map { split throws(DomainError) in
            try Self.checked(split, templateCount: templates.count)
        })
    }

    private func checkedExercises() throws(DomainError) -> [ExerciseDraft] {
        var seen: Set<String> = []
        var drafts: [ExerciseDraft] = []
        for (index, exercise) in exercises.enumerated() {
            let name = try ExerciseName.validated(exercise.name, field: "exercises[\(index)].name")
            guard seen.insert(ExerciseName.key(name)).inserted else {
                throw .invalid(field: "exercises[\(index)].name", message: LocalizedText("error.exercise_listed_twice", ["value": "\(name)"]))
            }
            drafts.append(ExerciseDraft(name: name, category: exercise.category, kind: exercise.kind, equipment: exercise.equipment))
        }
        return drafts
    }

    private static func checked(_ template: SharedTemplate, at index: Int, exercisePositions: [String: Int]) throws(DomainError) -> TemplateDraft {
        var rows: [TemplateInput.Row] = []
        for (number, target) in template.exercises.enumerated() {
            guard let position = exercisePositions[ExerciseName.key(target.exercise)] else {
                throw .invalid(
                    field: "templates[\(index)].exercises[\(number)].exercise",
                    message: LocalizedText(
                        "error.plan_file.unknown_exercise",
                        ["number": .integer(number + 1), "template": .text(template.name), "exercise": .text(target.exercise)]))
            }
            rows.append(TemplateInput.Row(
                exerciseID: Int64(position), sets: String(target.sets), reps: target.reps,
                weight: target.weight.map(typed) ?? "",
                restSeconds: target.restSeconds.map(String.init) ?? "", supersetGroup: target.superset ?? "", notes: target.notes,
                progressionRule: target.progression?.rule ?? "",
                progressionIncrement: target.progression.map { Weight.format($0.increment.value) + $0.increment.unit.rawValue } ?? "",
                deloadAfter: target.progression?.deloadAfter.map(String.init) ?? "",
                deloadPercent: target.progression.map { Weight.format($0.deloadPercent) } ?? ""))
        }
        do {
            return try TemplateInput(name: template.name, notes: template.notes, rows: rows).draft(unit: .kilograms)
        } catch {
            throw .invalid(
                field: "templates[\(index)].\(error.field ?? "name")", message: LocalizedText(
                    "error.plan.template", ["number": .integer(index + 1), "name": .text(template.name), "error": .localized(error.text)]))
        }
    }

    /// The weight as a form would send it; a number out of every range is passed on as text the form's rule refuses.
    private static func typed(_ weight: Weight) -> String {
        (0...2000).contains(weight.value) ? Weight.format(weight.value) + weight.unit.rawValue : "out of range"
    }

    private static func checked(_ split: SharedSplit, templateCount: Int) throws(DomainError) -> SplitDraft {
        for (index, day) in split.days.enumerated() {
            if let day, !(0..<templateCount).contains(day) {
                throw .invalid(
                    field: "split.days[\(index)]",
                    message: LocalizedText(
                        "error.plan_file.split_day_template",
                        ["day": .integer(index + 1), "template": .text(String(day)), "last": .text(String(templateCount - 1))]))
            }
        }
        do {
            return try SplitInput(
                name: split.name, schedule: split.schedule.rawValue, advance: split.advance.rawValue, days: split.days.map { $0.map(Int64.init) }
            ).draft()
        } catch {
            throw .invalid(field: "split.\(error.field ?? "name")", message:
                LocalizedText("error.split", ["split": "\(split.name)", "error": .localized(error.text)]))
        }
    }
}
