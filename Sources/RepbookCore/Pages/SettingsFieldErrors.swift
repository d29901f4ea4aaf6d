/// A refused settings form's message placed at the field it names (each property is that field's message, nil for the
/// others); `unplaced` is a message that names no field of the form, shown at the top.
public struct SettingsFieldErrors: Sendable {
    public let weightUnit: String?
    public let appearance: String?
    public let timeZone: String?
    public let defaultRest: String?
    public let warmUpRest: String?
    public let dropSetRest: String?
    public let formula: String?
    public let weeklyTarget: String?
    public let height: String?
    public let goalWeight: String?
    public let effortScale: String?
    public let language: String?
    public let unplaced: String?

    /// Places `error` by its field, named as the form names it (`default_rest_seconds`, `height`, …).
    public init(_ error: DomainError?) {
        func at(_ name: String) -> String? { error?.field == name ? error?.message : nil }
        weightUnit = at("weight_unit")
        appearance = at("appearance")
        timeZone = at("time_zone")
        defaultRest = at("default_rest_seconds")
        warmUpRest = at("warmup_rest_seconds")
        dropSetRest = at("drop_rest_seconds")
        formula = at("e1rm_formula")
        weeklyTarget = at("weekly_target")
        height = at("height")
        goalWeight = at("goal_weight")
        effortScale = at("effort_scale")
        language = at("language")
        let placed = [
            weightUnit, appearance, timeZone, defaultRest, warmUpRest, dropSetRest, formula, weeklyTarget, height, goalWeight, effortScale, language,
        ]
        unplaced = placed.contains { $0 != nil } ? nil : error?.message
    }
}
