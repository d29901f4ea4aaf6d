import Foundation

/// Image headers built byte by byte the way encoders write them, and two small files written by a real encoder (Pillow).
enum SampleImages {
    /// A baseline JPEG: SOI, JFIF APP0, optionally an EXIF APP1 with an orientation, a frame header (SOF0), start of scan.
    static func jpeg(width: Int, height: Int, orientation: Int? = nil, frameMarker: UInt8 = 0xC0, bigEndianExif: Bool = true) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8]
        bytes += [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]
        if let orientation {
            let order: [UInt8] = bigEndianExif ? [0x4D, 0x4D] : [0x49, 0x49]
            func u16(_ value: Int) -> [UInt8] { bigEndianExif ? [UInt8(value >> 8), UInt8(value & 0xFF)] : [UInt8(value & 0xFF), UInt8(value >> 8)] }
            func u32(_ value: Int) -> [UInt8] { bigEndianExif ? u16(value >> 16) + u16(value & 0xFFFF) : u16(value & 0xFFFF) + u16(value >> 16) }
            // TIFF header, one directory with two entries (a dummy tag first, then the orientation), no next directory.
            let tiff = order + u16(42) + u32(8) + u16(2)
                + u16(0x010F) + u16(2) + u32(4) + Array("Acme".utf8)
                + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + [0, 0]
                + u32(0)
            let segment = Array("Exif".utf8) + [0, 0] + tiff
            bytes += [0xFF, 0xE1] + be16(segment.count + 2) + segment
        }
        bytes += [0xFF, 0xDB, 0x00, 0x04, 0x00, 0x00]                              // a (truncated) quantisation table
        bytes += [0xFF, frameMarker, 0x00, 0x11, 0x08] + be16(height) + be16(width) + [0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03, 0x11, 0x01]
        bytes += [0xFF, 0xDA, 0x00, 0x08, 0x01, 0x01, 0x00, 0x00, 0x3F, 0x00, 0x12, 0x34, 0xFF, 0xD9]
        return Data(bytes)
    }

    /// A PNG signature and IHDR chunk (the CRC is not checked by anyone reading sizes), then an empty IEND.
    static func png(width: Int, height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        bytes += [0, 0, 0, 13] + Array("IHDR".utf8) + be32(width) + be32(height) + [8, 2, 0, 0, 0] + [0xDE, 0xAD, 0xBE, 0xEF]
        bytes += [0, 0, 0, 0] + Array("IEND".utf8) + [0xAE, 0x42, 0x60, 0x82]
        return Data(bytes)
    }

    /// An ISO-BMFF file: an `ftyp` box with the brands, then a `meta` box's start.
    static func isoMedia(major: String, compatible: [String]) -> Data {
        let boxSize = 16 + 4 * compatible.count
        var bytes = be32(boxSize) + Array("ftyp".utf8) + Array(major.utf8) + [0, 0, 0, 0]
        for brand in compatible { bytes += Array(brand.utf8) }
        bytes += be32(12) + Array("meta".utf8) + [0, 0, 0, 0]
        return Data(bytes)
    }

    /// A 40 × 30 JPEG saved by Pillow with EXIF orientation 6 (shown rotated, 30 × 40).
    static let pillowRotatedJPEG = Data(base64Encoded: """
        /9j/4AAQSkZJRgABAQAAAQABAAD/4QAiRXhpZgAATU0AKgAAAAgAAQESAAMAAAABAAYAAAAAAAD/2wBDABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4U\
        G1RV19iZ2hnPk1xeXBkeFxlZ2P/2wBDARESEhgVGC8aGi9jQjhCY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2P/wAARCAAeACgDASIAAhEBAx\
        EB/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxFDKBkaEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo\
        0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP0\
        9fb3+Pn6/8QAHwEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoL/8QAtREAAgECBAQDBAcFBAQAAQJ3AAECAxEEBSExBhJBUQdhcRMiMoEIFEKRobHBCSMzUvAVYnLRChYkNOEl8RcYG\
        RomJygpKjU2Nzg5OkNERUZHSElKU1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6goOEhYaHiImKkpOUlZaXmJmaoqOkpaanqKmqsrO0tba3uLm6wsPExcbHyMnK0tPU1dbX2Nna4uPk5ebn6O\
        nq8vP09fb3+Pn6/9oADAMBAAIRAxEAPwClRRRXIfQhRRRQAUUUUAFFFFABRRRQAUUUUAf/2Q==
        """, options: .ignoreUnknownCharacters)!

    /// A 7 × 5 PNG saved by Pillow.
    static let pillowPNG = Data(
        base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAcAAAAFCAIAAAAG+GGPAAAAFElEQVR4nGPkOmHDgAGYMIWoIgoAdEoBGGBPnt8AAAAASUVORK5CYII=")!

    private static func be16(_ value: Int) -> [UInt8] { [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
    private static func be32(_ value: Int) -> [UInt8] { be16(value >> 16) + be16(value & 0xFFFF) }
}
