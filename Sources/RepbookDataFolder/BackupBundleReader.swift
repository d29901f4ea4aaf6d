import Foundation
import RepbookCore
import ZIPFoundation

/// Checks a backup zip and unpacks it into a staging place without touching the data it will replace: every entry must
/// be the engine's database entry or `photos/<user id>/<key>` (so no `../` or absolute path ever reaches the disk), the
/// database must pass the engine's validation, and every photo it names must be in the zip with the recorded size and a
/// matching CRC-32. Every refusal names what is wrong.
public enum BackupBundleReader {
    /// Unpacks the zip at `path`: `engine`'s database to `database` (0600) and the photos it names under `photosFolder`
    /// (`<user id>/<key>`, folders 0700 and files 0600); answers how many photo files were unpacked. On a refusal the caller
    /// removes both staging places.
    public static func unpack(_ path: String, of engine: any RestorableBackupDatabase, database: String, photosFolder: String) throws -> Int {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw refusal(LocalizedText("error.backup_file.not_zip", ["name": .text(name)]))
        }
        var photoEntries: [String: Entry] = [:]
        var databaseEntry: Entry?
        for entry in archive {
            guard entry.type == .file else { throw refusal(LocalizedText("error.backup_file.not_plain_file",
                ["name": .text(name), "entry": .text(entry.path)])) }
            if entry.path == engine.entry {
                guard databaseEntry == nil else { throw refusal(LocalizedText("error.backup_file.entry_twice",
                    ["name": .text(name), "entry": .text(entry.path)])) }
                databaseEntry = entry
            } else if BackupBundleLayout.photo(in: entry.path) != nil {
                guard photoEntries.updateValue(entry, forKey: entry.path) == nil else { throw refusal(LocalizedText("error.backup_file.entry_twice",
                    ["name": .text(name), "entry": .text(entry.path)])) }
            } else {
                throw refusal(LocalizedText("error.backup_file.foreign_entry", ["name": .text(name), "entry": .text(entry.path)]))
            }
        }
        guard let databaseEntry else { throw refusal(LocalizedText("error.backup_file.no_database",
            ["name": .text(name), "entry": .text(engine.entry)])) }
        try requireSpace(for: databaseEntry.uncompressedSize, in: URL(fileURLWithPath: database).deletingLastPathComponent().path, name: name)
        try extract(databaseEntry, of: archive, name: name, to: database, expectedBytes: Int(exactly: databaseEntry.uncompressedSize))
        do {
            try engine.validate(copyAt: database)
        } catch let error as DomainError {
            // The checks name the file they read, which is the unpacked copy: name the backup instead.
            let staged = URL(fileURLWithPath: database).lastPathComponent
            throw refusal(Self.naming(error.text, staged, as: LocalizedText("error.backup_file.database_in", ["name": .text(name)])))
        }

        let references = try engine.photoFiles(inCopyAt: database)
        for reference in references {
            guard let entry = photoEntries[reference.bundleEntry] else {
                throw refusal(LocalizedText("error.backup_file.missing_photo", ["name": .text(name), "entry": .text(reference.bundleEntry)]))
            }
            guard entry.uncompressedSize == UInt64(reference.byteSize) else {
                throw refusal(LocalizedText("error.backup_file.photo_size", [
                    "name": .text(name), "entry": .text(reference.bundleEntry), "size": .text(String(entry.uncompressedSize)),
                    "recorded": .text(String(reference.byteSize)),
                ]))
            }
        }
        try requireSpace(
            for: references.reduce(0) { $0 + UInt64($1.byteSize) }, in: URL(fileURLWithPath: database).deletingLastPathComponent().path, name: name)
        try makeFolder(photosFolder)
        for reference in references {
            let folder = photosFolder + "/\(reference.userID)"
            if !FileManager.default.fileExists(atPath: folder) { try makeFolder(folder) }
            // Checked above: every reference has its entry.
            try extract(
                photoEntries[reference.bundleEntry]!, of: archive, name: name, to: folder + "/\(reference.key)", expectedBytes: reference.byteSize)
        }
        return references.count
    }

    /// Writes the entry's bytes to `destination` (0600) in chunks, checking its CRC-32 and, when given, its size.
    private static func extract(_ entry: Entry, of archive: Archive, name: String, to destination: String, expectedBytes: Int?) throws {
        guard FileManager.default.createFile(atPath: destination, contents: nil, attributes: [.posixPermissions: 0o600]),
              let handle = FileHandle(forWritingAtPath: destination)
        else { throw DomainError.conflict(LocalizedText("error.cannot_write", ["destination": "\(destination)"])) }
        defer { try? handle.close() }
        var written = 0
        do {
            // Extracting to a consumer answers the checksum of what was read but does not compare it: that is done here.
            let checksum = try archive.extract(entry, bufferSize: BackupBundleWriter.chunkBytes, skipCRC32: false) { chunk in
                written += chunk.count
                if let expectedBytes, written > expectedBytes { throw Oversized() }
                try handle.write(contentsOf: chunk)
            }
            guard checksum == entry.checksum else { throw Archive.ArchiveError.invalidCRC32 }
        } catch Archive.ArchiveError.invalidCRC32 {
            throw refusal(LocalizedText("error.backup_file.checksum", ["name": .text(name), "entry": .text(entry.path)]))
        } catch is Oversized {
            throw refusal(LocalizedText("error.backup_file.oversized", ["name": .text(name), "entry": .text(entry.path)]))
        } catch let error as DomainError {
            throw error
        } catch {
            throw refusal(LocalizedText("error.backup_file.unreadable_entry",
                ["name": .text(name), "entry": .text(entry.path), "error": .text("\(error)")]))
        }
        if let expectedBytes, written != expectedBytes {
            throw refusal(LocalizedText("error.backup_file.size_mismatch",
                ["name": .text(name), "entry": .text(entry.path), "written": .text(String(written)), "expected": .text(String(expectedBytes))]))
        }
    }

    /// Refuses to unpack `bytes` into `folder` when the disk has less free space than that (and 64 MiB to spare).
    private static func requireSpace(for bytes: UInt64, in folder: String, name: String) throws {
        guard let free = (try? FileManager.default.attributesOfFileSystem(forPath: folder))?[.systemFreeSize] as? UInt64 else { return }
        if bytes > free || free - bytes < 64 << 20 {
            throw DomainError.conflict(LocalizedText("error.backup_file.no_space", [
                "name": .text(name), "bytes": .text(ByteCount.text(Int(clamping: bytes))), "folder": .text(folder),
                "free": .text(ByteCount.text(Int(clamping: free))),
            ]))
        }
    }

    private static func makeFolder(_ path: String) throws {
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    }

    /// `text` with every slot that says `staged` (the unpacked copy's file name) saying `name` instead.
    private static func naming(_ text: LocalizedText, _ staged: String, as name: LocalizedText) -> LocalizedText {
        LocalizedText(text.key, text.values.mapValues { slot in
            if case .text(let value) = slot, value == staged { return .localized(name) }
            return slot
        })
    }

    private static func refusal(_ message: LocalizedText) -> DomainError {
        .invalid(field: "file", message: message)
    }

    /// An entry that went on past the size its database records.
    private struct Oversized: Error {}
}
