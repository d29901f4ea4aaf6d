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
            throw .tooLarge(
                LocalizedText("error.file_too_large_for_kind",
                    ["count": "\(ByteCount.text(data.count))", "kind": "\(kind)", "limit": "\(ByteCount.text(limit))"]))
        }
        var bytes = data
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw invalid(LocalizedText("error.file_utf_16_text_save_it"))
        }
        if bytes.contains(where: isBinary) {
            throw invalid(LocalizedText("error.file_not_text_file_it_holds", ["exportHint": "\(exportHint)"]))
        }
        guard let text = String(data: bytes, encoding: .utf8) else {
            throw invalid(LocalizedText("error.file_not_utf_8_text_save"))
        }
        guard text.contains(where: { !$0.isWhitespace }) else { throw invalid(LocalizedText("error.file.empty")) }
        return text
    }

    /// A control byte no text file holds (tabs and line ends are fine).
    private static func isBinary(_ byte: UInt8) -> Bool {
        byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D || byte == 0x7F
    }

    private static func invalid(_ message: LocalizedText) -> DomainError {
        .invalid(field: "file", message: message)
    }
}
