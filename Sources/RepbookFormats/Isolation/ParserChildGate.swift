import Dispatch
import Foundation
import RepbookCore

/// How many parser children one process runs at once, across all its users: each child may take its whole memory limit,
/// so without a cap enough simultaneous uploads would use up the machine's memory. A parse past the cap waits in order
/// for a free slot, at most `waitSeconds` (nil: as long as it takes, for the CLI), and is then refused as busy (503 with
/// `Retry-After`) without anything changed. Copies of an `IsolatedParser` share their gate.
public final class ParserChildGate: @unchecked Sendable {
    /// The most children running at once.
    public let limit: Int
    /// How long a parse waits for a slot before it is refused; nil waits for as long as it takes.
    public let waitSeconds: Double?

    /// The message of the refusal after the wait.
    public static let busyMessage = LocalizedText("error.parser.busy")

    private let lock = NSLock()
    private var running = 0
    private var waiting: [(id: UInt64, continuation: CheckedContinuation<Void, any Error>)] = []
    private var nextID: UInt64 = 0

    /// The server's default: two children at once (two parses of the largest export fit in 4 GiB of address space).
    public static let defaultLimit = 2
    /// How long the server lets a parse wait for a slot by default.
    public static let defaultWaitSeconds: Double = 10

    /// A gate letting `limit` children run at once (at least 1), the others waiting at most `waitSeconds`.
    public init(limit: Int = defaultLimit, waitSeconds: Double? = defaultWaitSeconds) {
        self.limit = max(1, limit)
        self.waitSeconds = waitSeconds
    }

    /// The seconds a refused caller is told to wait before trying again.
    public var retryAfterSeconds: Int { max(1, Int((waitSeconds ?? 1).rounded(.up))) }

    /// Runs `work` holding one of the slots, after waiting for one if all are taken; throws `DomainError.busy` when no
    /// slot came free within `waitSeconds`.
    public func run<Value>(_ work: () async throws -> Value) async throws -> Value {
        try await enter()
        defer { leave() }
        return try await work()
    }

    private func enter() async throws {
        try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
            lock.lock()
            defer { lock.unlock() }
            if running < limit {
                running += 1
                continuation.resume()
                return
            }
            nextID += 1
            let id = nextID
            waiting.append((id, continuation))
            if let waitSeconds {
                DispatchQueue.global().asyncAfter(deadline: .now() + waitSeconds) { [self] in giveUp(id) }
            }
        }
    }

    /// Refuses the waiter `id` if it still waits.
    private func giveUp(_ id: UInt64) {
        lock.lock()
        let index = waiting.firstIndex { $0.id == id }
        let waiter = index.map { waiting.remove(at: $0) }
        lock.unlock()
        waiter?.continuation.resume(throwing: DomainError.busy(Self.busyMessage, retryAfterSeconds: retryAfterSeconds))
    }

    /// Hands the slot to the longest waiter, or frees it.
    private func leave() {
        lock.lock()
        let next = waiting.isEmpty ? nil : waiting.removeFirst()
        if next == nil { running -= 1 }
        lock.unlock()
        next?.continuation.resume()
    }
}
