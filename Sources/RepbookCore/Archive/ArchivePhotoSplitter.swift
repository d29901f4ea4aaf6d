import Foundation

/// Reads an archive file as a stream and splits it: the base64 `image` of each object in the top-level `photos` array is
/// decoded into a file of its own (one photo at a time), and everything else is kept as JSON with each such image
/// written as `""`. Memory holds one 64 KB chunk, one photo's base64 buffer and that JSON, which may not pass
/// `jsonLimit`; anything the split does not recognise (an escaped key, say) simply stays in the JSON, under that limit.
struct ArchivePhotoSplitter {
    /// The folder the photo files go to, named `photo-<index>`.
    let staging: URL
    /// The most bytes of JSON kept besides the photos.
    let jsonLimit: Int
    /// The most bytes of one decoded photo.
    let photoLimit: Int

    /// The archive's JSON without photo images, and each photo's image file by its index in `photos`.
    func split(_ file: URL) throws(DomainError) -> (json: Data, photos: [Int: URL]) {
        guard let input = try? FileHandle(forReadingFrom: file) else {
            throw .invalid(field: "file", message: LocalizedText("error.file_cannot_read"))
        }
        defer { try? input.close() }
        var state = State(splitter: self)
        do {
            while let chunk = try input.read(upToCount: 1 << 16), !chunk.isEmpty {
                try state.consume(chunk)
            }
        } catch let error as DomainError {
            state.image?.abandon()
            throw error
        } catch {
            state.image?.abandon()
            throw .invalid(field: "file", message: LocalizedText("error.file_cannot_read"))
        }
        guard state.image == nil else {
            state.image?.abandon()
            throw .invalid(field: "file", message: LocalizedText("error.file_not_json_or_cut_short"))
        }
        return (state.json, state.photos)
    }

    /// The position in the JSON text, one byte at a time.
    private struct State {
        let splitter: ArchivePhotoSplitter
        var json = Data()
        var photos: [Int: URL] = [:]
        /// The open containers, `{` or `[`.
        var stack: [UInt8] = []
        var inString = false
        var escaped = false
        /// The bytes of the string being read, while it is short enough to be a key of interest.
        var text: [UInt8] = []
        var lastString: [UInt8] = []
        var afterColon = false
        var topKey: [UInt8] = []
        var photoKey: [UInt8] = []
        var photosDepth: Int?
        var photoIndex = -1
        var photoHasImage = false
        /// The photo image being decoded, while inside its string.
        var image: Base64FileWriter?

        init(splitter: ArchivePhotoSplitter) {
            self.splitter = splitter
        }

        mutating func consume(_ chunk: Data) throws(DomainError) {
            var start = chunk.startIndex
            var index = chunk.startIndex
            while index < chunk.endIndex {
                if image != nil, !escaped {
                    // Inside an image: jump to the next quote or backslash, whatever lies between is base64.
                    let stop = Self.nextQuoteOrBackslash(in: chunk, from: index)
                    guard stop < chunk.endIndex else { break }
                    index = stop
                }
                let byte = chunk[index]
                if image != nil {
                    if escaped {
                        escaped = false
                        guard byte == UInt8(ascii: "/") else { throw notBase64() }
                        try image!.append(CollectionOfOne(byte))
                        start = index + 1
                    } else if byte == UInt8(ascii: "\\") || byte == UInt8(ascii: "\"") {
                        try image!.append(chunk[start..<index])
                        if byte == UInt8(ascii: "\\") {
                            escaped = true
                        } else {
                            try image!.finish()
                            image = nil
                            inString = false
                            try keep(chunk[index...index])
                        }
                        start = index + 1
                    }
                    index += 1
                    continue
                }
                try step(byte)
                if image != nil {
                    try keep(chunk[start...index])
                    start = index + 1
                }
                index += 1
            }
            if image != nil {
                try image!.append(chunk[start..<chunk.endIndex])
            } else {
                try keep(chunk[start..<chunk.endIndex])
            }
        }

        /// The index of the first `"` or `\\` in `chunk` at or after `start`, or its end.
        private static func nextQuoteOrBackslash(in chunk: Data, from start: Int) -> Int {
            chunk.withUnsafeBytes { raw -> Int in
                let offset = start - chunk.startIndex
                let count = raw.count - offset
                guard count > 0, let base = raw.baseAddress?.advanced(by: offset) else { return chunk.endIndex }
                let quote = memchr(base, 0x22, count).map { base.distance(to: UnsafeRawPointer($0)) } ?? count
                let backslash = memchr(base, 0x5C, quote).map { base.distance(to: UnsafeRawPointer($0)) } ?? quote
                return start + min(quote, backslash)
            }
        }

        /// Follows one byte of JSON outside a photo image.
        private mutating func step(_ byte: UInt8) throws(DomainError) {
            if inString {
                if escaped {
                    escaped = false
                    text = [0]
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                    lastString = text
                } else if text.count < 16 {
                    text.append(byte)
                }
                return
            }
            switch byte {
            case UInt8(ascii: "\""):
                let isValue = afterColon
                afterColon = false
                if isValue, inPhotoObject, photoKey == Array("image".utf8) {
                    guard !photoHasImage else {
                        throw .invalid(field: "photos[\(photoIndex)].image", message:
                            LocalizedText("error.photos_image_photo_has_two_images", ["photoIndex": "\(photoIndex)"]))
                    }
                    photoHasImage = true
                    let url = splitter.staging.appendingPathComponent("photo-\(photoIndex)")
                    image = try Base64FileWriter(url: url, limit: splitter.photoLimit, path: "photos[\(photoIndex)].image")
                    photos[photoIndex] = url
                }
                inString = true
                text = []
            case UInt8(ascii: ":"):
                afterColon = true
                if stack.count == 1 { topKey = lastString }
                if inPhotoObject { photoKey = lastString }
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                afterColon = false
                stack.append(byte)
                if byte == UInt8(ascii: "["), stack.count == 2, topKey == Array("photos".utf8), photosDepth == nil {
                    photosDepth = 2
                } else if byte == UInt8(ascii: "{"), inPhotoObject {
                    photoIndex += 1
                    photoHasImage = false
                    photoKey = []
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                afterColon = false
                if photosDepth == stack.count, byte == UInt8(ascii: "]") { photosDepth = -1 }
                _ = stack.popLast()
            case UInt8(ascii: ","):
                afterColon = false
            case 0x20, 0x09, 0x0A, 0x0D:
                break
            default:
                afterColon = false
            }
        }

        /// Whether the innermost container is an object of the photos array.
        private var inPhotoObject: Bool {
            photosDepth == 2 && stack.count == 3 && stack.last == UInt8(ascii: "{")
        }

        private mutating func keep(_ bytes: Data.SubSequence) throws(DomainError) {
            guard !bytes.isEmpty else { return }
            json.append(contentsOf: bytes)
            guard json.count <= splitter.jsonLimit else {
                throw .tooLarge(LocalizedText("error.archive.data_too_large", ["limit": .text(ByteCount.text(splitter.jsonLimit))]))
            }
        }

        private func notBase64() -> DomainError {
            .invalid(field: "photos[\(photoIndex)].image", message:
                LocalizedText("error.photos_image_image_not_valid_base64", ["photoIndex": "\(photoIndex)"]))
        }
    }
}
