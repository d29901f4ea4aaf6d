import Foundation

/// Search that forgives: spacing, hyphens and plurals do not matter ("pull up", "pullup", "Pull-Ups" find Pull-Up),
/// and lifters' shorthands find what they mean ("db" dumbbell work, "bb row" Barbell Row, "ohp", "rdl"). The one rule
/// behind the API's and the pages' search and the page's filter as you type (which matches `query(_:)` inside
/// `key(name:equipment:)`).
public enum ExerciseSearch {
    /// Shorthands for words in exercise names and equipment, folded.
    static let wordShorthands: [(word: String, short: String)] = [
        ("dumbbell", "db"), ("barbell", "bb"), ("kettlebell", "kb"), ("ez bar", "ez"), ("smith machine", "smith"),
    ]

    /// Shorthands for whole exercises of the starter library, kept with it.
    public static let exerciseShorthands: [(short: String, name: String)] = [
        ("ohp", "Overhead Press"), ("rdl", "Romanian Deadlift"), ("bp", "Bench Press"), ("dl", "Deadlift"),
        ("lat raise", "Lateral Raise"), ("military press", "Overhead Press"), ("shoulder press", "Overhead Press"),
    ]

    /// Whether `query` finds the exercise, by its stored name or (for a starter exercise) its name and aliases in
    /// `names`' language and English's aliases; an empty query finds everything.
    public static func matches(name: String, equipment: Equipment, query: String, names: ExerciseNames = .none) -> Bool {
        let needle = Self.query(query)
        return needle.isEmpty || key(name: name, equipment: equipment, names: names).contains(needle)
    }

    /// The query as the key is searched: folded, without spaces or punctuation, each word without a plural `s`.
    public static func query(_ text: String) -> String {
        compact(text)
    }

    /// Every form the exercise answers to, compacted and separated by spaces: for a starter exercise first its name and
    /// aliases in `names`' language (the picker ranks by the first form), then its stored name, that name with equipment
    /// words shortened (`bbrow`), its equipment (`dumbbell`, `db`), and its shorthands.
    public static func key(name: String, equipment: Equipment, names: ExerciseNames) -> String {
        let own = key(name: name, equipment: equipment)
        guard let localized = names.searchForms(name) else { return own }
        return localized + " " + own
    }

    /// Every form the exercise answers to by its stored name alone, compacted and separated by spaces: its name, its name
    /// with equipment words shortened (`bbrow`), its equipment (`dumbbell`, `db`), and its shorthands.
    public static func key(name: String, equipment: Equipment) -> String {
        let folded = SearchFolding.fold(name)
        var forms = [compact(folded)]
        let equipmentName = SearchFolding.fold(equipment.label)
        var shortened = folded
        for (word, short) in wordShorthands where shortened.contains(word) {
            shortened = shortened.replacingOccurrences(of: word, with: short)
        }
        if shortened != folded { forms.append(compact(shortened)) }
        if equipment != .none && equipment != .other {
            forms.append(compact(equipmentName))
            if let short = wordShorthands.first(where: { $0.word == equipmentName })?.short {
                forms.append(short)
                forms.append(compact(short + " " + folded))
            }
        }
        let nameKey = ExerciseName.key(name)
        for (short, target) in exerciseShorthands where ExerciseName.key(target) == nameKey {
            forms.append(compact(short))
        }
        return forms.joined(separator: " ")
    }

    /// Folded, split into words at anything not a letter or digit, each word of three letters or more without a
    /// trailing plural `s` (not `ss`), joined without spaces.
    static func compact(_ text: String) -> String {
        let words = SearchFolding.fold(text).split { !$0.isLetter && !$0.isNumber }
        return words.map { word -> String in
            if word.count >= 3, word.hasSuffix("s"), !word.hasSuffix("ss") { return String(word.dropLast()) }
            return String(word)
        }.joined()
    }
}
