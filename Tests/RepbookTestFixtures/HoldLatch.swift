/// Lets a test hold something (such as a parser slot) from a task of its own for exactly as long as it wants: the task
/// calls `hold()`, the test waits in `untilHeld()`, does its work, then calls `release()`.
public final class HoldLatch: Sendable {
    private let entered = AsyncStream<Void>.makeStream()
    private let released = AsyncStream<Void>.makeStream()

    public init() {}

    /// Called by the holder: says it holds, then waits until the test releases it.
    public func hold() async {
        entered.continuation.yield()
        for await _ in released.stream { break }
    }

    /// Waits until the holder holds.
    public func untilHeld() async {
        for await _ in entered.stream { break }
    }

    /// Lets the holder go.
    public func release() {
        released.continuation.yield()
    }
}
