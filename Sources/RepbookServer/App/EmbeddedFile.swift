import Foundation

/// One resource file compiled into the binary: its bytes and the modification time it had when it was embedded.
struct EmbeddedFile: Sendable {
    /// The file's content.
    let bytes: [UInt8]
    /// Seconds since 1970 when the source file was last modified (the static files' `Last-Modified` and ETag).
    let modified: Int

    /// A UTF-8 text file.
    init(text: String, modified: Int) {
        self.bytes = Array(text.utf8)
        self.modified = modified
    }

    /// A binary file, written into the generated source as base64.
    init(base64: String, modified: Int) {
        self.bytes = Array(Data(base64Encoded: base64) ?? Data())
        self.modified = modified
    }

    /// The content as text (every embedded template and the OpenAPI document are UTF-8).
    var text: String { String(decoding: bytes, as: UTF8.self) }
}
