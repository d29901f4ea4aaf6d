import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RepbookCore

/// Reads the body weights of an Apple Health `export.xml` as a stream, so a file of gigabytes is read in bounded
/// memory: `XMLParser(stream:)` feeds libxml2's push parser 128 KB at a time, and only one record per day is kept.
/// The DTD at the head of the file is blanked first (see `DoctypeBlankingStream`): Apple's own DTD crashes FoundationXML.
/// Nothing else guards the parser: a hostile file can crash it, so servers and the CLI call this only inside a parser
/// child (`IsolatedParser.healthWeights`), never in their own process.
///
/// Only top-level `<Record type="HKQuantityTypeIdentifierBodyMass">` count (not `…BodyMassIndex`, not the copies
/// nested in a `<Correlation>`), in kg or lb; a record in another unit is skipped with the reason. A record's day is
/// the wall-clock date at the record's own offset (`startDate="2016-11-27 23:51:18 +0300"` is 2016-11-27), and of the
/// day's records the last by instant wins. Rows carry the parser's line number.
public enum AppleHealthBodyMassReader {
    /// The body weights of the export.xml at `url`; throws `DomainError.invalid(field: "file", …)` when it is not an
    /// Apple Health export, is not well-formed, or is cut off, naming the line.
    public static func read(contentsOf url: URL) throws(DomainError) -> WeightFile {
        guard let file = InputStream(url: url) else { throw invalid(LocalizedText("error.health_export_cannot_opened")) }
        let stream = DoctypeBlankingStream(source: file)
        let parser = XMLParser(stream: stream)
        let collector = BodyMassCollector()
        parser.delegate = collector
        parser.shouldResolveExternalEntities = false
        let parsed = parser.parse()

        guard let root = collector.rootName else {
            throw invalid(LocalizedText("error.file_not_apple_health_export_it"))
        }
        guard root == "HealthData" else {
            throw invalid(LocalizedText("error.apple_health.wrong_root", ["root": "\(root)"]))
        }
        // The parser reads on after most errors, so an error on the last line of a file read to its end is a cut.
        let lastLine = parser.lineNumber
        let cutOff = stream.reachedEnd && !collector.rootClosed && (collector.firstError.map { $0.line >= lastLine } ?? true)
        if cutOff {
            throw invalid(LocalizedText("error.health_export_ends_early_at_line", ["lastLine": "\(lastLine)"]))
        }
        if let error = collector.firstError {
            throw invalid(LocalizedText("error.health_export_broken_at_line_export", ["line": "\(error.line)", "error": .localized(error.message)]))
        }
        guard parsed, collector.rootClosed else {
            throw invalid(LocalizedText("error.health_export_could_not_read_its", ["lastLine": "\(lastLine)"]))
        }
        return collector.weightFile
    }

    private static func invalid(_ message: LocalizedText) -> DomainError {
        .invalid(field: "file", message: message)
    }
}
