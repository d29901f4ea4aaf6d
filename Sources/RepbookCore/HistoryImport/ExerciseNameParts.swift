/// An exercise name split into the movement and the equipment it names, the ways other apps write it:
/// "Bench Press (Barbell)", "Triceps Pushdown (Cable - Straight Bar)", "Barbell Overhead Press", "Leg Extension Machine".
public struct ExerciseNameParts: Hashable, Sendable {
    /// The movement's words in `ExerciseMatchKey` form, without the equipment.
    public let movementWords: [String]
    /// The equipment the name states, if any.
    public let equipment: Equipment?

    /// Splits `name`: a trailing parenthesis that names equipment, else the first equipment word anywhere in it.
    public init(_ name: String) {
        if let (head, qualifier) = Self.trailingParenthesis(name), let equipment = EquipmentWords.equipment(named: qualifier) {
            let words = ExerciseMatchKey.words(head)
            if !words.isEmpty {
                self.movementWords = words
                self.equipment = equipment
                return
            }
        }
        let words = ExerciseMatchKey.words(name)
        if let (range, equipment) = EquipmentWords.firstPhrase(in: words), range.count < words.count {
            var rest = words
            rest.removeSubrange(range)
            self.movementWords = rest
            self.equipment = equipment
        } else {
            self.movementWords = words
            self.equipment = nil
        }
    }

    /// The movement's match key.
    public var movementKey: String { movementWords.joined() }

    /// "Bench Press" and "Barbell" of "Bench Press (Barbell)"; only the first part of "Cable - Straight Bar" counts.
    private static func trailingParenthesis(_ name: String) -> (head: String, qualifier: String)? {
        let trimmed = ExerciseName.normalize(name)
        guard trimmed.hasSuffix(")"), let open = trimmed.lastIndex(of: "(") else { return nil }
        let inside = trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]
        let first = inside.split(whereSeparator: { "-/,".contains($0) }).first ?? ""
        return (String(trimmed[..<open]), String(first))
    }
}

/// The words apps use for equipment in exercise names, in `ExerciseMatchKey` form.
enum EquipmentWords {
    /// Each phrase with its equipment; longer phrases first so "smith machine" wins over "machine".
    static let phrases: [(words: [String], equipment: Equipment)] = [
        (["smith", "machine"], .smithMachine), (["ez", "bar"], .ezBar), (["trap", "bar"], .trapBar), (["hex", "bar"], .trapBar),
        (["resistance", "band"], .band), (["body", "weight"], .bodyweight),
        (["barbell"], .barbell), (["dumbbell"], .dumbbell), (["kettlebell"], .kettlebell), (["machine"], .machine),
        (["cable"], .cable), (["smith"], .smithMachine), (["ezbar"], .ezBar), (["band"], .band), (["bodyweight"], .bodyweight),
    ]

    /// The word run together that names `equipment` in other names ("dumbbell" of "Dumbbell Bench Press").
    static func key(of equipment: Equipment) -> String? {
        phrases.first { $0.equipment == equipment }.map { $0.words.joined() }
    }

    /// The equipment `text` names when it is nothing but an equipment phrase ("Barbell", "EZ Bar").
    static func equipment(named text: String) -> Equipment? {
        let words = ExerciseMatchKey.words(text)
        return phrases.first { $0.words == words }?.equipment
    }

    /// The first equipment phrase among `words` and where it is.
    static func firstPhrase(in words: [String]) -> (range: Range<Int>, equipment: Equipment)? {
        for start in words.indices {
            for phrase in phrases where words[start...].starts(with: phrase.words) {
                return (start..<(start + phrase.words.count), phrase.equipment)
            }
        }
        return nil
    }
}
