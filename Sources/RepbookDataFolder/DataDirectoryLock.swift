import Foundation
import RepbookCore
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock (`flock`) on `<data>/repbook.lock`: the server holds it for its lifetime and `repbook restore` takes
/// it before replacing the database, so neither runs under the other. The lock is released when this object goes away
/// (or the process ends, however it ends).
public final class DataDirectoryLock: Sendable {
    /// The lock file's name in the data folder.
    public static let fileName = "repbook.lock"

    private let descriptor: Int32

    /// Takes the data folder's lock (creating the folder if needed), or throws `DataDirectoryInUse` when another process
    /// (or another lock object) holds it.
    public init(dataDirectory: String) throws {
        try FileManager.default.createDirectory(atPath: dataDirectory, withIntermediateDirectories: true)
        let path = dataDirectory + "/" + Self.fileName
        let descriptor = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw DomainError.invalid(field: "data-dir", message:
                LocalizedText("error.cannot_open", ["path": "\(path)", "errno": "\(String(cString: strerror(errno)))"]))
        }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            close(descriptor)
            throw DataDirectoryInUse(directory: dataDirectory)
        }
        self.descriptor = descriptor
    }

    deinit {
        close(descriptor)
    }
}

/// Another Repbook process holds the data folder's lock.
public struct DataDirectoryInUse: Error, CustomStringConvertible {
    public let directory: String

    public var description: String {
        "Another Repbook server is using the data folder \(directory) (\(directory)/\(DataDirectoryLock.fileName) is locked)."
    }
}
