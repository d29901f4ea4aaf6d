import Foundation

/// One stage of a slot: its sets. Most slots have one; GZCLP's tiers step through several on failure.
public struct SlotStage: Equatable, Sendable {
    /// As lifters say it: `5x3+`, `3x10`.
    public var name: String
    public var sets: [SetPrescription]

    public init(name: String, sets: [SetPrescription]) {
        self.name = name
        self.sets = sets
    }
}
