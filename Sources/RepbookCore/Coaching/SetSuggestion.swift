import Foundation

/// What a progression rule or a program suggests for one working set: the weight (nil for bodyweight work), the reps,
/// whether it is an AMRAP set ("5+": the reps are the minimum) and, for a program's set, its own reason.
public struct SetSuggestion: Equatable, Sendable {
    public let weight: Weight?
    public let reps: Int
    /// As many reps as possible, `reps` being the minimum; false for a fixed count.
    public let amrap: Bool
    /// This set's own reason (a program's `85 % of TM 140 kg = 119 kg → 120 kg`); nil when the exercise's reason covers it.
    public let reason: String?

    public init(weight: Weight?, reps: Int, amrap: Bool = false, reason: String? = nil) {
        self.weight = weight
        self.reps = reps
        self.amrap = amrap
        self.reason = reason
    }
}

/// A rule's answer for one exercise: a suggestion per working set and the one-line reason behind them, as a catalog
/// text (`coaching.*`) written in the reader's language.
public struct ExerciseSuggestion: Equatable, Sendable {
    public let sets: [SetSuggestion]
    /// The reason as a catalog key and its slots (weights with the reader's decimal mark).
    public let why: LocalizedText

    public init(sets: [SetSuggestion], why: LocalizedText) {
        self.sets = sets
        self.why = why
    }

    /// A suggestion whose reason is already written in the reader's language (a program's session line).
    public init(sets: [SetSuggestion], reason: String) {
        self.init(sets: sets, why: .verbatim(reason))
    }

    /// The reason in the language of the request being served, as a workout stores it when it starts (the CLI: English).
    public var reason: String { why.inRequestLanguage }
}
