import Foundation

/// The programs page: the lifter's programs first, then the library to start one from.
public struct ProgramsPage: Sendable {
    public let mine: [UserProgramRow]
    public let hasMine: Bool
    public let library: [ProgramLibraryCard]

    public static func make(mine programs: [UserProgram], library: [Program] = ProgramLibrary.all, localizer: Localizer) -> ProgramsPage {
        let mine = programs.map { UserProgramRow($0, localizer: localizer) }
        let ordered = mine.filter(\.isActive) + mine.filter { !$0.isActive }
        return ProgramsPage(mine: ordered, hasMine: !ordered.isEmpty, library: library.map { ProgramLibraryCard($0, localizer: localizer) })
    }
}
