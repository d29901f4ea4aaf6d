import Foundation

/// An image's width and height in pixels as it is displayed (a phone's rotation tag applied), for laying out pages.
public struct PixelSize: Equatable, Sendable {
    public let width: Int
    public let height: Int

    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// The size written in the image's header when it is cheap to find (PNG, JPEG); nil for HEIC/HEIF or a header
    /// that does not say.
    public static func read(from header: Data, format: ImageFormat) -> PixelSize? {
        let bytes = [UInt8](header.prefix(ImageFormat.headerLength))
        let size: PixelSize? = switch format {
        case .png: png(bytes)
        case .jpeg: JPEGHeader.pixelSize(bytes)
        case .heic, .heif: nil
        }
        guard let size, size.width > 0, size.height > 0 else { return nil }
        return size
    }

    /// The longest side a photo may declare: JPEG's own limit, also applied to PNG.
    public static let maximumSide = 65_535

    /// Refuses a JPEG or PNG whose header does not declare a size of 1 to `maximumSide` pixels a side (bytes that
    /// start like an image and are not one), naming `field`; HEIC/HEIF pass on their brands alone.
    public static func check(_ header: Data, format: ImageFormat, field: String) throws(DomainError) {
        guard format == .jpeg || format == .png else { return }
        guard let size = read(from: header, format: format), size.width <= maximumSide, size.height <= maximumSide else {
            throw .invalid(
                field: field,
                message: LocalizedText("error.photo.header_size", [
                    "format": .text(format.label), "maximum": .text(String(maximumSide)), "accepted": .localized(ImageFormat.acceptedDescription),
                ]))
        }
    }

    /// PNG: the IHDR chunk (13 bytes long) comes first, right after the 8-byte signature; width and height are big-endian.
    private static func png(_ bytes: [UInt8]) -> PixelSize? {
        guard bytes.count >= 24, bytes[8..<12].elementsEqual([0, 0, 0, 13]), bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        return PixelSize(width: BigEndian.uint32(bytes, at: 16), height: BigEndian.uint32(bytes, at: 20))
    }
}

/// Reads unsigned integers from bytes whose bounds the caller has checked.
enum BigEndian {
    static func uint16(_ bytes: [UInt8], at offset: Int) -> Int {
        Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
    }

    static func uint32(_ bytes: [UInt8], at offset: Int) -> Int {
        uint16(bytes, at: offset) << 16 | uint16(bytes, at: offset + 2)
    }
}
