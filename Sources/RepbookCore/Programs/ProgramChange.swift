import Foundation

/// One thing that moved when a program advanced, with the reason in one line.
public struct ProgramChange: Equatable, Sendable {
    /// What moved.
    public enum Kind: String, Sendable {
        case trainingMax, workingWeight, stage, failures, targetReps, position
    }

    public var kind: Kind
    /// The lift key (training max) or slot key (the rest); empty for the position.
    public var key: String
    public var reason: LocalizedText

    public init(kind: Kind, key: String, reason: LocalizedText) {
        self.kind = kind
        self.key = key
        self.reason = reason
    }
}
