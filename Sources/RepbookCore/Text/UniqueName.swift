import Foundation

/// Picks names that do not clash with a user's existing ones, ignoring case and accents.
public enum UniqueName {
    /// The first free name of `base (2)`, `base (3)`, …; a trailing ` (n)` on `base` is dropped first, so duplicating
    /// "Push Day (2)" gives "Push Day (3)" rather than "Push Day (2) (2)".
    public static func copy(of base: String, taken: some Sequence<String>) -> String {
        let keys = Set(taken.map(ExerciseName.key))
        let stem = strippingCopyNumber(base)
        var number = 2
        while true {
            let suffix = " (\(number))"
            let kept = stem.prefix(ExerciseName.maximumLength - suffix.count)
            let candidate = ExerciseName.normalize(String(kept)) + suffix
            if !keys.contains(ExerciseName.key(candidate)) { return candidate }
            number += 1
        }
    }

    private static func strippingCopyNumber(_ name: String) -> String {
        guard name.hasSuffix(")"), let open = name.lastIndex(of: "("), open > name.startIndex,
              name[name.index(before: open)] == " ",
              case let number = name[name.index(after: open)..<name.index(before: name.endIndex)],
              !number.isEmpty, number.allSatisfy(\.isASCII), number.allSatisfy(\.isNumber) else { return name }
        return String(name[..<name.index(before: open)])
    }
}
