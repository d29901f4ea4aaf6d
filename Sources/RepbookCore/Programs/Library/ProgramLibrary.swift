import Foundation

/// The programs a user can copy, written from their published rules (the numbers as published, our own words).
public enum ProgramLibrary {
    /// Every library program, in the order the library lists them.
    public static let all: [Program] = [
        boringButBig, firstSetLast, nSuns, gzclp, strongLifts, startingStrength, greyskull, madcow, pushPullLegs, rpeBlock,
    ]

    /// The program with `slug`, or a not-found error naming it.
    public static func program(_ slug: String) throws(DomainError) -> Program {
        guard let program = all.first(where: { $0.slug == slug }) else {
            throw .notFound(LocalizedText("error.no_program_in_library", ["slug": "\(slug)"]))
        }
        return program
    }
}
