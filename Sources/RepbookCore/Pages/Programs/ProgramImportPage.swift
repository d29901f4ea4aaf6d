import Foundation

/// The start of a program import: pick a `repbook-program` file or paste one (a share link fills it in by itself).
public struct ProgramImportPage: Sendable {
    /// The program text as sent, kept when the preview refused it.
    public let programText: String
    public let hasError: Bool
    public let error: String
    public let limit: String
    public let limitBytes: Int

    /// Builds the page, with the text and the error of a refused attempt (`program.weeks[0]…: …`, naming the field).
    public static func make(programText: String = "", error: DomainError? = nil, localizer: Localizer) -> ProgramImportPage {
        let message = error.map { error in
            guard let field = error.field, !error.message.contains(field) else { return error.message }
            return "\(field): \(error.message)"
        }
        return ProgramImportPage(
            programText: programText, hasError: error != nil, error: message ?? "", limit: localizer.byteCount(ProgramFile.maximumBytes),
            limitBytes: ProgramFile.maximumBytes)
    }
}
