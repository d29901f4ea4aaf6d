import Foundation
import Hummingbird
import RepbookCore

/// Makes Repbook's cookies with the same safe attributes: HttpOnly, SameSite=Lax, Path=/, Secure behind https.
struct CookieFactory: Sendable {
    static let sessionName = "repbook_session"
    static let csrfName = "repbook_csrf"
    static let flashName = "repbook_flash"
    static let deviceName = "repbook_device"
    static let providerSignInName = "repbook_oidc"

    let secure: Bool

    /// The session cookie, expiring with the session.
    func session(token: String, expires: Date) -> Cookie {
        make(Self.sessionName, token, maxAge: max(Int(expires.timeIntervalSinceNow), 0))
    }

    /// The remembered-device cookie: a browser that signed in to an account before keeps passing the sign-in throttle
    /// on its own count while the account is under attack. It lasts 400 days, the most browsers keep a cookie.
    func device(token: String) -> Cookie {
        make(Self.deviceName, token, maxAge: 400 * 24 * 60 * 60)
    }

    /// The anonymous CSRF cookie for the sign-in and setup forms.
    func csrf(token: String) -> Cookie {
        make(Self.csrfName, token, maxAge: 2 * 60 * 60)
    }

    /// The sign-in on its way through the OpenID Connect provider (`PendingProviderSignIn`).
    func providerSignIn(_ value: String) -> Cookie {
        make(Self.providerSignInName, value, maxAge: PendingProviderSignIn.lifetime)
    }

    /// A one-time message for the next page.
    func flash(_ flash: Flash) -> Cookie {
        make(
            Self.flashName, flash.kind.rawValue + ":" + (flash.message.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""), maxAge: 60
        )
    }

    /// A cookie that deletes `name` in the browser.
    func expired(_ name: String) -> Cookie {
        make(name, "", maxAge: 0)
    }

    /// Reads the flash cookie of a request.
    static func flash(from request: Request) -> Flash? {
        guard let raw = request.cookies[flashName]?.value, let colon = raw.firstIndex(of: ":"),
              let kind = Flash.Kind(rawValue: String(raw[..<colon])),
              let message = String(raw[raw.index(after: colon)...]).removingPercentEncoding, !message.isEmpty else { return nil }
        return Flash(kind, message)
    }

    private func make(_ name: String, _ value: String, maxAge: Int) -> Cookie {
        Cookie(name: name, value: value, maxAge: maxAge, path: "/", secure: secure, httpOnly: true, sameSite: .lax)
    }
}
