import Foundation

/// A template or a whole split as a small, self-contained file another account (or another Repbook) can import:
/// exercises by name, no ids, no history, no user data. The format is described in docs/PLAN-FORMAT.md.
public struct SharedPlan: Codable, Equatable, Sendable {
    /// What the file holds.
    public enum Kind: String, Codable, Sendable {
        /// One template; `split` is absent.
        case template
        /// A split with the templates its days use.
        case split
    }

    /// The value of `format` in every plan file.
    public static let formatName = "repbook-plan"
    /// The version this Repbook writes and reads.
    public static let currentVersion = 1

    public let format: String
    public let version: Int
    public let kind: Kind
    /// Every exercise the templates use, each once; templates refer to them by name.
    public let exercises: [SharedExercise]
    public let templates: [SharedTemplate]
    /// The split, for `kind == .split`.
    public let split: SharedSplit?

    public init(kind: Kind, exercises: [SharedExercise], templates: [SharedTemplate], split: SharedSplit?) {
        self.format = Self.formatName
        self.version = Self.currentVersion
        self.kind = kind
        self.exercises = exercises
        self.templates = templates
        self.split = split
    }

    /// The name the plan goes by: the split's, else the template's.
    public var name: String { split?.name ?? templates.first?.name ?? "plan" }
}
