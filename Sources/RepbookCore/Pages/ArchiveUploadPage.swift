/// Settings → Import and export → a Repbook JSON file: choose the archive and upload it; nothing is written until the
/// preview is confirmed.
public struct ArchiveUploadPage: Sendable {
    public let title: String
    /// Where the page's script posts the file itself.
    public let uploadAction: String
    /// The largest archive accepted, as text: "1 GB".
    public let limit: String

    public init(limit: String, localizer: Localizer) {
        title = localizer.text("data.import_archive")
        uploadAction = Self.path
        self.limit = limit
    }

    /// The upload page's path, and the folder of the pending uploads' previews.
    public static let path = "/settings/data/archive"
}
