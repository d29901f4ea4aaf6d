import Foundation

/// Which loadable weight a computed weight becomes.
public enum LoadRounding: String, Sendable, CaseIterable {
    /// The nearest loadable weight, the lighter one on a tie.
    case nearest
    /// The heaviest loadable weight not above the computed one.
    case down
    /// The lightest loadable weight not below the computed one.
    case up
}
