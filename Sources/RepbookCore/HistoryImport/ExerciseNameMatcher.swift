/// Finds which of a user's exercises an exercise name from another app's file means: the same name (ignoring case,
/// accents and punctuation), the same movement with the equipment the name states, or a known other name. Never across
/// different movements: "Squat (Dumbbell)" matches nothing in a library with only Back Squat.
public struct ExerciseNameMatcher: Sendable {
    /// The user's exercises by match key, the best candidate first.
    private let byKey: [String: [Exercise]]

    /// A matcher over `exercises` (archived ones included: their history is the user's too).
    public init(exercises: [Exercise]) {
        let ordered = exercises.sorted { ($0.isArchived ? 1 : 0, $0.id) < ($1.isArchived ? 1 : 0, $1.id) }
        byKey = Dictionary(grouping: ordered) { ExerciseMatchKey.key($0.name) }
    }

    /// The exercise `name` means and how it was found; nil when nothing matches.
    public func match(_ name: String) -> (exercise: Exercise, match: ExerciseMapping.Match)? {
        if let same = sameName(name) { return (same, .sameName) }
        let parts = ExerciseNameParts(name)
        if let equipment = parts.equipment, let found = movement(parts.movementKey, with: equipment) {
            return (found, .nameAndEquipment)
        }
        if let alias = ExerciseAliases.libraryName(for: parts), let found = candidates(ExerciseMatchKey.key(alias)).first {
            return (found, .knownAlias)
        }
        return nil
    }

    /// An exercise of the same name; one whose stored name key is the same wins over one equal only without punctuation.
    private func sameName(_ name: String) -> Exercise? {
        let found = candidates(ExerciseMatchKey.key(name))
        return found.first { ExerciseName.key($0.name) == ExerciseName.key(name) } ?? found.first
    }

    /// The movement done with `equipment`: "Lat Pulldown" with a cable, "Dumbbell Bench Press" for a bench press with
    /// dumbbells, "Rowing Machine" for rowing on a machine; else the movement on equipment that does the same job.
    private func movement(_ key: String, with equipment: Equipment) -> Exercise? {
        let plain = candidates(key)
        if let exact = plain.first(where: { $0.equipment == equipment }) { return exact }
        if let word = EquipmentWords.key(of: equipment),
           let named = candidates(word + key).first ?? candidates(key + word).first {
            return named
        }
        return plain.first { Self.interchangeable($0.equipment, equipment) }
    }

    private func candidates(_ key: String) -> [Exercise] {
        key.isEmpty ? [] : byKey[key] ?? []
    }

    /// Machine and cable versions of one named movement (a lat pulldown) are the same exercise; free weights are not.
    private static func interchangeable(_ first: Equipment, _ second: Equipment) -> Bool {
        let groups: [Set<Equipment>] = [[.machine, .cable], [.bodyweight, .none]]
        return groups.contains { $0.contains(first) && $0.contains(second) }
    }
}
