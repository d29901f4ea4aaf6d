import Foundation

/// Finds the parser children (`repbook internal …`) a process started, through `/proc`, so a test can kill one mid-parse.
public enum ParserChildren {
    /// The pids of the live children of `parent` whose arguments include one holding `argument` (a path unique to the test).
    public static func pids(parent: Int32, holding argument: String) -> [Int32] {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return [] }
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            // After "pid (name) " come the state and the parent's pid.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 1, Int32(fields[1]) == parent,
                  let command = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return false }
            let arguments = command.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return arguments.contains("internal") && arguments.contains { $0.contains(argument) }
        }
    }
}
