import Foundation
import RepbookCore

/// Turns an uploaded CSV file's bytes into text: UTF-8, with a byte-order mark dropped; anything else is refused
/// with a reason the lifter can act on.
enum CSVTextDecoding {
    /// The file's text, or `DomainError.invalid(field: "file", …)` saying why there is none (`.tooLarge` over `limit`);
    /// `kind` names the file in messages ("weight file") and `exportHint` says what to export instead of a binary file.
    static func text(
        of data: Data, limit: Int, kind: String = "weight file", exportHint: String = "export your weights as CSV"
    ) throws(DomainError) -> String {
        guard data.count <= limit else {
            throw .tooLarge("The file is \(ByteCount.text(data.count)); a \(kind) can be at most \(ByteCount.text(limit)).")
        }
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw invalid("The file is UTF-16 text; save it as \"CSV UTF-8\" and try again.")
        }
        if bytes.contains(where: isBinary) {
            throw invalid("The file is not a text file (it holds binary data); \(exportHint) and try again.")
        }
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw invalid("The file is not UTF-8 text; save it as \"CSV UTF-8\" and try again.")
        }
        guard text.contains(where: { !$0.isWhitespace }) else { throw invalid("The file is empty.") }
        return text
    }

    /// A control byte no text file holds (tabs and line ends are fine).
    private static func isBinary(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D || byte == 0x7F
    }

    private static func invalid(_ message: String) -> DomainError {
        .invalid(field: "file", message: message)
    }
}
