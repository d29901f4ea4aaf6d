import Foundation

/// The loose key exercise names of other apps are matched on: case, accents, punctuation, spacing and a plural "s"
/// ignored, so "Pull Up", "pull-up" and "Pullups" share one, as do "Skullcrusher" and "Skull Crusher".
public enum ExerciseMatchKey {
    /// The words of `name`: folded, apostrophes dropped, split at anything not a letter or digit, each made singular.
    public static func words(_ name: String) -> [String] {
        let folded = SearchFolding.fold(name).filter { $0 != "'" && $0 != "\u{2019}" }
        return folded.split { !($0.isLetter || $0.isNumber) }.map { singular(String($0)) }
    }

    /// The key of `name`: its words run together.
    public static func key(_ name: String) -> String {
        words(name).joined()
    }

    /// "Raises" as "raise", "triceps" as "tricep"; words of three letters or fewer and words ending in "ss" or "us" are kept.
    private static func singular(_ word: String) -> String {
        guard word.count > 3, word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us") else { return word }
        return String(word.dropLast())
    }
}
