import Foundation
import Hummingbird
import RepbookCore

/// An exercise as the API shows it.
struct ExerciseJSON: ResponseEncodable {
    let id: Int64
    let name: String
    let category: String
    let kind: String
    let equipment: String
    let notes: String
    let favorite: Bool
    let archived: Bool
    /// Sent as null for an exercise never performed, as the schema requires the key.
    @Nullable var last_performed_at: Date?

    init(_ exercise: Exercise) {
        id = exercise.id
        name = exercise.name
        category = exercise.category.rawValue
        kind = exercise.kind.rawValue
        equipment = exercise.equipment.rawValue
        notes = exercise.notes
        favorite = exercise.isFavorite
        archived = exercise.isArchived
        last_performed_at = exercise.lastPerformedAt
    }
}

/// `{"exercises": [...]}`.
struct ExerciseListJSON: WrittenJSON {
    let exercises: [ExerciseJSON]

    /// The answer's JSON text.
    func written() -> JSONText {
        var json = JSONText(capacity: 200 * exercises.count + 32)
        json.object { json in
            json.key("exercises")
            json.array { json in
                for exercise in exercises {
                    json.object { json in
                        json.key("id"); json.value(exercise.id)
                        json.key("name"); json.value(exercise.name)
                        json.key("category"); json.value(exercise.category)
                        json.key("kind"); json.value(exercise.kind)
                        json.key("equipment"); json.value(exercise.equipment)
                        json.key("notes"); json.value(exercise.notes)
                        json.key("favorite"); json.value(exercise.favorite)
                        json.key("archived"); json.value(exercise.archived)
                        json.key("last_performed_at")
                        if let date = exercise.last_performed_at { json.value(iso8601: date) } else { json.null() }
                    }
                }
            }
        }
        return json
    }
}

/// The body of `POST` and `PATCH /api/v1/exercises`; PATCH may also flip favourite and archived.
struct ExerciseBody: Decodable {
    let name: String?
    let category: String?
    let kind: String?
    let equipment: String?
    let notes: String?
    let favorite: Bool?
    let archived: Bool?

    var input: ExerciseInput {
        ExerciseInput(name: name, category: category, kind: kind, equipment: equipment, notes: notes, exactChoices: true)
    }
}

/// `{"result": "deleted" | "archived"}`.
struct DeletionJSON: ResponseEncodable {
    let result: String
}

/// The body of `POST /api/v1/auth/token`.
struct TokenRequest: Decodable {
    let username: String
    let password: String
    let label: String?
    /// Days until the token expires; absent for a token that never does.
    let expires_in_days: Int?
}

/// `{"token": "...", "id": 1}`.
struct TokenJSON: ResponseEncodable {
    let token: String
    let id: Int64
    let expires_at: Date?
}

/// A token in the list, without its secret.
struct APITokenJSON: ResponseEncodable {
    let id: Int64
    let label: String
    let created_at: Date
    let last_used_at: Date?
    let expires_at: Date?
}

/// `{"tokens": [...]}`.
struct APITokenListJSON: ResponseEncodable {
    let tokens: [APITokenJSON]
}

/// The signed-in user.
struct MeJSON: ResponseEncodable {
    let id: Int64
    let username: String
    let is_owner: Bool
}

/// Settings as the API shows and accepts them.
struct SettingsJSON: ResponseEncodable, Decodable {
    let weight_unit: String?
    let appearance: String?
    let time_zone: String?
    let default_rest_seconds: Int?
    /// Rest after a warm-up set and after a drop set (0: none), seconds.
    let warmup_rest_seconds: Int?
    let drop_rest_seconds: Int?
    let e1rm_formula: String?
    let weekly_target: Int?
    /// The scale set efforts are shown and typed in on the pages: `rpe` or `rir` (the API sends and takes both).
    let effort_scale: String?
    /// The language pages are shown in: `auto` (the browser's) or a tag such as `de` or `pt-BR`.
    let language: String?
    /// Centimetres; in a PATCH, null clears it and leaving it out keeps it.
    @Nullable var height_cm: Double?
    /// The goal body weight in `goal_weight_unit` (the user's unit when left out); null clears it.
    @Nullable var goal_weight: Double?
    let goal_weight_unit: String?
    /// Which of the clearable fields a PATCH named: absent keeps, present (even null) changes.
    private let sentHeight: Bool
    private let sentGoal: Bool

    private enum CodingKeys: String, CodingKey {
        case weight_unit, appearance, time_zone, default_rest_seconds, warmup_rest_seconds, drop_rest_seconds, e1rm_formula, weekly_target,
            effort_scale, language, height_cm, goal_weight, goal_weight_unit
    }

    init(_ settings: UserSettings) {
        weight_unit = settings.weightUnit.rawValue
        appearance = settings.appearance.rawValue
        time_zone = settings.timeZoneIdentifier
        default_rest_seconds = settings.defaultRestSeconds
        warmup_rest_seconds = settings.warmUpRestSeconds
        drop_rest_seconds = settings.dropSetRestSeconds
        e1rm_formula = settings.oneRepMaxFormula.rawValue
        weekly_target = settings.weeklyTarget
        effort_scale = settings.effortScale.rawValue
        language = settings.language
        height_cm = settings.heightCentimetres
        goal_weight = settings.goalWeight?.value
        goal_weight_unit = settings.goalWeight?.unit.rawValue
        sentHeight = true
        sentGoal = true
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        // A JSON body leaves a setting out (or sends null) to keep it: an empty or space-padded choice is a mistake to
        // name, not the web form's "left blank".
        func choice(_ key: CodingKeys) throws -> String? {
            guard let value = try container.decodeIfPresent(String.self, forKey: key) else { return nil }
            guard !value.isEmpty, value == value.trimmingCharacters(in: .whitespaces) else {
                throw DomainError.invalid(
                    field: key.stringValue, message: LocalizedText("error.api.setting_blank", ["field": .text(key.stringValue)]))
            }
            return value
        }
        weight_unit = try choice(.weight_unit)
        appearance = try choice(.appearance)
        time_zone = try choice(.time_zone)
        default_rest_seconds = try container.decodeIfPresent(Int.self, forKey: .default_rest_seconds)
        warmup_rest_seconds = try container.decodeIfPresent(Int.self, forKey: .warmup_rest_seconds)
        drop_rest_seconds = try container.decodeIfPresent(Int.self, forKey: .drop_rest_seconds)
        e1rm_formula = try choice(.e1rm_formula)
        weekly_target = try container.decodeIfPresent(Int.self, forKey: .weekly_target)
        effort_scale = try choice(.effort_scale)
        language = try choice(.language)
        height_cm = try container.decodeIfPresent(Double.self, forKey: .height_cm)
        goal_weight = try container.decodeIfPresent(Double.self, forKey: .goal_weight)
        goal_weight_unit = try container.decodeIfPresent(String.self, forKey: .goal_weight_unit)
        if let unit = goal_weight_unit, WeightUnit(rawValue: unit) == nil {
            throw DomainError.invalid(field: "goal_weight_unit", message: LocalizedText("error.goal_weight_unit_kg_or_lb"))
        }
        sentHeight = container.contains(.height_cm)
        sentGoal = container.contains(.goal_weight)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(weight_unit, forKey: .weight_unit)
        try container.encode(appearance, forKey: .appearance)
        try container.encode(time_zone, forKey: .time_zone)
        try container.encode(default_rest_seconds, forKey: .default_rest_seconds)
        try container.encode(warmup_rest_seconds, forKey: .warmup_rest_seconds)
        try container.encode(drop_rest_seconds, forKey: .drop_rest_seconds)
        try container.encode(e1rm_formula, forKey: .e1rm_formula)
        try container.encode(weekly_target, forKey: .weekly_target)
        try container.encode(effort_scale, forKey: .effort_scale)
        try container.encode(language, forKey: .language)
        try container.encode(_height_cm, forKey: .height_cm)
        try container.encode(_goal_weight, forKey: .goal_weight)
        try container.encode(goal_weight_unit, forKey: .goal_weight_unit)
    }

    var input: SettingsInput {
        SettingsInput(
            weightUnit: weight_unit, appearance: appearance, timeZone: time_zone, defaultRestSeconds: default_rest_seconds.map(String.init),
            oneRepMaxFormula: e1rm_formula, weeklyTarget: weekly_target.map(String.init),
            height: sentHeight ? height_cm.map { "\($0) cm" } ?? "" : nil,
            goalWeight: sentGoal ? goal_weight.map { "\($0) \(goal_weight_unit ?? "")" } ?? "" : nil,
            warmUpRestSeconds: warmup_rest_seconds.map(String.init), dropSetRestSeconds: drop_rest_seconds.map(String.init),
            effortScale: effort_scale, language: language)
    }
}
