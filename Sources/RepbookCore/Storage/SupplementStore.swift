import Foundation

/// Persistence of supplements, their stacks and each day's checklist.
public protocol SupplementStore: Sendable {
}
