import Foundation

/// Persistence of journal tags and each day's tags and note.
public protocol JournalStore: Sendable {
}
