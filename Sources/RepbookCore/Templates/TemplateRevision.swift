/// "Update the template with what you did?": the template a finished workout started from, rewritten from the workout's
/// done sets. Each exercise done becomes a target in the workout's order: its working sets (warm-ups left out unless
/// there is nothing else) as the set count, the heaviest of their weights as typed, their reps (the template's range when
/// they all fall in it, else the range they span); rest and notes are kept from the template's target of the same
/// exercise. Exercises added are added, exercises not done are removed.
public enum TemplateRevision {
    /// One exercise whose target would change, as the summary lists it (`before` nil: added; `after` nil: removed).
    public struct Change: Equatable, Sendable {
        public let exerciseName: String
        public let before: String?
        public let after: String?
    }

    /// The template's draft rewritten from `workout`, or nil when what was done matches the template (or nothing was).
    public static func revised(_ template: WorkoutTemplate, by workout: Workout) -> TemplateDraft? {
        let proposed = targets(template, by: workout)
        guard !proposed.isEmpty, proposed != template.exercises.map(\.target) else { return nil }
        return TemplateDraft(name: template.name, notes: template.notes, exercises: proposed)
    }

    /// What `revised` would change, exercise by exercise, in the workout's order and then the removed ones.
    public static func changes(_ template: WorkoutTemplate, by workout: Workout) -> [Change] {
        guard revised(template, by: workout) != nil else { return [] }
        let proposed = targets(template, by: workout)
        let names = Dictionary(
            template.exercises.map { ($0.target.exerciseID, $0.exerciseName) } + workout.exercises.map { ($0.exerciseID, $0.exerciseName) },
            uniquingKeysWith: { first, _ in first })
        var remaining = template.exercises.map(\.target)
        var changes: [Change] = []
        for target in proposed {
            let name = names[target.exerciseID] ?? "Exercise"
            if let index = remaining.firstIndex(where: { $0.exerciseID == target.exerciseID }) {
                let old = remaining.remove(at: index)
                if old != target { changes.append(Change(exerciseName: name, before: describe(old), after: describe(target))) }
            } else {
                changes.append(Change(exerciseName: name, before: nil, after: describe(target)))
            }
        }
        for old in remaining { changes.append(Change(exerciseName: names[old.exerciseID] ?? "Exercise", before: describe(old), after: nil)) }
        return changes
    }

    /// A target as the summary shows it: `3 × 8-12 · 80 kg`.
    public static func describe(_ target: ExerciseTarget) -> String {
        let weight = target.weight.map { " · \(Weight.format($0.value)) \($0.unit.symbol)" } ?? ""
        return "\(target.sets) × \(target.reps)\(weight)"
    }

    /// The workout's exercises with done sets as targets, at most a template's worth.
    private static func targets(_ template: WorkoutTemplate, by workout: Workout) -> [ExerciseTarget] {
        var unused = template.exercises.map(\.target)
        var result: [ExerciseTarget] = []
        for exercise in workout.exercises {
            let done = exercise.sets.filter(\.isDone).map(\.values)
            guard !done.isEmpty else { continue }
            let working = done.filter { $0.kind != .warmUp }
            let counted = working.isEmpty ? done : working
            let old = unused.firstIndex { $0.exerciseID == exercise.exerciseID }.map { unused.remove(at: $0) }
            let reps = counted.compactMap(\.reps)
            let range: RepRange
            if let low = reps.min(), let high = reps.max() {
                if let old, old.reps.lower <= low, high <= old.reps.upper { range = old.reps } else { range = RepRange(low, high) ?? RepRange(1, 1)! }
            } else {
                range = old?.reps ?? RepRange(1, 1)!
            }
            let heaviest = counted.compactMap(\.weight).max { $0.kilograms < $1.kilograms }
            result.append(ExerciseTarget(
                exerciseID: exercise.exerciseID, sets: min(counted.count, ExerciseTarget.maximumSets), reps: range, weight: heaviest,
                restSeconds: old?.restSeconds, supersetGroup: exercise.supersetGroup, notes: old?.notes ?? ""))
        }
        return Array(result.prefix(TemplateInput.maximumExercises))
    }
}
