/// Walks a JPEG's segments up to the frame header (SOFn) for its size, applying the EXIF orientation phones write
/// instead of rotating the pixels.
enum JPEGHeader {
    /// The displayed size, or nil when the frame header is not among `bytes`.
    static func pixelSize(_ bytes: [UInt8]) -> PixelSize? {
        var swapsSides = false
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }                     // fill byte
            if isStandalone(marker) { offset += 2; continue }
            if marker == 0xD9 || marker == 0xDA { return nil }              // end of image, start of scan: no frame seen
            let length = BigEndian.uint16(bytes, at: offset + 2)
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            let segment = Array(bytes[(offset + 4)..<(offset + 2 + length)])
            if isStartOfFrame(marker) {
                guard segment.count >= 5 else { return nil }
                let height = BigEndian.uint16(segment, at: 1)
                let width = BigEndian.uint16(segment, at: 3)
                return swapsSides ? PixelSize(width: height, height: width) : PixelSize(width: width, height: height)
            }
            if marker == 0xE1, let orientation = exifOrientation(segment) {
                swapsSides = (5...8).contains(orientation)
            }
            offset += 2 + length
        }
        return nil
    }

    /// SOF0–SOF15 except DHT (C4), JPG (C8) and DAC (CC), which share the range.
    private static func isStartOfFrame(_ marker: UInt8) -> Bool {
        (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker)
    }

    /// Markers without a length: start of image, TEM and the restart markers.
    private static func isStandalone(_ marker: UInt8) -> Bool {
        marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker)
    }

    /// The orientation tag (0x0112) of an APP1 `Exif` segment's first image directory, 1 to 8.
    private static func exifOrientation(_ segment: [UInt8]) -> Int? {
        guard segment.count >= 14, segment[0..<6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) else { return nil }
        let tiff = Array(segment[6...])
        let littleEndian: Bool
        switch (tiff[0], tiff[1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func uint16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= tiff.count else { return nil }
            return littleEndian ? Int(tiff[at]) | Int(tiff[at + 1]) << 8 : BigEndian.uint16(tiff, at: at)
        }
        func uint32(_ at: Int) -> Int? {
            guard let first = uint16(at), let second = uint16(at + 2) else { return nil }
            return littleEndian ? first | second << 16 : first << 16 | second
        }
        guard let directory = uint32(4), let count = uint16(directory) else { return nil }
        for index in 0..<count {
            let entry = directory + 2 + index * 12
            guard let tag = uint16(entry) else { return nil }
            if tag == 0x0112 { return uint16(entry + 8).flatMap { (1...8).contains($0) ? $0 : nil } }
        }
        return nil
    }
}
