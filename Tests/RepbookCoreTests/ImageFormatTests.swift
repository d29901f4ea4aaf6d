import Foundation
import RepbookCore
import Testing

@Suite("Photo formats by content")
struct ImageFormatTests {
    @Test("JPEG, PNG and HEIC/HEIF are recognised by their first bytes")
    func recognises() {
        #expect(ImageFormat.detect(in: SampleImages.jpeg(width: 10, height: 10)) == .jpeg)
        #expect(ImageFormat.detect(in: SampleImages.pillowRotatedJPEG) == .jpeg)
        #expect(ImageFormat.detect(in: SampleImages.png(width: 10, height: 10)) == .png)
        #expect(ImageFormat.detect(in: SampleImages.pillowPNG) == .png)
        // An iPhone photo: major brand heic, compatible mif1 and heic.
        #expect(ImageFormat.detect(in: SampleImages.isoMedia(major: "heic", compatible: ["mif1", "heic"])) == .heic)
        // A HEVC brand only among the compatible ones still makes it HEIC.
        #expect(ImageFormat.detect(in: SampleImages.isoMedia(major: "mif1", compatible: ["miaf", "heix"])) == .heic)
        #expect(ImageFormat.detect(in: SampleImages.isoMedia(major: "mif1", compatible: ["mif1"])) == .heif)
        #expect(ImageFormat.detect(in: SampleImages.isoMedia(major: "msf1", compatible: [])) == .heif)
    }

    static let refused: [(String, Data)] = [
        ("text", Data("hello, this is not a photo\n".utf8)),
        ("empty", Data()),
        ("GIF", Data("GIF89a".utf8) + Data(repeating: 0, count: 20)),
        ("PDF", Data("%PDF-1.7\n".utf8)),
        ("MP4 video", SampleImages.isoMedia(major: "isom", compatible: ["isom", "mp42"])),
        ("AVIF", SampleImages.isoMedia(major: "avif", compatible: ["avif", "miaf"])),
        ("two JPEG bytes", Data([0xFF, 0xD8])),
        ("PNG signature cut short", Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A])),
        ("ftyp too short", Data([0, 0, 0, 8]) + Data("ftypheic".utf8)),
        ("heic brand outside the box", Data([0, 0, 0, 16]) + Data("ftypisom".utf8) + Data([0, 0, 0, 0]) + Data("heic".utf8)),
    ]

    @Test("Anything else is refused", arguments: refused)
    func refuses(_ name: String, _ bytes: Data) {
        #expect(ImageFormat.detect(in: bytes) == nil, "\(name)")
    }

    @Test("Random bytes are refused")
    func garbage() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            var bytes = (0..<64).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if bytes[0] == 0xFF || bytes[0] == 0x89 { bytes[0] = 0 }
            bytes[4] = 0
            #expect(ImageFormat.detect(in: Data(bytes)) == nil)
        }
    }

    @Test("The file's name and extension do not matter: a JPEG called .png is a JPEG, text called .jpg is refused")
    func namesAreNotTrusted() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("repbook-core-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let renamed = folder.appendingPathComponent("front.png")
        try SampleImages.pillowRotatedJPEG.write(to: renamed)
        let text = folder.appendingPathComponent("holiday.jpg")
        try Data("Not a photo at all".utf8).write(to: text)

        let upload = PhotoUpload.file(renamed)
        #expect(try ImageFormat.detect(in: upload.header()) == .jpeg)
        #expect(try upload.byteCount() == SampleImages.pillowRotatedJPEG.count)
        #expect(try ImageFormat.detect(in: PhotoUpload.file(text).header()) == nil)
    }

    @Test("Media types and extensions follow the detected format")
    func mediaTypes() {
        #expect(ImageFormat.jpeg.mediaType == "image/jpeg" && ImageFormat.jpeg.fileExtension == "jpg")
        #expect(ImageFormat.png.mediaType == "image/png")
        #expect(ImageFormat.heic.mediaType == "image/heic" && !ImageFormat.heic.isShownByAllBrowsers)
        #expect(ImageFormat.heif.mediaType == "image/heif")
    }
}

@Suite("Photo pixel sizes")
struct PixelSizeTests {
    @Test("PNG: width and height from IHDR")
    func png() {
        #expect(PixelSize.read(from: SampleImages.png(width: 3024, height: 4032), format: .png) == PixelSize(width: 3024, height: 4032))
        #expect(PixelSize.read(from: SampleImages.pillowPNG, format: .png) == PixelSize(width: 7, height: 5))
    }

    @Test("JPEG: the frame header, baseline or progressive")
    func jpeg() {
        #expect(PixelSize.read(from: SampleImages.jpeg(width: 4032, height: 3024), format: .jpeg) == PixelSize(width: 4032, height: 3024))
        #expect(
            PixelSize.read(from: SampleImages.jpeg(width: 640, height: 480, frameMarker: 0xC2), format: .jpeg) == PixelSize(width: 640, height: 480))
    }

    @Test("JPEG: a phone's rotation tag (5 to 8) swaps the sides, in either byte order; 1 to 4 do not")
    func orientation() {
        #expect(
            PixelSize.read(from: SampleImages.jpeg(width: 4032, height: 3024, orientation: 6), format: .jpeg) == PixelSize(width: 3024, height: 4032))
        #expect(PixelSize.read(from: SampleImages.jpeg(width: 4032, height: 3024, orientation: 8, bigEndianExif: false), format: .jpeg)
            == PixelSize(width: 3024, height: 4032))
        #expect(
            PixelSize.read(from: SampleImages.jpeg(width: 4032, height: 3024, orientation: 3), format: .jpeg) == PixelSize(width: 4032, height: 3024))
        #expect(PixelSize.read(from: SampleImages.pillowRotatedJPEG, format: .jpeg) == PixelSize(width: 30, height: 40))
    }

    @Test("No size when the header does not say: HEIC, a JPEG cut before its frame, a zero size, garbage")
    func unknown() {
        #expect(PixelSize.read(from: SampleImages.isoMedia(major: "heic", compatible: ["mif1"]), format: .heic) == nil)
        #expect(PixelSize.read(from: SampleImages.jpeg(width: 100, height: 100).prefix(24), format: .jpeg) == nil)
        #expect(PixelSize.read(from: SampleImages.png(width: 0, height: 10), format: .png) == nil)
        #expect(PixelSize.read(from: Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x01, 0xFF]), format: .jpeg) == nil)
        #expect(PixelSize.read(from: Data([0xFF, 0xD8]) + Data(repeating: 0xAB, count: 100), format: .jpeg) == nil)
    }
}
