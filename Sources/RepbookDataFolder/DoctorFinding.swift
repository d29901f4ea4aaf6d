/// One line of `repbook doctor`: what was checked, how it stands and, when it is not fine, what to do.
public struct DoctorFinding: Sendable, Equatable {
    /// How a check came out.
    public enum Level: String, Sendable {
        case ok, warning, problem
    }

    public let level: Level
    /// The short name of the check (`folder`, `database`, `space`, `integrity`, `schema`, `backups`).
    public let check: String
    /// What was found, and what to do about it when it is not ok.
    public let message: String

    public init(_ level: Level, _ check: String, _ message: String) {
        self.level = level
        self.check = check
        self.message = message
    }
}
