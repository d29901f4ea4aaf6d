import RepbookCore

/// One line of `repbook doctor`: what was checked, how it stands and, when it is not fine, what to do.
public struct DoctorFinding: Sendable, Equatable {
    /// How a check came out.
    public enum Level: String, Sendable {
        case ok, warning, problem
    }

    public let level: Level
    /// The short name of the check (`folder`, `database`, `space`, `integrity`, `schema`, `backups`).
    public let check: String
    /// What was found, and what to do about it when it is not ok, in no language yet (a catalog key and its values, or the
    /// engine's own words as they are).
    public let text: LocalizedText

    /// The finding in the language of the request being served: the owner's on the status page, English in the CLI.
    public var message: String { text.inRequestLanguage }

    /// A finding in words no catalog holds (the database engine's own checks), shown as written in every language.
    public init(_ level: Level, _ check: String, _ message: String) {
        self.init(level, check, .verbatim(message))
    }

    /// A finding whose words come from the catalog.
    public init(_ level: Level, _ check: String, _ text: LocalizedText) {
        self.level = level
        self.check = check
        self.text = text
    }
}
