/// File sizes for people: "512 bytes", "340 KB", "2.4 MB" (1 KB = 1024 bytes).
public enum ByteCount {
    /// The size of `bytes` in the largest unit that keeps it at least 1, with one decimal below 10.
    public static func text(_ bytes: Int) -> String {
        guard bytes >= 1024 else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        var value = Double(bytes) / 1024
        var unit = "KB"
        for larger in ["MB", "GB"] where value >= 1024 {
            value /= 1024
            unit = larger
        }
        let rounded = value < 10 ? (value * 10).rounded() / 10 : value.rounded()
        return "\(Weight.format(rounded)) \(unit)"
    }
}
