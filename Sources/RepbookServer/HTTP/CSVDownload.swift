import Hummingbird

/// A CSV file sent as a download: `text/csv` in UTF-8, saved under `fileName`, never cached by shared caches.
enum CSVDownload {
    /// The response carrying `text` as the file `fileName` (a name Repbook made: no quotes or path in it).
    static func response(fileName: String, text: String) -> Response {
        Response(
            status: .ok,
            headers: [
                .contentType: "text/csv; charset=utf-8",
                .contentDisposition: "attachment; filename=\"\(fileName)\"",
                .cacheControl: "private, no-store",
            ],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
