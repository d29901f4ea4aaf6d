import Foundation
import Hummingbird
import RepbookCore

/// A template as the API shows it; weights in kilograms, plus the weight as typed with its unit.
struct TemplateJSON: ResponseEncodable {
    struct Exercise: Encodable {
        let exerciseId: Int64
        let name: String
        let sets: Int
        let reps: String
        let repsMin: Int
        let repsMax: Int
        let weightKg: Double?
        let weight: Double?
        let unit: String?
        let restSeconds: Int?
        let supersetGroup: Int?
        let notes: String
        let progression: ProgressionJSON
    }

    let id: Int64
    let name: String
    let notes: String
    let exercises: [Exercise]

    init(_ template: WorkoutTemplate) {
        id = template.id
        name = template.name
        notes = template.notes
        exercises = template.exercises.map { item in
            let target = item.target
            return Exercise(
                exerciseId: target.exerciseID, name: item.exerciseName, sets: target.sets, reps: target.reps.description,
                repsMin: target.reps.lower, repsMax: target.reps.upper, weightKg: target.weight.map { KilogramsJSON.round($0.kilograms) },
                weight: target.weight?.value, unit: target.weight?.unit.rawValue, restSeconds: target.restSeconds,
                supersetGroup: target.supersetGroup, notes: target.notes, progression: ProgressionJSON(target.progression))
        }
    }
}

/// `{"templates": [...]}`.
struct TemplateListJSON: ResponseEncodable {
    let templates: [TemplateJSON]
}

/// The body of `POST` and `PUT /api/v1/templates`: reps as a number or a range string such as "8-12".
struct TemplateBody: Decodable {
    struct Exercise: Decodable {
        let exerciseId: Int64
        let sets: Int?
        let reps: FlexibleReps?
        let weightKg: Double?
        let weight: Double?
        let unit: String?
        let restSeconds: Int?
        let supersetGroup: Int?
        let notes: String?
        let progression: ProgressionBody?
    }

    let name: String
    let notes: String?
    let exercises: [Exercise]?

    func input() throws -> TemplateInput {
        TemplateInput(name: name, notes: notes ?? "", rows: try (exercises ?? []).map { exercise in
            TemplateInput.Row(
                exerciseID: exercise.exerciseId, sets: String(exercise.sets ?? 3), reps: exercise.reps?.text ?? "8-12",
                weight: try WeightBody.text(kilograms: exercise.weightKg, weight: exercise.weight, unit: exercise.unit) ?? "",
                restSeconds: exercise.restSeconds.map(String.init) ?? "", supersetGroup: exercise.supersetGroup.map(String.init) ?? "",
                notes: exercise.notes ?? "", progressionRule: exercise.progression?.rule ?? "",
                progressionIncrement: try exercise.progression?.incrementText() ?? "",
                deloadAfter: exercise.progression?.deloadAfter.map(String.init) ?? "",
                deloadPercent: exercise.progression?.deloadPercent.map { String($0) } ?? "")
        })
    }
}

/// Reps sent as `5` or `"8-12"`.
struct FlexibleReps: Decodable {
    let text: String

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let number = try? container.decode(Int.self) { text = String(number) } else { text = try container.decode(String.self) }
    }
}

/// Weights in API bodies: `weightKg`, or `weight` with `unit` as typed.
enum WeightBody {
    /// The weight as text for Core's parser; nil when neither is sent.
    static func text(kilograms: Double?, weight: Double?, unit: String?) throws -> String? {
        if let weight { return "\(weight)\(try self.unit(unit ?? "kg").rawValue)" }
        return kilograms.map { "\($0)kg" }
    }

    /// The body's `unit`, refused naming the field unless it is kg or lb.
    static func unit(_ text: String) throws -> WeightUnit {
        guard let unit = WeightUnit(rawValue: text) else { throw DomainError.invalid(field: "unit", message: LocalizedText("error.unit_kg_or_lb")) }
        return unit
    }
}

/// Kilogram figures rounded to grams, so 225 lb reads 102.058 rather than 102.05828325.
enum KilogramsJSON {
    static func round(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }
}

/// A split as the API shows it.
struct SplitJSON: ResponseEncodable {
    struct Day: Encodable {
        let index: Int
        let label: String
        let templateId: Int64?
        let templateName: String?
        let rest: Bool
    }

    let id: Int64
    let name: String
    let schedule: String
    let advance: String
    let active: Bool
    let customName: String?
    let startDate: String?
    let days: [Day]

    init(_ split: Split) {
        id = split.id
        name = split.name
        schedule = split.schedule.rawValue
        advance = split.advance.rawValue
        active = split.activation != nil
        customName = split.activation?.customName
        startDate = split.activation?.startDate.description
        days = split.days.enumerated().map { index, day in
            Day(index: index, label: SplitCalendar.dayLabel(index, schedule: split.schedule), templateId: day.templateID,
                templateName: day.templateName, rest: day.isRest)
        }
    }
}

/// `{"splits": [...]}`.
struct SplitListJSON: ResponseEncodable {
    let splits: [SplitJSON]
}

/// The body of `POST` and `PUT /api/v1/splits`: one entry per day, a template id or null for rest.
struct SplitBody: Decodable {
    let name: String
    let schedule: String
    let advance: String?
    let days: [Int64?]

    var input: SplitInput {
        SplitInput(name: name, schedule: schedule, advance: advance ?? SplitAdvance.calendar.rawValue, days: days)
    }
}

/// The body of `POST /api/v1/splits/{id}/activate`.
struct ActivateBody: Decodable {
    let customName: String?
    let startDate: String?
}

/// `GET /api/v1/splits/today`: the active split's day for a date.
struct SplitPlanJSON: ResponseEncodable {
    let splitId: Int64
    let name: String
    let date: String
    let dayIndex: Int
    let label: String
    let rest: Bool
    let templateId: Int64?
    let templateName: String?

    init(_ plan: SplitPlan) {
        splitId = plan.split.id
        name = plan.split.displayName
        date = plan.date.description
        dayIndex = plan.dayIndex
        label = plan.dayLabel
        rest = plan.day.isRest
        templateId = plan.day.templateID
        templateName = plan.day.templateName
    }
}
