import Foundation
import Hummingbird
import RepbookCore

/// Files uploaded for an import and kept until the lifter confirms it: one owner-only folder per user under the data
/// folder's `uploads`, each file named by a random token. A token of another user, or a made-up one, is simply not found.
/// Each user holds at most the quota's files and bytes, each for at most its lifetime; expired uploads are swept. An
/// upload reserves its room in the database (`UploadReservationStore`) before its body is read, so that servers sharing
/// the data folder hold each user to the quota together.
struct PendingUploads: Sendable {
    /// The folder holding every user's pending uploads.
    let root: URL
    /// Where uploads being read unpack their parts (an archive's photos) for the time of a request.
    var staging: URL { root.appendingPathComponent(".staging", isDirectory: true) }
    /// How many files and bytes one user may keep waiting, and for how long.
    let quota: UploadQuota
    /// Where uploads still arriving hold their room.
    let reservations: any UploadReservationStore

    /// How long a reservation holds without renewal: a server renews it while the body arrives, so one left by a server
    /// that died frees its room within this time.
    static let lease: TimeInterval = 120

    init(root: URL, quota: UploadQuota = UploadQuota(), reservations: any UploadReservationStore) {
        self.root = root
        self.quota = quota
        self.reservations = reservations
    }

    /// Streams the body of `request` (at most `limit` bytes) into a new pending file of the user; answers its token.
    /// An upload over `limit` or over the user's quota is refused with 413 before its body is stored (a body of unknown
    /// length is cut off where it passes either).
    func receive(_ request: Request, userID: Int64, limit: Int64) async throws -> String {
        sweepExpired()
        let declared = try UploadedFile.checkDeclaredLength(of: request, limit: limit)
        let token = SecretToken.generate()
        let reserved = try await reserve(token: token, userID: userID, declared: declared, limit: limit)
        let renewal = renewing(token: token, userID: userID)
        do {
            _ = try await UploadedFile.receive(request, limit: min(limit, reserved), into: folder(userID), name: token)
        } catch let error as DomainError where reserved < limit && declared == nil {
            await release(token: token, userID: userID, renewal: renewal)
            if case .tooLarge = error { throw quotaPassed() }
            throw error
        } catch {
            await release(token: token, userID: userID, renewal: renewal)
            throw error
        }
        await release(token: token, userID: userID, renewal: renewal)
        return token
    }

    /// Reserves room for the upload `token`: its declared length, or for a body of unknown length what is left of the
    /// quota (at most `limit`); answers the bytes reserved, which the body may not pass. Refused with 413 naming the quota
    /// when the user would hold more files or bytes than it allows.
    private func reserve(token: String, userID: Int64, declared: Int64?, limit: Int64) async throws -> Int64 {
        let instanceRoom = try instanceRoom(declared: declared)
        let now = Date()
        let request = UploadReservationRequest(
            userID: userID, token: token, declared: declared, limit: limit, maximumFiles: quota.maximumFiles,
            maximumBytes: quota.maximumBytes, now: now, expiresAt: now.addingTimeInterval(Self.lease))
        let folder = folder(userID)
        do {
            return min(instanceRoom, try await reservations.reserveUpload(request) { Self.storedFiles(in: folder) })
        } catch let refusal as UploadQuotaRefusal {
            switch refusal {
            case .files(let held):
                throw DomainError.tooLarge(LocalizedText(
                    "error.upload.too_many_files", ["held": .integer(held), "maximum": .integer(quota.maximumFiles), "keep": keep]))
            case .bytes(let requested, let used):
                throw DomainError.tooLarge(LocalizedText("error.upload.account_bytes", [
                    "requested": .text(ByteCount.text(Int(requested))), "limit": .text(ByteCount.text(Int(quota.maximumBytes))),
                    "used": .text(ByteCount.text(Int(used))), "keep": keep,
                ]))
            }
        }
    }

    /// The bytes all accounts' stored uploads leave of the instance's limit; refused with 413 when an upload of
    /// `declared` bytes (or of unknown length, any) would not fit. Uploads still arriving are not counted, so servers
    /// starting several at once may pass the limit by those.
    private func instanceRoom(declared: Int64?) throws -> Int64 {
        let manager = FileManager.default
        var held: Int64 = 0
        for user in (try? manager.contentsOfDirectory(atPath: root.path)) ?? [] where user != staging.lastPathComponent {
            held += Self.storedFiles(in: root.appendingPathComponent(user, isDirectory: true)).values.reduce(0, +)
        }
        let room = quota.maximumInstanceBytes - held
        guard room > 0, (declared ?? 1) <= room else {
            throw DomainError.tooLarge(LocalizedText("error.upload.instance_bytes", [
                "held": .text(ByteCount.text(Int(held))), "limit": .text(ByteCount.text(Int(quota.maximumInstanceBytes))),
                "lifetime": .localized(UploadQuota.describe(quota.lifetime)),
            ]))
        }
        return room
    }

    /// Renews the reservation of `token` every third of the lease while its body arrives, until cancelled.
    private func renewing(token: String, userID: Int64) -> Task<Void, Never> {
        let reservations = reservations
        return Task {
            while !Task.isCancelled {
                try? await Task.sleep(for: .seconds(Self.lease / 3))
                guard !Task.isCancelled else { return }
                try? await reservations.renewUpload(userID: userID, token: token, expiresAt: Date().addingTimeInterval(Self.lease))
            }
        }
    }

    /// Stops renewing and ends the reservation of `token` (its file is stored, or gone); one that cannot be ended now
    /// lapses with its lease.
    private func release(token: String, userID: Int64, renewal: Task<Void, Never>) async {
        renewal.cancel()
        await renewal.value
        try? await reservations.releaseUpload(userID: userID, token: token)
    }

    /// The size of each file in `folder`, by name (the upload's token).
    private static func storedFiles(in folder: URL) -> [String: Int64] {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return [:] }
        var sizes: [String: Int64] = [:]
        for name in names {
            let size = (try? manager.attributesOfItem(atPath: folder.appendingPathComponent(name).path))?[.size] as? NSNumber
            sizes[name] = size?.int64Value ?? 0
        }
        return sizes
    }

    /// The pending file of `token`, or not found (an expired one is removed on the way).
    func file(_ token: String, userID: Int64) throws -> URL {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        let file = folder(userID).appendingPathComponent(token)
        guard !token.isEmpty, token.count <= 64, token.allSatisfy(allowed.contains), FileManager.default.fileExists(atPath: file.path),
              !removeIfExpired(file, cutoff: Date().addingTimeInterval(-quota.lifetime)) else {
            throw DomainError.notFound(LocalizedText("error.upload.gone", ["lifetime": .localized(UploadQuota.describe(quota.lifetime))]))
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
        .tooLarge(LocalizedText("error.upload.quota_passed", [
            "limit": .text(ByteCount.text(Int(quota.maximumBytes))), "instanceLimit": .text(ByteCount.text(Int(quota.maximumInstanceBytes))),
            "keep": keep,
        ]))
    }

    /// "Import or leave them: each is removed 24 hours after it arrived."
    private var keep: LocalizedText.Slot {
        .localized(LocalizedText("error.upload.keep", ["lifetime": .localized(UploadQuota.describe(quota.lifetime))]))
    }

    private func folder(_ userID: Int64) -> URL {
        root.appendingPathComponent(String(userID), isDirectory: true)
    }
}
