import Foundation

/// Whether the request being served has committed a change yet. The PostgreSQL store marks each committed write, so a
/// lost database connection afterwards (while the answer is read back) is not told to the user as "nothing was changed".
public final class SavedChanges: @unchecked Sendable {
    /// The record of the request being served, bound by the server around each request; nil outside one.
    @TaskLocal public static var current: SavedChanges?

    private let lock = NSLock()
    private var saved = false

    public init() {}

    /// Records that a change of this request was committed.
    public func markSaved() {
        lock.withLock { saved = true }
    }

    /// True once any change of this request was committed.
    public var any: Bool { lock.withLock { saved } }
}
