import Foundation
import Hummingbird
import RepbookCore

/// Files uploaded for an import and kept until the lifter confirms it: one owner-only folder per user under the data
/// folder's `uploads`, each file named by a random token. A token of another user, or a made-up one, is simply not found.
struct PendingUploads: Sendable {
    /// The folder holding every user's pending uploads.
    let root: URL

    /// How long an unconfirmed upload is kept.
    static let lifetime: TimeInterval = 24 * 60 * 60

    /// Streams the body of `request` (at most `limit` bytes) into a new pending file of the user; answers its token.
    func receive(_ request: Request, userID: Int64, limit: Int64) async throws -> String {
        purgeStale(userID: userID)
        let token = SecretToken.generate()
        _ = try await UploadedFile.receive(request, limit: limit, into: folder(userID), name: token)
        return token
    }

    /// The pending file of `token`, or not found.
    func file(_ token: String, userID: Int64) throws -> URL {
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        let file = folder(userID).appendingPathComponent(token)
        guard !token.isEmpty, token.count <= 64, token.allSatisfy(allowed.contains), FileManager.default.fileExists(atPath: file.path) else {
            throw DomainError.notFound("This upload is gone: it was imported already or is more than a day old. Choose the file again.")
        }
        return file
    }

    /// Removes the pending file of `token`, if there is one.
    func discard(_ token: String, userID: Int64) {
        if let file = try? file(token, userID: userID) { try? FileManager.default.removeItem(at: file) }
    }

    /// Removes the user's uploads older than `lifetime`.
    private func purgeStale(userID: Int64) {
        let manager = FileManager.default
        let folder = folder(userID)
        guard let names = try? manager.contentsOfDirectory(atPath: folder.path) else { return }
        let cutoff = Date().addingTimeInterval(-Self.lifetime)
        for name in names {
            let file = folder.appendingPathComponent(name)
            if let modified = (try? manager.attributesOfItem(atPath: file.path))?[.modificationDate] as? Date, modified < cutoff {
                try? manager.removeItem(at: file)
            }
        }
    }

    private func folder(_ userID: Int64) -> URL {
        root.appendingPathComponent(String(userID), isDirectory: true)
    }
}
