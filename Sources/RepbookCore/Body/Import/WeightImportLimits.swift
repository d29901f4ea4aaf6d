import Foundation

/// The sizes weight imports accept.
public enum WeightImportLimits {
    /// The largest weight CSV file read: 5 MB, years of daily weights many times over.
    public static let maximumCSVBytes = 5 * 1024 * 1024
    /// The largest Apple Health upload (export.xml or the export zip): 4 GiB.
    public static let maximumHealthUploadBytes: Int64 = 4 << 30
    /// The largest export.xml unpacked from a zip: 16 GiB, so a small zip cannot fill the disk.
    public static let maximumHealthExtractedBytes: Int64 = 16 << 30
    /// The most bytes unpacked per byte of the zip: 100. A real export.xml compresses about 20 times (its records
    /// repeat the same attribute names and sources), so real exports pass with room to spare, while a zip bomb
    /// (deflate reaches about 1,000 times) stops at a hundred times its own size.
    public static let maximumHealthExtractionRatio: Int64 = 100
    /// The free space an extraction leaves on the uploads folder's disk: 1 GiB, for the database and other uploads.
    public static let healthExtractionFreeSpaceMargin: Int64 = 1 << 30
}
