import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Counts, on a thread of its own and through `/proc`, the parser children of this process holding `argument` that run
/// at the same moment: the most seen at once and how many different ones ran. A thread, not a task, for the reason
/// `ParserChildKiller` gives.
public final class ParserChildCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var peak = 0
    private var seen: Set<Int32> = []
    private let finished = DispatchSemaphore(value: 0)

    /// Starts counting the children of this process whose arguments hold `argument`.
    public init(holding argument: String) {
        let parent = getpid()
        let thread = Thread { [self] in
            while !isStopped {
                let running = ParserChildren.pids(parent: parent, holding: argument)
                lock.withLock {
                    peak = max(peak, running.count)
                    seen.formUnion(running)
                }
                usleep(5_000)
            }
            finished.signal()
        }
        thread.start()
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Stops counting and answers the most children seen running at once and how many different children were seen.
    public func stop() -> (peak: Int, distinct: Int) {
        lock.withLock { stopped = true }
        finished.wait()
        return lock.withLock { (peak, seen.count) }
    }
}
