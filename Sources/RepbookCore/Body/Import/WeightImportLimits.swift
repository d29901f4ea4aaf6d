import Foundation

/// The sizes weight imports accept.
public enum WeightImportLimits {
    /// The largest weight CSV file read: 5 MB, years of daily weights many times over.
    public static let maximumCSVBytes = 5 * 1024 * 1024
    /// The largest Apple Health upload (export.xml or the export zip): 4 GiB.
    public static let maximumHealthUploadBytes: Int64 = 4 << 30
    /// The largest export.xml unpacked from a zip: 16 GiB, so a small zip cannot fill the disk.
    public static let maximumHealthExtractedBytes: Int64 = 16 << 30
}
