import Logging
import RepbookCore

/// Logs refused sign-ins with the client address and the typed name, one line each, for fail2ban:
/// `sign-in refused: reason=wrong-password address=203.0.113.9 user="ana"`. The name is cut to 64 characters and
/// anything but printable ASCII, quotes and backslashes become `?`, so a name cannot forge a log line.
enum SignInLog {
    /// Logs `error` when it refused a sign-in as `username` from `address`; other errors are not sign-in failures.
    static func refused(_ error: any Error, username: String, address: String, logger: Logger) {
        guard let error = error as? DomainError else { return }
        let reason: String
        switch error {
        case .unauthenticated: reason = "wrong-password"
        case .rateLimited: reason = "throttled"
        case .forbidden: reason = "disabled"
        default: return
        }
        logger.warning("sign-in refused: reason=\(reason) address=\(address) user=\"\(printable(username))\"")
    }

    /// `name` safe to print between quotes on one log line.
    static func printable(_ name: String) -> String {
        String(String.UnicodeScalarView(name.unicodeScalars.prefix(64).map { scalar in
            (0x20..<0x7F).contains(scalar.value) && scalar != "\"" && scalar != "\\" ? scalar : "?"
        }))
    }
}
