import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a parser child may use: CPU seconds and address space (the child sets both on itself as it starts, and writes
/// no core file), the bytes of its answer, and the wall-clock time before the parent kills it. The time limits are
/// ceilings: each run gets `baseCPUSeconds` plus `cpuSecondsPerMiB` for each MiB of its input, at most the ceiling, and
/// twice that (plus 30 s) of wall-clock time, so a small hostile file cannot hold a core for half an hour.
public struct ParserLimits: Sendable, Equatable {
    /// CPU time, in seconds, before the kernel stops the child (SIGXCPU, then SIGKILL).
    public var cpuSeconds: Int
    /// The child's whole address space, in bytes.
    public var memoryBytes: Int64
    /// The most bytes the child may write as its answer before it is killed.
    public var outputBytes: Int
    /// The wall-clock time, in seconds, before the parent kills the child.
    public var wallSeconds: Double

    /// CPU seconds every run gets, however small its input.
    public var baseCPUSeconds = 30
    /// CPU seconds added for each MiB of input (a zip's export.xml unpacks to about 20 times the zip).
    public var cpuSecondsPerMiB = 10

    public init(cpuSeconds: Int = 1_800, memoryBytes: Int64 = 2 << 30, outputBytes: Int = 64 << 20, wallSeconds: Double = 3_600) {
        self.cpuSeconds = cpuSeconds
        self.memoryBytes = memoryBytes
        self.outputBytes = outputBytes
        self.wallSeconds = wallSeconds
    }

    /// The limits for one run over an input of `bytes`: the time limits scaled to its size, never past the ceilings.
    func scaled(toInputBytes bytes: Int64) -> ParserLimits {
        var limits = self
        let mebibytes = Int(min(bytes, Int64(Int32.max)) >> 20) + 1
        limits.cpuSeconds = min(cpuSeconds, baseCPUSeconds + cpuSecondsPerMiB * mebibytes)
        limits.wallSeconds = min(wallSeconds, Double(2 * limits.cpuSeconds + 30))
        return limits
    }

    /// The command-line options that carry the child's own limits.
    var childArguments: [String] {
        ["--cpu-seconds", String(cpuSeconds), "--memory-bytes", String(memoryBytes)]
    }

    /// Limits the calling process (a parser child, as it starts) to `cpuSeconds` of CPU and `memoryBytes` of address
    /// space, and turns core files off; answers false when the system refused a limit.
    public static func applyToThisProcess(cpuSeconds: Int, memoryBytes: Int64) -> Bool {
        let cpu = rlim_t(max(1, cpuSeconds))
        let memory = rlim_t(max(64 << 20, memoryBytes))
        return set(resource: RLIMIT_CPU, soft: cpu, hard: cpu + 5) && set(resource: RLIMIT_AS, soft: memory, hard: memory)
            && set(resource: RLIMIT_CORE, soft: 0, hard: 0)
    }

    #if canImport(Glibc)
    private static func set(resource: __rlimit_resource, soft: rlim_t, hard: rlim_t) -> Bool {
        var limit = rlimit()
        guard getrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0 else { return false }
        // A limit may only be lowered: never past the hard limit the process already has.
        limit = rlimit(rlim_cur: min(soft, limit.rlim_max), rlim_max: min(hard, limit.rlim_max))
        return setrlimit(__rlimit_resource_t(resource.rawValue), &limit) == 0
    }
    #else
    private static func set(resource: Int32, soft: rlim_t, hard: rlim_t) -> Bool {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return false }
        limit = rlimit(rlim_cur: min(soft, limit.rlim_max), rlim_max: min(hard, limit.rlim_max))
        return setrlimit(resource, &limit) == 0
    }
    #endif
}
