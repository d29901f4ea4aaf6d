/// The words of the training domain in a user's language, from the catalog by key: exercise categories, equipment,
/// what an exercise is measured by, and the short marks of set kinds ("W", German "A").
extension Localizer {
    /// A category's name ("Legs", "Beine").
    public func category(_ category: ExerciseCategory) -> String { text("exercise.category.\(category.rawValue)") }

    /// A piece of equipment's name ("Barbell", "Langhantel").
    public func equipment(_ equipment: Equipment) -> String { text("exercise.equipment.\(equipment.rawValue)") }

    /// What an exercise is measured by ("Weight and reps", "Gewicht und Wdh.").
    public func kind(_ kind: ExerciseKind) -> String { text("exercise.kind.\(kind.rawValue)") }

    /// "Legs · Barbell": an exercise's category and equipment, as its rows show them.
    public func categoryAndEquipment(_ exercise: Exercise) -> String {
        "\(category(exercise.category)) · \(equipment(exercise.equipment))"
    }

    /// A set kind's mark in a list: nil for a normal set (which shows its number), else W, D, F or RP in English.
    public func setMark(_ kind: SetKind) -> String? {
        kind == .normal ? nil : text("set.mark.\(kind.rawValue)")
    }

    /// A set's mark in its row: a warm-up's mark alone, a normal set its number, any other set its number and mark ("3F").
    public func setLabel(_ kind: SetKind, number: Int) -> String {
        switch kind {
        case .warmUp: setMark(.warmUp) ?? "W"
        case .normal: String(number)
        default: "\(number)\(setMark(kind) ?? "")"
        }
    }
}

extension Localizer {
    /// A split day's name: the weekday of a weekly split ("Monday", "Montag"), "Day 3" of a rotation.
    public func splitDay(_ index: Int, schedule: SplitSchedule) -> String {
        schedule == .weekly ? text("split.weekday.\(index % 7 + 1)") : text("split.day", ["number": String(index + 1)])
    }
}

extension Localizer {
    /// What a chart counts in the language, singular and plural: `sessions`, `sets`, `weeks` ("Einheit", "Einheiten").
    public func chartUnit(_ name: String) -> ChartUnit {
        ChartUnit(one: plural("chart.unit.\(name)", count: 1), many: plural("chart.unit.\(name)", count: 2))
    }
}
