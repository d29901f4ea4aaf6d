import Hummingbird
import RepbookCore

extension WebPages {
    /// The redirect after a sign-in (password, owner setup or identity provider): sets the session and remembered-device
    /// cookies and drops the anonymous CSRF cookie.
    func signedIn(_ signedIn: SessionService.SignedIn, flash: Flash?, to destination: String = "/") -> Response {
        var response = redirect(to: destination, flash: flash)
        response.setCookie(cookies.session(token: signedIn.cookieToken, expires: signedIn.session.expiresAt))
        response.setCookie(cookies.expired(CookieFactory.csrfName))
        response.setCookie(cookies.device(token: signedIn.deviceToken))
        return response
    }
}
