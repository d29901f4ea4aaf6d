import Foundation
import RepbookCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How many bytes an extraction from a zip may write, and the refusal that names the limit reached: the smallest of a
/// fixed ceiling, a ratio to the zip's own size and the free space of the destination's disk less a margin.
public struct ExtractionBudget: Sendable, Equatable {
    /// The bytes that may be written.
    public let bytes: Int64
    /// The refusal for an extraction that would pass `bytes`.
    public let refusal: DomainError

    /// The budget for unpacking the zip at `zip` into `folder`.
    public static func of(
        zip: URL, into folder: URL, ceiling: Int64 = WeightImportLimits.maximumHealthExtractedBytes,
        ratio: Int64 = WeightImportLimits.maximumHealthExtractionRatio,
        freeSpaceMargin: Int64 = WeightImportLimits.healthExtractionFreeSpaceMargin
    ) -> ExtractionBudget {
        let zipBytes = ((try? FileManager.default.attributesOfItem(atPath: zip.path))?[.size] as? NSNumber)?.int64Value ?? 0
        let byRatio = zipBytes.multipliedReportingOverflow(by: ratio)
        let ratioBytes = byRatio.overflow ? Int64.max : byRatio.partialValue
        let diskBytes = freeBytes(of: folder).map { max(0, $0 - freeSpaceMargin) } ?? Int64.max
        if diskBytes < min(ceiling, ratioBytes) {
            return ExtractionBudget(bytes: diskBytes, refusal: noRoom(diskBytes, margin: freeSpaceMargin))
        }
        if ratioBytes < ceiling {
            return ExtractionBudget(
                bytes: ratioBytes,
                refusal: .tooLarge(
                    LocalizedText("error.health_zip.ratio", ["ratio": .integer(Int(ratio)), "bytes": .text(ByteCount.text(Int(ratioBytes)))])))
        }
        return ExtractionBudget(
            bytes: ceiling,
            refusal: .tooLarge(LocalizedText("error.export_xml_in_zip_larger_than", ["ceiling": "\(ByteCount.text(Int(ceiling)))"])))
    }

    /// The refusal when the disk has room for only `bytes` beyond the margin it keeps free.
    static func noRoom(_ bytes: Int64, margin: Int64) -> DomainError {
        .tooLarge(LocalizedText("error.health_zip.no_room",
            ["bytes": .text(ByteCount.text(Int(bytes))), "margin": .text(ByteCount.text(Int(margin)))]))
    }

    /// The bytes free to this process on the disk holding `folder`, if the system says.
    static func freeBytes(of folder: URL) -> Int64? {
        var stats = statvfs()
        guard statvfs(folder.path, &stats) == 0 else { return nil }
        let free = Int64(stats.f_bavail).multipliedReportingOverflow(by: Int64(stats.f_frsize))
        return free.overflow ? Int64.max : free.partialValue
    }
}
