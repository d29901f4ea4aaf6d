import Dispatch

/// Runs long blocking work (reading a large upload) on a Dispatch thread, so it never holds one of the few threads
/// Swift concurrency runs every request on.
enum BlockingWork {
    /// The result of `work`, computed off the cooperative pool.
    static func run<Value: Sendable>(_ work: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try work() })
            }
        }
    }
}
