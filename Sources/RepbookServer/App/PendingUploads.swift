import Foundation
import Hummingbird
import RepbookCore

/// Files uploaded for an import and kept until the lifter confirms it: one owner-only folder per user under the data
/// folder's `uploads`, each file named by a random token. A token of another user, or a made-up one, is simply not found.
/// Each user holds at most the quota's files and bytes, each for at most its lifetime; expired uploads are swept.
struct PendingUploads: Sendable {
    /// The folder holding every user's pending uploads.
    let root: URL
    /// Where uploads being read unpack their parts (an archive's photos) for the time of a request.
    var staging: URL { root.appendingPathComponent(".staging", isDirectory: true) }
    /// How many files and bytes one user may keep waiting, and for how long.
    let quota: UploadQuota
    private let ledger = UploadLedger()

    init(root: URL, quota: UploadQuota = UploadQuota()) {
        self.root = root
        self.quota = quota
    }

    /// Streams the body of `request` (at most `limit` bytes) into a new pending file of the user; answers its token.
    /// An upload over `limit` or over the user's quota is refused with 413 before its body is stored (a body of unknown
    /// length is cut off where it passes either).
    func receive(_ request: Request, userID: Int64, limit: Int64) async throws -> String {
        sweepExpired()
        let declared = try UploadedFile.checkDeclaredLength(of: request, limit: limit)
        let token = SecretToken.generate()
        let reserved = try await ledger.reserve(
            declared: declared, limit: limit, token: token, userID: userID, folder: folder(userID), quota: quota)
        do {
            _ = try await UploadedFile.receive(request, limit: min(limit, reserved), into: folder(userID), name: token)
        } catch let error as DomainError where reserved < limit && declared == nil {
            await ledger.release(token: token, userID: userID)
            if case .tooLarge = error { throw quotaPassed() }
            throw error
        } catch {
            await ledger.release(token: token, userID: userID)
            throw error
        }
        await ledger.release(token: token, userID: userID)
        return token
    }

    /// The pending file of `token`, or not found (an expired one is removed on the way).
    func file(_ token: String, userID: Int64) throws -> URL {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        let file = folder(userID).appendingPathComponent(token)
        guard !token.isEmpty, token.count <= 64, token.allSatisfy(allowed.contains), FileManager.default.fileExists(atPath: file.path),
              !removeIfExpired(file, cutoff: Date().addingTimeInterval(-quota.lifetime)) else {
            throw DomainError.notFound(
                "This upload is gone: it was imported already or arrived more than \(UploadQuota.describe(quota.lifetime)) ago. "
                    + "Choose the file again.")
        }
        return file
    }

    /// Removes the pending file of `token`, if there is one.
    func discard(_ token: String, userID: Int64) {
        if let file = try? file(token, userID: userID) { try? FileManager.default.removeItem(at: file) }
    }

    /// Removes every user's uploads older than the lifetime (and the folders left empty).
    func sweepExpired() {
        let manager = FileManager.default
        guard let users = try? manager.contentsOfDirectory(atPath: root.path) else { return }
        let cutoff = Date().addingTimeInterval(-quota.lifetime)
        for user in users {
            let folder = root.appendingPathComponent(user, isDirectory: true)
            guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names { removeIfExpired(folder.appendingPathComponent(name), cutoff: cutoff) }
        }
    }

    /// Removes `file` when it was last written before `cutoff`; answers whether it did.
    @discardableResult
    private func removeIfExpired(_ file: URL, cutoff: Date) -> Bool {
        let manager = FileManager.default
        guard let modified = (try? manager.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date, modified < cutoff else {
            return false
        }
        try? manager.removeItem(at: file)
        return true
    }

    private func quotaPassed() -> DomainError {
        .tooLarge(
            "This upload passed the limit of \(ByteCount.text(Int(quota.maximumBytes))) for all of one account's uploads "
                + "waiting to be imported. Import or leave them: each is removed \(UploadQuota.describe(quota.lifetime)) after it arrived.")
    }

    private func folder(_ userID: Int64) -> URL {
        root.appendingPathComponent(String(userID), isDirectory: true)
    }
}
