import Hummingbird
import RepbookCore

/// Where a browser signs in from, as sessions record it: the client address, the browser's description and its
/// remembered-device cookie.
enum SignInOrigin {
    /// The origin of `request`.
    static func of(_ request: Request, context: AppRequestContext) -> SessionService.Origin {
        SessionService.Origin(
            address: context.remoteAddress, device: DeviceDescription.of(userAgent: request.headers[.userAgent] ?? ""),
            deviceToken: request.cookies[CookieFactory.deviceName]?.value)
    }
}
