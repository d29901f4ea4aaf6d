import Foundation
import RepbookCore

/// An Apple Health upload, either `export.xml` or the export zip, read into a `WeightFile`.
public enum AppleHealthImportFile {
    /// The body weights in the file at `url`: a zip's export.xml is unpacked first (into `folder`, by default beside
    /// the zip), and deleted afterwards.
    public static func read(_ url: URL, unpackingInto folder: URL? = nil) throws(DomainError) -> WeightFile {
        guard HealthExportArchive.isZip(url) else { return try AppleHealthBodyMassReader.read(contentsOf: url) }
        let export = try HealthExportArchive.extractExport(from: url, into: folder)
        defer { try? FileManager.default.removeItem(at: export) }
        return try AppleHealthBodyMassReader.read(contentsOf: export)
    }
}
