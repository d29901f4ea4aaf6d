import Foundation
import RepbookCore
import RepbookFormats
import RepbookTestFixtures
import Testing

/// The instance-wide cap on parser children: at most `limit` holders at once, the others waiting in order, and a wait
/// that runs out refused as busy with nothing run.
@Suite("ParserChildGate")
struct ParserChildGateTests {
    /// Counts how many run inside the gate at once, and how many finished.
    final class Holders: @unchecked Sendable {
        private let lock = NSLock()
        private var now = 0
        private var peak = 0
        private var finished = 0

        func enter() { lock.withLock { now += 1; peak = max(peak, now) } }
        func leave() { lock.withLock { now -= 1; finished += 1 } }
        var most: Int { lock.withLock { peak } }
        var done: Int { lock.withLock { finished } }
    }

    @Test("Ten parses under a limit of 2 all run, never more than 2 at once")
    func neverMoreThanTheLimit() async throws {
        let gate = ParserChildGate(limit: 2, waitSeconds: nil)
        let holders = Holders()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<10 {
                group.addTask {
                    try await gate.run {
                        holders.enter()
                        try await Task.sleep(for: .milliseconds(50))
                        holders.leave()
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(holders.most == 2)
        #expect(holders.done == 10)
    }

    @Test("A parse that finds every slot taken for longer than its wait is refused as busy, and its work never runs")
    func busyAfterTheWait() async throws {
        let gate = ParserChildGate(limit: 1, waitSeconds: 0.2)
        let (holder, latch) = try await Self.holdTheSlot(of: gate)
        let ran = Holders()
        let error = await #expect(throws: DomainError.self) { try await gate.run { ran.enter() } }
        #expect(error == .busy(ParserChildGate.busyMessage, retryAfterSeconds: 1))
        #expect(error?.code == "busy")
        #expect(error?.retryAfterSeconds == 1)
        #expect(ran.most == 0)
        latch.release()
        try await holder.value
        // The slot is free again: the next parse runs at once.
        try await gate.run { ran.enter() }
        #expect(ran.most == 1)
    }

    @Test("A waiting parse gets the slot the moment the holder leaves")
    func waiterGetsTheSlot() async throws {
        let gate = ParserChildGate(limit: 1, waitSeconds: 60)
        let (holder, latch) = try await Self.holdTheSlot(of: gate)
        let waiter = Task { try await gate.run { 42 } }
        try await Task.sleep(for: .milliseconds(50))
        latch.release()
        try await holder.value
        #expect(try await waiter.value == 42)
    }

    /// Takes one slot of `gate` in a task and answers once it holds it: the task, and the latch that lets it go.
    static func holdTheSlot(of gate: ParserChildGate) async throws -> (Task<Void, any Error>, HoldLatch) {
        let latch = HoldLatch()
        let holder = Task { try await gate.run { await latch.hold() } }
        await latch.untilHeld()
        return (holder, latch)
    }
}
