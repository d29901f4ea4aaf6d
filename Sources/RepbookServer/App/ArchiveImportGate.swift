/// Lets one archive import at a time decode and restore, so the memory bound of one import is the server's bound too;
/// the others wait their turn in order.
actor ArchiveImportGate {
    /// The gate every archive route of this process shares.
    static let shared = ArchiveImportGate()

    private var busy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Runs `work` once no other archive import runs.
    func run<Value: Sendable>(_ work: @Sendable () async throws -> Value) async throws -> Value {
        if busy {
            await withCheckedContinuation { waiting.append($0) }
        } else {
            busy = true
        }
        defer { leave() }
        return try await work()
    }

    private func leave() {
        if waiting.isEmpty { busy = false } else { waiting.removeFirst().resume() }
    }
}
