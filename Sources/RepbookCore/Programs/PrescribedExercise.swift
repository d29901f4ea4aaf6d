import Foundation

/// One exercise of a prescribed session: its slot, lift and sets.
public struct PrescribedExercise: Equatable, Sendable {
    public var slotKey: String
    public var liftKey: String
    public var name: String
    /// The stage's name when the slot has stages (`6x2+`), else empty.
    public var stage: String
    public var sets: [PrescribedSet]

    public init(slotKey: String, liftKey: String, name: String, stage: String, sets: [PrescribedSet]) {
        self.slotKey = slotKey
        self.liftKey = liftKey
        self.name = name
        self.stage = stage
        self.sets = sets
    }
}
