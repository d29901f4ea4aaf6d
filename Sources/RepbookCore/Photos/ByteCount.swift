/// File sizes for people: "512 bytes", "340 KB", "2.4 MB" (1 KB = 1024 bytes).
public enum ByteCount {
    /// The size of `bytes` in the largest unit that keeps it at least 1, with one decimal below 10.
    public static func text(_ bytes: Int) -> String {
        guard let (value, unit) = scaled(bytes) else { return bytes == 1 ? "1 byte" : "\(bytes) bytes" }
        return "\(Weight.format(value)) \(unit.uppercased())"
    }

    /// `bytes` from 1024 up as a rounded value and its unit (`kb`, `mb`, `gb`); nil below 1024.
    static func scaled(_ bytes: Int) -> (value: Double, unit: String)? {
        guard bytes >= 1024 else { return nil }
        var value = Double(bytes) / 1024
        var unit = "kb"
        for larger in ["mb", "gb"] where value >= 1024 {
            value /= 1024
            unit = larger
        }
        return (value < 10 ? (value * 10).rounded() / 10 : value.rounded(), unit)
    }
}

extension Localizer {
    /// A file size in the language: "2,4 MB", "340 Ko", "512 Bytes" (1 KB = 1024 bytes, one decimal below 10).
    public func byteCount(_ bytes: Int) -> String {
        guard let (value, unit) = ByteCount.scaled(bytes) else { return plural("file_size.bytes", count: bytes) }
        return text("file_size.\(unit)", ["size": numbers.decimal(value, maximumFractionDigits: 1)])
    }
}
