import Foundation
import RepbookCore

/// The pending uploads of each user, files on disk and bodies still arriving, counted in one place so that concurrent
/// uploads cannot pass the quota together: an upload reserves its room before its body is read.
actor UploadLedger {
    private var arriving: [Int64: [String: Int64]] = [:]

    /// Reserves room for the upload `token` of the user whose finished uploads are in `folder`: its declared length, or
    /// for a body of unknown length what is left of the quota (at most `limit`); answers the bytes reserved, which the
    /// body may not pass. Refused with 413 naming the quota when the user would hold more files or bytes than it allows.
    func reserve(
        declared: Int64?, limit: Int64, token: String, userID: Int64, folder: URL, quota: UploadQuota
    ) throws(DomainError) -> Int64 {
        let stored = Self.storedFiles(in: folder)
        let inFlight = arriving[userID, default: [:]]
        let files = stored.count + inFlight.count
        let used = stored.reduce(0, +) + inFlight.values.reduce(0, +)
        let bytes = declared ?? max(1, min(limit, quota.maximumBytes - used))
        guard files < quota.maximumFiles else {
            throw .tooLarge(
                "You have \(files) uploads waiting to be imported, the most one account may hold (\(quota.maximumFiles)). "
                    + "Import or leave them: each is removed \(UploadQuota.describe(quota.lifetime)) after it arrived.")
        }
        guard used + bytes <= quota.maximumBytes else {
            throw .tooLarge(
                "This upload of \(ByteCount.text(Int(bytes))) would pass the limit of \(ByteCount.text(Int(quota.maximumBytes))) "
                    + "for all of one account's uploads waiting to be imported (\(ByteCount.text(Int(used))) now). "
                    + "Import or leave them: each is removed \(UploadQuota.describe(quota.lifetime)) after it arrived.")
        }
        arriving[userID, default: [:]][token] = bytes
        return bytes
    }

    /// Ends the reservation of `token`, whose file is now on disk (and counted there) or gone.
    func release(token: String, userID: Int64) {
        arriving[userID]?[token] = nil
        if arriving[userID]?.isEmpty == true { arriving[userID] = nil }
    }

    private static func storedFiles(in folder: URL) -> [Int64] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return [] }
        return names.map { name in
            let size = (try? manager.attributesOfItem(atPath: folder.appendingPathComponent(name).path))?[.size] as? NSNumber
            return size?.int64Value ?? 0
        }
    }
}
