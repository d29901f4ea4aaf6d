/// Plans made from what a user has stored.
extension SharedPlan {
    /// The plan of one template; `library` is the user's exercises (archived ones included).
    public static func of(template: WorkoutTemplate, library: [Exercise]) -> SharedPlan {
        SharedPlan(kind: .template, exercises: exercises(of: [template], library: library), templates: [SharedTemplate(template)], split: nil)
    }

    /// The plan of a split: each template its days use, once, in the order the days first use them.
    public static func of(split: Split, templates: [WorkoutTemplate], library: [Exercise]) -> SharedPlan {
        let byID = Dictionary(templates.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var used: [WorkoutTemplate] = []
        var positions: [Int64: Int] = [:]
        let days = split.days.map { day -> Int? in
            guard let id = day.templateID, let template = byID[id] else { return nil }
            if let position = positions[id] { return position }
            positions[id] = used.count
            used.append(template)
            return used.count - 1
        }
        return SharedPlan(
            kind: .split, exercises: exercises(of: used, library: library), templates: used.map(SharedTemplate.init),
            split: SharedSplit(name: split.name, schedule: split.schedule, advance: split.advance, days: days))
    }

    /// Every exercise the templates use, once, in order of first use.
    private static func exercises(of templates: [WorkoutTemplate], library: [Exercise]) -> [SharedExercise] {
        let byID = Dictionary(library.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var seen: Set<String> = []
        var result: [SharedExercise] = []
        for item in templates.flatMap(\.exercises) where seen.insert(ExerciseName.key(item.exerciseName)).inserted {
            result.append(
                byID[item.target.exerciseID].map(SharedExercise.init)
                    ?? SharedExercise(name: item.exerciseName, category: .other, kind: item.exerciseKind, equipment: .other))
        }
        return result
    }
}
