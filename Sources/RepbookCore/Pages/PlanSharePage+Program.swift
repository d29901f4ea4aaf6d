import Foundation

/// Sharing a program: its `repbook-program` file, or the link `/programs/import#program=…`.
extension PlanSharePage {
    /// The share page of the user's program `id`; `origin` such as `https://gym.example.com`.
    public static func make(program: Program, id: Int64, origin: String, localizer: Localizer) -> PlanSharePage {
        let file = ProgramFile.encode(program)
        let linkPath = "/programs/import#" + ShareLink.fragment("program", file)
        let basePath = "/programs/\(id)"
        return PlanSharePage(
            heading: localizer.text("plan_share.heading", ["name": program.name]), name: program.name,
            lead: localizer.text("plan_share.lead.program", [
                "summary": ProgramLibraryCard(program, localizer: localizer).layout, "holds": localizer.text("plan_share.program_holds"),
            ]),
            importHint: localizer.text("plan_share.program_import_hint"), backHref: basePath,
            downloadHref: basePath + "/share.json", fileName: ShareLink.fileName(program.name, format: "repbook-program", fallback: "program"),
            fileSize: localizer.byteCount(file.count), linkPath: linkPath, link: origin + linkPath)
    }
}
