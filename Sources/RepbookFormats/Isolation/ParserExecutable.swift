import Foundation

/// Where the `repbook` executable that runs parser children is: the running binary when it is `repbook` (a server or
/// CLI in production; on Linux as `/proc/self/exe`, so a child runs the very image of its parent even after an upgrade
/// replaced the file), else a `repbook` beside it (`swift test` runs the tests from `.build/debug/`, next to the built
/// `repbook`), else the running binary.
public enum ParserExecutable {
    /// The executable parser children run by default.
    public static var running: URL {
        let current = currentExecutable
        if current.lastPathComponent.replacingOccurrences(of: " (deleted)", with: "") == "repbook" {
            let image = "/proc/self/exe"
            return FileManager.default.fileExists(atPath: image) ? URL(fileURLWithPath: image) : current
        }
        let sibling = current.deletingLastPathComponent().appendingPathComponent("repbook")
        return FileManager.default.isExecutableFile(atPath: sibling.path) ? sibling : current
    }

    /// The running binary: `/proc/self/exe` on Linux, the main bundle's executable elsewhere.
    private static var currentExecutable: URL {
        if let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return URL(fileURLWithPath: target)
        }
        return Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
    }
}
