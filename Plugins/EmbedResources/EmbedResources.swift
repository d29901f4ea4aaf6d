import Foundation
import PackagePlugin

/// Compiles a target's `Resources` folder into Swift (`EmbeddedResources.files`) and the build's version and commit into
/// `BuildInfo`, so the binary needs no files beside it.
@main
struct EmbedResources: BuildToolPlugin {
    /// One command that writes both generated files whenever a resource or the checked-out commit changes.
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let resources = target.directoryURL.appending(path: "Resources")
        let packageRoot = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedResources.swift")
        let inputs = Self.files(under: resources) + GitHead.files(packageRoot: packageRoot)
        return [
            .buildCommand(
                displayName: "Embedding \(target.name) resources",
                executable: try context.tool(named: "ResourceEmbedder").url,
                arguments: [resources.path, packageRoot.path, output.path],
                inputFiles: inputs,
                outputFiles: [output]),
        ]
    }

    /// Every regular file under `folder`, so that editing, adding or removing one reruns the command.
    static func files(under folder: URL) -> [URL] {
        let manager = FileManager.default
        guard let enumerator = manager.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var found: [URL] = [folder]
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if values?.isRegularFile == true || values?.isDirectory == true { found.append(url) }
        }
        return found
    }
}

/// The git files whose change means another commit is checked out: `HEAD` and the branch it names (worktrees included).
enum GitHead {
    static func files(packageRoot: URL) -> [URL] {
        let dotGit = packageRoot.appending(path: ".git")
        var gitDirectory = dotGit
        if let pointer = try? String(contentsOf: dotGit, encoding: .utf8), pointer.hasPrefix("gitdir:") {
            let path = pointer.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespacesAndNewlines)
            gitDirectory = path.hasPrefix("/") ? URL(fileURLWithPath: path) : packageRoot.appending(path: path)
        }
        let head = gitDirectory.appending(path: "HEAD")
        guard FileManager.default.fileExists(atPath: head.path) else { return [] }
        var files = [head]
        let commonDirectory: URL
        if let common = try? String(contentsOf: gitDirectory.appending(path: "commondir"), encoding: .utf8) {
            let path = common.trimmingCharacters(in: .whitespacesAndNewlines)
            commonDirectory = path.hasPrefix("/") ? URL(fileURLWithPath: path) : gitDirectory.appending(path: path)
        } else {
            commonDirectory = gitDirectory
        }
        if let contents = try? String(contentsOf: head, encoding: .utf8), contents.hasPrefix("ref:") {
            let ref = contents.dropFirst("ref:".count).trimmingCharacters(in: .whitespacesAndNewlines)
            let refFile = commonDirectory.appending(path: ref)
            if FileManager.default.fileExists(atPath: refFile.path) { files.append(refFile) }
        }
        let packed = commonDirectory.appending(path: "packed-refs")
        if FileManager.default.fileExists(atPath: packed.path) { files.append(packed) }
        return files
    }
}
