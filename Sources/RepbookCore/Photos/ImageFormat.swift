import Foundation

/// The image formats accepted for progress photos, recognised by their first bytes, never by name or declared type.
public enum ImageFormat: String, CaseIterable, Sendable {
    case jpeg, png, heic, heif

    /// The media type the image is served with.
    public var mediaType: String {
        switch self {
        case .jpeg: "image/jpeg"
        case .png: "image/png"
        case .heic: "image/heic"
        case .heif: "image/heif"
        }
    }

    /// The extension of the stored file.
    public var fileExtension: String {
        switch self {
        case .jpeg: "jpg"
        case .png: "png"
        case .heic: "heic"
        case .heif: "heif"
        }
    }

    /// The format's name for people.
    public var label: String {
        switch self {
        case .jpeg: "JPEG"
        case .png: "PNG"
        case .heic: "HEIC"
        case .heif: "HEIF"
        }
    }

    /// Whether every common browser can draw it; HEIC and HEIF show only in Safari.
    public var isShownByAllBrowsers: Bool { self == .jpeg || self == .png }

    /// The sentence that tells people what is accepted.
    public static let acceptedDescription = LocalizedText("photo.accepted_formats")

    /// How many leading bytes `detect` and `PixelSize.read` look at, at most.
    public static let headerLength = 256 * 1024

    /// The HEIF brands of HEVC-coded images (HEIC).
    static let heicBrands: Set<String> = ["heic", "heix", "hevc", "hevx"]
    /// The other HEIF brands: the generic image and sequence brands and the multi-layer ones.
    static let heifBrands: Set<String> = ["mif1", "msf1", "heim", "heis"]

    /// The format of an image from its first bytes, or nil when it is none of the accepted ones.
    public static func detect(in header: Data) -> ImageFormat? {
        let bytes = [UInt8](header.prefix(256))
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        let brands = fileTypeBrands(bytes)
        if !brands.isDisjoint(with: heicBrands) { return .heic }
        if !brands.isDisjoint(with: heifBrands) { return .heif }
        return nil
    }

    /// The major and compatible brands of an ISO-BMFF `ftyp` box at the start of the file; empty when there is none.
    private static func fileTypeBrands(_ bytes: [UInt8]) -> Set<String> {
        guard bytes.count >= 16, bytes[4..<8].elementsEqual("ftyp".utf8) else { return [] }
        let boxSize = Int(bytes[0]) << 24 | Int(bytes[1]) << 16 | Int(bytes[2]) << 8 | Int(bytes[3])
        guard boxSize >= 16, boxSize % 4 == 0 else { return [] }
        // major brand at 8, minor version at 12, compatible brands from 16 to the end of the box.
        var brands: Set<String> = [brand(bytes, at: 8)]
        var offset = 16
        while offset + 4 <= min(boxSize, bytes.count) {
            brands.insert(brand(bytes, at: offset))
            offset += 4
        }
        return brands
    }

    private static func brand(_ bytes: [UInt8], at offset: Int) -> String {
        String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
}
