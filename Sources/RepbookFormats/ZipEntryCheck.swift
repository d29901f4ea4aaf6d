import Foundation
#if canImport(zlib)
import zlib
#endif

/// Checks, before ZIPFoundation inflates a zip entry, that the entry's deflate stream ends inside the entry's own
/// bytes. ZIPFoundation 0.9.20 on Linux spins forever on a stream cut short (its loop reads past the entry, and once the
/// file ends it never calls inflate again), so a 175-byte upload could hold a core for good. This reads the central
/// directory (ZIP64 included) and the entry's local header itself and inflates the entry's bytes into a small buffer
/// that is thrown away.
enum ZipEntryCheck {
    /// The most central directory read, far beyond any real export's.
    static let maximumDirectoryBytes = 64 << 20

    /// Whether the entry named `path` in the zip at `url` is stored whole or deflated into a stream that ends within it.
    static func isComplete(entryPath path: String, in url: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: url) else { return false }
        defer { try? handle.close() }
        guard let size = try? handle.seekToEnd(), let entry = locate(path, handle: handle, fileSize: size),
              let header = read(handle, at: entry.localHeaderOffset, count: 30), u32(header, 0) == 0x0403_4B50
        else { return false }
        let dataStart = entry.localHeaderOffset + 30 + UInt64(u16(header, 26)) + UInt64(u16(header, 28))
        guard dataStart <= size, entry.compressedSize <= size - dataStart else { return false }
        switch entry.method {
        case 0: return true
        case 8: return inflatesToTheEnd(handle, from: dataStart, count: entry.compressedSize)
        default: return false
        }
    }

    /// What the central directory says of one entry.
    private struct DirectoryEntry {
        let method: UInt16
        let compressedSize: UInt64
        let localHeaderOffset: UInt64
    }

    private static func locate(_ path: String, handle: FileHandle, fileSize: UInt64) -> DirectoryEntry? {
        let tailSize = min(fileSize, 65_557)
        guard let tail = read(handle, at: fileSize - tailSize, count: Int(tailSize)), tail.count >= 22 else { return nil }
        guard let end = stride(from: tail.count - 22, through: 0, by: -1).first(where: { u32(tail, $0) == 0x0605_4B50 }) else { return nil }
        var directoryOffset = UInt64(u32(tail, end + 16))
        var directorySize = UInt64(u32(tail, end + 12))
        if directoryOffset == 0xFFFF_FFFF || directorySize == 0xFFFF_FFFF {
            // ZIP64: the locator sits just before the end record and points at the ZIP64 end record.
            guard end >= 20, u32(tail, end - 20) == 0x0706_4B50,
                  let record = read(handle, at: u64(tail, end - 12), count: 56), u32(record, 0) == 0x0606_4B50
            else { return nil }
            directorySize = u64(record, 40)
            directoryOffset = u64(record, 48)
        }
        guard directorySize <= UInt64(maximumDirectoryBytes), directoryOffset <= fileSize,
              let directory = read(handle, at: directoryOffset, count: Int(directorySize)) else { return nil }
        let wanted = Array(path.utf8)
        var index = 0
        while index + 46 <= directory.count, u32(directory, index) == 0x0201_4B50 {
            let nameLength = Int(u16(directory, index + 28))
            let extraLength = Int(u16(directory, index + 30))
            let commentLength = Int(u16(directory, index + 32))
            let nameStart = index + 46
            guard nameStart + nameLength + extraLength <= directory.count else { return nil }
            if Array(directory[nameStart..<nameStart + nameLength]) == wanted {
                var compressed = UInt64(u32(directory, index + 20))
                var offset = UInt64(u32(directory, index + 42))
                let uncompressedIsWide = u32(directory, index + 24) == 0xFFFF_FFFF
                if compressed == 0xFFFF_FFFF || offset == 0xFFFF_FFFF {
                    let extra = Array(directory[nameStart + nameLength..<nameStart + nameLength + extraLength])
                    guard let wide = zip64Fields(extra, uncompressedIsWide: uncompressedIsWide, compressedIsWide: compressed == 0xFFFF_FFFF,
                                                 offsetIsWide: offset == 0xFFFF_FFFF) else { return nil }
                    compressed = wide.compressed ?? compressed
                    offset = wide.offset ?? offset
                }
                return DirectoryEntry(method: u16(directory, index + 10), compressedSize: compressed, localHeaderOffset: offset)
            }
            index = nameStart + nameLength + extraLength + commentLength
        }
        return nil
    }

    /// The 64-bit sizes of a ZIP64 extra field, in their fixed order, for the fields whose 32-bit value was full.
    private static func zip64Fields(
        _ extra: [UInt8], uncompressedIsWide: Bool, compressedIsWide: Bool, offsetIsWide: Bool
    ) -> (compressed: UInt64?, offset: UInt64?)? {
        var index = 0
        while index + 4 <= extra.count {
            let id = u16(extra, index)
            let length = Int(u16(extra, index + 2))
            guard index + 4 + length <= extra.count else { return nil }
            if id == 0x0001 {
                var field = index + 4
                func next() -> UInt64? {
                    guard field + 8 <= index + 4 + length else { return nil }
                    defer { field += 8 }
                    return u64(extra, field)
                }
                if uncompressedIsWide { _ = next() }
                let compressed = compressedIsWide ? next() : nil
                let offset = offsetIsWide ? next() : nil
                if (compressedIsWide && compressed == nil) || (offsetIsWide && offset == nil) { return nil }
                return (compressed, offset)
            }
            index += 4 + length
        }
        return nil
    }

    /// Inflates `count` bytes from `start` as raw deflate, discarding the output; true when the stream ends within them.
    private static func inflatesToTheEnd(_ handle: FileHandle, from start: UInt64, count: UInt64) -> Bool {
        #if canImport(zlib)
        var stream = z_stream()
        guard inflateInit2_(&stream, -MAX_WBITS, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return false }
        defer { inflateEnd(&stream) }
        var output = [UInt8](repeating: 0, count: 64 << 10)
        var remaining = count
        guard (try? handle.seek(toOffset: start)) != nil else { return false }
        while remaining > 0 {
            guard let chunk = try? handle.read(upToCount: Int(min(remaining, 64 << 10))), !chunk.isEmpty else { return false }
            remaining -= UInt64(chunk.count)
            var input = [UInt8](chunk)
            let result: Int32 = input.withUnsafeMutableBufferPointer { inputBuffer in
                stream.next_in = inputBuffer.baseAddress
                stream.avail_in = UInt32(inputBuffer.count)
                var status = Z_OK
                repeat {
                    status = output.withUnsafeMutableBufferPointer { outputBuffer in
                        stream.next_out = outputBuffer.baseAddress
                        stream.avail_out = UInt32(outputBuffer.count)
                        return inflate(&stream, Z_NO_FLUSH)
                    }
                } while status == Z_OK && (stream.avail_in > 0 || stream.avail_out == 0)
                return status
            }
            if result == Z_STREAM_END { return true }
            guard result == Z_OK || result == Z_BUF_ERROR else { return false }
        }
        return false
        #else
        return true
        #endif
    }

    private static func read(_ handle: FileHandle, at offset: UInt64, count: Int) -> [UInt8]? {
        guard (try? handle.seek(toOffset: offset)) != nil, let data = try? handle.read(upToCount: count), data.count == count else { return nil }
        return [UInt8](data)
    }

    private static func u16(_ bytes: [UInt8], _ index: Int) -> UInt16 {
        UInt16(bytes[index]) | UInt16(bytes[index + 1]) << 8
    }

    private static func u32(_ bytes: [UInt8], _ index: Int) -> UInt32 {
        UInt32(u16(bytes, index)) | UInt32(u16(bytes, index + 2)) << 16
    }

    private static func u64(_ bytes: [UInt8], _ index: Int) -> UInt64 {
        UInt64(u32(bytes, index)) | UInt64(u32(bytes, index + 4)) << 32
    }
}
