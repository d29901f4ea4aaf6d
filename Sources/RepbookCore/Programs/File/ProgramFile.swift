import Foundation

/// A program as a file: `{"format": "repbook-program", "version": 1, "program": {...}}`. The same text is how a user's
/// program definition is stored, exported, imported and kept in the JSON archive.
public struct ProgramFile: Codable, Equatable, Sendable {
    /// The value of `format` in every program file.
    public static let formatName = "repbook-program"
    /// The version this Repbook writes and reads.
    public static let currentVersion = 1
    /// The largest program file read.
    public static let maximumBytes = 512 * 1024

    public let format: String
    public let version: Int
    public let program: Program

    public init(_ program: Program) {
        format = Self.formatName
        version = Self.currentVersion
        self.program = program
    }

    /// The file as compact JSON, keys sorted so the same program always gives the same bytes.
    public static func encode(_ program: Program) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        // Encoding plain strings, numbers and enums cannot fail.
        return (try? encoder.encode(ProgramFile(program))) ?? Data()
    }

    /// `encode` as text.
    public static func text(_ program: Program) -> String { String(decoding: encode(program), as: UTF8.self) }

    /// Reads a program file: its format and version, every field (an error names the first one wrong, such as
    /// `program.weeks[0].days[1].slots[0].rule.type`), then `Program.validate()`.
    public static func decode(_ data: Data) throws(DomainError) -> Program {
        guard data.count <= maximumBytes else {
            throw .tooLarge(
                LocalizedText("error.program_file_can_at_most_one",
                    ["maximumBytes": "\(ByteCount.text(maximumBytes))", "count": "\(ByteCount.text(data.count))"]))
        }
        guard let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any] else {
            throw .invalid(field: "program", message: LocalizedText("error.not_program_file_it_not_json"))
        }
        guard let format = object["format"] as? String, format == formatName else {
            throw .invalid(field: "format", message: LocalizedText("error.not_repbook_program_it_lacks_format", ["formatName": "\(formatName)"]))
        }
        guard let version = object["version"] as? Int, version == currentVersion else {
            throw .invalid(field: "version", message:
                LocalizedText("error.program_s_version_not_one_repbook", ["currentVersion": "\(currentVersion)"]))
        }
        let file: ProgramFile
        do {
            file = try JSONDecoder().decode(ProgramFile.self, from: data)
        } catch let error as DecodingError {
            throw DecodingFailure.invalid(error, subject: .program)
        } catch {
            throw .invalid(field: "program", message: LocalizedText("error.program_could_not_read"))
        }
        try file.program.validate()
        return file.program
    }

    /// `decode` of text.
    public static func decode(_ text: String) throws(DomainError) -> Program { try decode(Data(text.utf8)) }
}
