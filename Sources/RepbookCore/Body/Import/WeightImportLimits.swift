import Foundation

/// The sizes weight imports accept.
public enum WeightImportLimits {
    /// The largest weight CSV file read: 5 MB, years of daily weights many times over.
    public static let maximumCSVBytes = 5 * 1024 * 1024
    /// The largest Apple Health upload (export.xml or the export zip): 4 GiB.
    public static let maximumHealthUploadBytes: Int64 = 4 << 30
    /// The largest export.xml unpacked from a zip: 16 GiB, so a small zip cannot fill the disk.
    public static let maximumHealthExtractedBytes: Int64 = 16 << 30

    /// A size for people: `5 MB`, `4 GB`, `812 KB`.
    public static func describe(bytes: Int64) -> String {
        let units = ["bytes", "KB", "MB", "GB", "TB"]
        var value = Double(bytes)
        var index = 0
        while value >= 1024, index < units.count - 1 {
            value /= 1024
            index += 1
        }
        if index == 0 { return "\(bytes) bytes" }
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? "\(Int(rounded)) \(units[index])" : "\(rounded) \(units[index])"
    }
}
