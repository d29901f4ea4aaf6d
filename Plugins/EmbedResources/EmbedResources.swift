import Foundation
import PackagePlugin

/// Generates Swift at build time with the `ResourceEmbedder` tool: for a target with a `Resources` folder, every file in
/// it (`EmbeddedResources.files`), so the binary needs no files beside it; for any other target, the checked-out commit
/// (`BuildInfo.commit`). Kept apart, a new commit recompiles only the small target that holds it.
@main
struct EmbedResources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let tool = try context.tool(named: "ResourceEmbedder").url
        let resources = target.directoryURL.appending(path: "Resources")
        if FileManager.default.fileExists(atPath: resources.path) {
            let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedResources.swift")
            return [
                .buildCommand(
                    displayName: "Embedding \(target.name) resources", executable: tool,
                    arguments: ["resources", resources.path, output.path], inputFiles: Self.files(under: resources),
                    outputFiles: [output]),
            ]
        }
        let packageRoot = context.package.directoryURL
        let output = context.pluginWorkDirectoryURL.appending(path: "GeneratedBuildInfo.swift")
        return [
            .buildCommand(
                displayName: "Recording the commit of \(target.name)", executable: tool,
                arguments: ["build-info", packageRoot.path, output.path], inputFiles: GitHead.files(packageRoot: packageRoot),
                outputFiles: [output]),
        ]
    }

    /// The folder and everything under it, so that editing, adding or removing a file reruns the command.
    static func files(under folder: URL) -> [URL] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
        var found: [URL] = [folder]
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: [.isRegularFileKey, .isDirectoryKey])
            if values?.isRegularFile == true || values?.isDirectory == true { found.append(url) }
        }
        return found
    }
}

/// The git files whose change means another commit is checked out: `HEAD`, the branch it names and `packed-refs`
/// (in a worktree, `HEAD` is in its own git folder and the branches in the common one).
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
        var commonDirectory = gitDirectory
        if let common = try? String(contentsOf: gitDirectory.appending(path: "commondir"), encoding: .utf8) {
            let path = common.trimmingCharacters(in: .whitespacesAndNewlines)
            commonDirectory = path.hasPrefix("/") ? URL(fileURLWithPath: path) : gitDirectory.appending(path: path)
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
