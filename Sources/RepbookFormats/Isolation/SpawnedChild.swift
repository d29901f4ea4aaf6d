import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn` (not Foundation's `Process`, whose `run()` crashed the parent when
/// several ran at once): standard input and error on /dev/null, standard output on a pipe the parent reads, and no
/// other descriptor of the parent (the server's sockets and database) inherited.
struct SpawnedChild {
    let pid: pid_t
    /// The read end of the child's standard output; the caller closes it.
    let output: Int32

    /// How a child ended.
    enum Termination: Equatable {
        case exited(Int32)
        case signalled(Int32)
    }

    /// Starts `executable` with `arguments` (after argv[0]) and `environment`; nil when it cannot be started.
    static func start(_ executable: String, arguments: [String], environment: [String: String]) -> SpawnedChild? {
        var ends: [Int32] = [0, 0]
        guard openPipe(&ends) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        #if os(Linux)
        _ = addCloseFrom(&actions, 3)
        #endif

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let started = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        close(ends[1])
        guard started == 0 else {
            close(ends[0])
            return nil
        }
        return SpawnedChild(pid: pid, output: ends[0])
    }

    /// Blocks until the child has ended, without reaping it (so its pid cannot be reused while a kill may be sent).
    func waitForEnd() {
        var info = siginfo_t()
        while waitid(P_PID, id_t(pid), &info, WEXITED | WNOWAIT) != 0, errno == EINTR {}
    }

    /// Reaps the ended child and says how it ended.
    func reap() -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        let signal = status & 0x7F
        return signal == 0 ? .exited((status >> 8) & 0xFF) : .signalled(signal)
    }
}

#if os(Linux)
// glibc declares these only under _GNU_SOURCE (pipe2) or __USE_MISC (closefrom, glibc 2.34), which Swift's Glibc
// module leaves out.
@_silgen_name("pipe2")
private func pipe2(_ ends: UnsafeMutablePointer<Int32>, _ flags: Int32) -> Int32

@_silgen_name("posix_spawn_file_actions_addclosefrom_np")
private func addCloseFrom(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ from: Int32) -> Int32

/// A pipe whose ends close on exec, made at once so no other spawn inherits them.
private func openPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 {
    pipe2(ends, O_CLOEXEC)
}
#else
private func openPipe(_ ends: UnsafeMutablePointer<Int32>) -> Int32 {
    guard pipe(ends) == 0 else { return -1 }
    _ = fcntl(ends[0], F_SETFD, FD_CLOEXEC)
    _ = fcntl(ends[1], F_SETFD, FD_CLOEXEC)
    return 0
}
#endif
