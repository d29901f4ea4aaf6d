import Dispatch
import Foundation
import RepbookCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one boundary every parser of an uploaded or imported file goes through: the parse runs in a child process
/// (`repbook internal <command> …`) under `ParserLimits`, so a parser that crashes, spins or eats memory takes down only
/// the child. The caller gets the child's answer, or a refusal: "This file could not be read: the parser stopped (…)".
public struct IsolatedParser: Sendable {
    /// The `repbook` executable whose hidden `internal` commands parse.
    public var executable: URL
    public var limits: ParserLimits
    /// Where each child gets a scratch folder of its own (for a zip's unpacked export.xml), removed when the child ends
    /// however it ended; nil puts it beside the input file.
    public var scratchRoot: URL?
    /// How many children may run at once across every copy of this parser (the server's users share one gate).
    public var gate: ParserChildGate

    public init(
        executable: URL = ParserExecutable.running, limits: ParserLimits = ParserLimits(), scratchRoot: URL? = nil,
        gate: ParserChildGate = ParserChildGate()
    ) {
        self.executable = executable
        self.limits = limits
        self.scratchRoot = scratchRoot
        self.gate = gate
    }

    /// The CLI's parser: the same boundary and limits as the server's; a parse waits for a free slot as long as it takes.
    public static var commandLine: IsolatedParser { IsolatedParser(gate: ParserChildGate(limit: 1, waitSeconds: nil)) }

    /// Runs `repbook internal <command> <limits> <arguments>` off the cooperative threads, once the gate lets it, under
    /// the limits scaled to the size of `input`, and answers the value it printed; throws the child's own refusal, a
    /// refusal naming why the child gave no answer, or `DomainError.busy` when the gate stayed full.
    public func run<Value: Codable & Sendable>(
        _ command: String, _ arguments: [String], input: URL, as type: Value.Type
    ) async throws -> Value {
        try await gate.run { try await runChild(command, arguments, input: input, as: type) }
    }

    private func runChild<Value: Codable & Sendable>(
        _ command: String, _ arguments: [String], input: URL, as type: Value.Type
    ) async throws -> Value {
        let size = ((try? FileManager.default.attributesOfItem(atPath: input.path))?[.size] as? NSNumber)?.int64Value ?? 0
        let limits = self.limits.scaled(toInputBytes: size)
        let scratch = (scratchRoot ?? input.deletingLastPathComponent()).appendingPathComponent(".parser-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw DomainError.unavailable(LocalizedText("error.file_parser_no_room", ["path": "\(scratch.path)"]))
        }
        defer { try? FileManager.default.removeItem(at: scratch) }
        let call = ["internal", command] + limits.childArguments + ["--scratch", scratch.path, "--"] + arguments
        let output = try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<ChildOutput, any Error>) in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try spawn(call, limits: limits) })
            }
        }
        if let reason = output.stopReason { throw Self.stopped(reason) }
        guard let answer = try? JSONDecoder().decode(IsolatedAnswer<Value>.self, from: output.data) else {
            throw Self.stopped("its answer could not be understood")
        }
        if let refusal = answer.refusal { throw refusal.error }
        guard let value = answer.value else { throw Self.stopped("it gave no answer") }
        return value
    }

    /// The refusal for a child that gave no usable answer, naming why.
    static func stopped(_ reason: String) -> DomainError {
        .invalid(field: "file", message: LocalizedText("error.file_could_not_read_parser_stopped", ["reason": "\(reason)"]))
    }

    /// What one child printed, and why it gave no answer if it did not finish normally.
    struct ChildOutput: Sendable {
        var data: Data
        var stopReason: String?
    }

    /// Starts the child, reads its answer (at most `limits.outputBytes`), kills it at the wall-clock limit, and waits.
    private func spawn(_ arguments: [String], limits: ParserLimits) throws -> ChildOutput {
        var environment = ProcessInfo.processInfo.environment
        // A crashing child should end at once, not spend seconds symbolicating a backtrace.
        environment["SWIFT_BACKTRACE"] = "enable=no"
        guard let child = SpawnedChild.start(executable.path, arguments: arguments, environment: environment) else {
            throw DomainError.unavailable(LocalizedText("error.file_parser_could_not_start", ["path": "\(executable.path)"]))
        }
        let watch = ChildWatch(pid: child.pid)
        DispatchQueue.global().asyncAfter(deadline: .now() + limits.wallSeconds) { watch.kill(because: .timedOut) }

        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = read(child.output, &buffer, buffer.count)
            if count < 0, errno == EINTR { continue }
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
            if data.count > limits.outputBytes {
                watch.kill(because: .tooMuchOutput)
                break
            }
        }
        close(child.output)
        child.waitForEnd()
        let killed = watch.finish()
        let termination = child.reap()

        switch killed {
        case .timedOut: return ChildOutput(data: data, stopReason: "it ran longer than \(Int(limits.wallSeconds.rounded(.up))) seconds")
        case .tooMuchOutput: return ChildOutput(data: data, stopReason: "its answer passed \(ByteCount.text(limits.outputBytes))")
        case nil: break
        }
        switch termination {
        case .signalled(let signal): return ChildOutput(data: data, stopReason: Self.describe(signal: signal))
        case .exited(0): return ChildOutput(data: data, stopReason: nil)
        case .exited(let status): return ChildOutput(data: data, stopReason: "it exited with status \(status)")
        }
    }

    /// "it crashed (signal 11)", "it used its CPU time limit", …
    private static func describe(signal: Int32) -> String {
        switch signal {
        case SIGXCPU: "it used its CPU time limit"
        case SIGKILL: "it was killed"
        default: "it crashed (signal \(signal))"
        }
    }
}

/// Kills a child once, for the first reason given, unless it already ended (it is reaped only after `finish`, so its pid
/// is never reused while a kill may be sent).
private final class ChildWatch: @unchecked Sendable {
    enum Reason { case timedOut, tooMuchOutput }

    private let pid: Int32
    private let lock = NSLock()
    private var finished = false
    private var reason: Reason?

    init(pid: Int32) {
        self.pid = pid
    }

    func kill(because reason: Reason) {
        lock.lock()
        defer { lock.unlock() }
        guard !finished, self.reason == nil else { return }
        self.reason = reason
        #if canImport(Glibc)
        _ = Glibc.kill(pid, SIGKILL)
        #else
        _ = Darwin.kill(pid, SIGKILL)
        #endif
    }

    /// Marks the child as ended (before it is reaped) and answers why it was killed, if it was.
    func finish() -> Reason? {
        lock.lock()
        defer { lock.unlock() }
        finished = true
        return reason
    }
}
