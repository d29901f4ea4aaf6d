import Foundation
import RepbookCore
import ZIPFoundation

/// The zip the Health app exports (`export.zip`): finds its `apple_health_export/export.xml` (or any `export.xml`,
/// never `export_cda.xml`) and unpacks it to a file, streaming, so the archive is never held in memory. ZIPFoundation
/// can crash or spin on a hostile zip, so this runs only inside a parser child (`IsolatedParser`), whose limits stop it.
public enum HealthExportArchive {
    /// Whether the file at `url` starts like a zip archive (`PK\x03\x04`).
    public static func isZip(_ url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 4)) ?? Data()
        return head == Data([0x50, 0x4B, 0x03, 0x04])
    }

    /// Unpacks the export.xml of the zip at `archiveURL` into a new file in `folder` (by default beside the zip) and
    /// answers that file, which the
    /// caller deletes; at most the budget's bytes are written (by default `ExtractionBudget.of` the zip: a ceiling, a ratio
    /// to the zip's size and the disk's free space), so a small zip cannot fill the disk. A refusal leaves nothing behind.
    public static func extractExport(from archiveURL: URL, budget: ExtractionBudget? = nil, into folder: URL? = nil) throws(DomainError) -> URL {
        let archive: Archive
        do {
            archive = try Archive(url: archiveURL, accessMode: .read)
        } catch {
            throw invalid(LocalizedText("error.zip_file_cannot_read_upload_export"))
        }
        let exports = archive.filter { $0.type == .file && ($0.path as NSString).lastPathComponent == "export.xml" }
        guard let entry = exports.first(where: { $0.path == "apple_health_export/export.xml" }) ?? exports.first else {
            throw invalid(LocalizedText("error.zip_holds_no_export_xml_upload"))
        }
        let folder = folder ?? archiveURL.deletingLastPathComponent()
        let budget = budget ?? ExtractionBudget.of(zip: archiveURL, into: folder)
        guard entry.uncompressedSize <= budget.bytes else { throw budget.refusal }
        let destination = folder.appendingPathComponent("export-\(UUID().uuidString).xml")
        do {
            try extract(entry, of: archive, to: destination, budget: budget)
        } catch {
            try? FileManager.default.removeItem(at: destination)
            throw error
        }
        return destination
    }

    private static func extract(_ entry: Entry, of archive: Archive, to destination: URL, budget: ExtractionBudget) throws(DomainError) {
        guard FileManager.default.createFile(atPath: destination.path, contents: nil),
              let output = try? FileHandle(forWritingTo: destination) else {
            throw invalid(LocalizedText("error.export_xml_cannot_unpacked_there_no"))
        }
        defer { try? output.close() }
        var written: Int64 = 0
        var checked: Int64 = 0
        let folder = destination.deletingLastPathComponent()
        do {
            _ = try archive.extract(entry) { chunk in
                written += Int64(chunk.count)
                guard written <= budget.bytes else { throw TooLarge() }
                if written - checked >= diskCheckInterval {
                    checked = written
                    let free = ExtractionBudget.freeBytes(of: folder) ?? Int64.max
                    guard free >= WeightImportLimits.healthExtractionFreeSpaceMargin else { throw NoRoom() }
                }
                try output.write(contentsOf: chunk)
            }
        } catch is TooLarge {
            throw budget.refusal
        } catch is NoRoom {
            throw ExtractionBudget.noRoom(0, margin: WeightImportLimits.healthExtractionFreeSpaceMargin)
        } catch {
            throw invalid(LocalizedText("error.export_xml_in_zip_cannot_unpacked"))
        }
    }

    /// How often, in bytes written, an extraction checks again that the disk keeps its margin (other uploads share it).
    private static let diskCheckInterval: Int64 = 64 << 20

    /// Stops an extraction that passed its limit.
    private struct TooLarge: Error {}

    /// Stops an extraction that would eat into the disk's free-space margin.
    private struct NoRoom: Error {}

    private static func invalid(_ message: LocalizedText) -> DomainError {
        .invalid(field: "file", message: message)
    }
}
