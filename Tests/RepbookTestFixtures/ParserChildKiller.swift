import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Watches, on a thread of its own, for a parser child of this process holding `argument` and kills it (SIGKILL) once
/// found. A thread, not a task: under a full parallel test run the cooperative threads can all be busy for the whole
/// parse, and a polling task would never get to look.
public final class ParserChildKiller: @unchecked Sendable {
    private let lock = NSLock()
    private var stopped = false
    private var killed = false
    private let finished = DispatchSemaphore(value: 0)

    /// Starts watching for a child of this process whose arguments hold `argument`, for at most `seconds`.
    public init(holding argument: String, seconds: Double = 300) {
        let parent = getpid()
        let thread = Thread { [self] in
            let deadline = Date().addingTimeInterval(seconds)
            while !isStopped, Date() < deadline {
                if let child = ParserChildren.pids(parent: parent, holding: argument).first {
                    kill(child, SIGKILL)
                    lock.withLock { killed = true }
                    break
                }
                usleep(5_000)
            }
            finished.signal()
        }
        thread.start()
    }

    private var isStopped: Bool { lock.withLock { stopped } }

    /// Stops watching and answers whether a child was killed.
    public func stop() -> Bool {
        lock.withLock { stopped = true }
        finished.wait()
        return lock.withLock { killed }
    }
}
