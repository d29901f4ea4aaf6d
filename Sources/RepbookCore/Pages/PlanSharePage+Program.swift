import Foundation

/// Sharing a program: its `repbook-program` file, or the link `/programs/import#program=…`.
extension PlanSharePage {
    /// The share page of the user's program `id`; `origin` such as `https://gym.example.com`.
    public static func make(program: Program, id: Int64, origin: String) -> PlanSharePage {
        let file = ProgramFile.encode(program)
        let linkPath = "/programs/import#" + ShareLink.fragment("program", file)
        let basePath = "/programs/\(id)"
        return PlanSharePage(
            heading: "Share \(program.name)", name: program.name, kindLabel: "program", summary: ProgramLibraryCard(program).layout,
            holds: "The file holds the program only: its weeks, sets, percentages and rules, none of your training maxes or history.",
            importHint: "Import it under Programs → Import a program on any Repbook.", backHref: basePath,
            downloadHref: basePath + "/share.json", fileName: ShareLink.fileName(program.name, format: "repbook-program", fallback: "program"),
            fileSize: ByteCount.text(file.count), linkPath: linkPath, link: origin + linkPath)
    }
}
