import Foundation
import RepbookCore

/// Where to go after signing in: a path on this server (with its query and fragment), never another site. A page that
/// needed a signed-in user sends its path as `/signin?next=`; the sign-in page's script adds the fragment, which
/// carries a shared plan (`/plans/import#plan=…`) and never reaches the server otherwise.
enum LocalRedirect {
    /// The longest `next` accepted; a shared plan's link fits many times over.
    static let maximumLength = 64 * 1024

    /// `raw` when it is a `LocalPath` of at most `maximumLength` bytes; else nil.
    static func path(_ raw: String?) -> String? {
        guard let raw, raw.utf8.count <= maximumLength else { return nil }
        return LocalPath(raw)?.text
    }

    /// `/signin`, with `next` naming `path` when it is worth returning to.
    static func signIn(returningTo path: String) -> String {
        guard path != "/", path != "/signin", let local = Self.path(path) else { return "/signin" }
        let allowed = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~/".unicodeScalars)
        let encoded = local.unicodeScalars.map { allowed.contains($0) ? String($0) : String(format: "%%%02X", $0.value) }.joined()
        return "/signin?next=" + encoded
    }
}
