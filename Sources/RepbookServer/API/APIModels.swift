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
    let last_performed_at: Date?

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
struct ExerciseListJSON: ResponseEncodable {
    let exercises: [ExerciseJSON]
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
        ExerciseInput(name: name, category: category, kind: kind, equipment: equipment, notes: notes)
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
}

/// `{"token": "...", "id": 1}`.
struct TokenJSON: ResponseEncodable {
    let token: String
    let id: Int64
}

/// A token in the list, without its secret.
struct APITokenJSON: ResponseEncodable {
    let id: Int64
    let label: String
    let created_at: Date
    let last_used_at: Date?
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
    let e1rm_formula: String?
    let weekly_target: Int?

    init(_ settings: UserSettings) {
        weight_unit = settings.weightUnit.rawValue
        appearance = settings.appearance.rawValue
        time_zone = settings.timeZoneIdentifier
        default_rest_seconds = settings.defaultRestSeconds
        e1rm_formula = settings.oneRepMaxFormula.rawValue
        weekly_target = settings.weeklyTarget
    }

    var input: SettingsInput {
        SettingsInput(
            weightUnit: weight_unit, appearance: appearance, timeZone: time_zone, defaultRestSeconds: default_rest_seconds.map(String.init),
            oneRepMaxFormula: e1rm_formula, weeklyTarget: weekly_target.map(String.init))
    }
}
