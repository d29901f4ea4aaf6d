import Foundation

/// The language of the request being served, for the errors it answers: the request's `Accept-Language` until the
/// signed-in user is known, then the user's setting. Bound by the server around each request and by the CLI (English).
public final class RequestLanguage: @unchecked Sendable {
    /// The language of the request being served; nil outside one.
    @TaskLocal public static var current: RequestLanguage?

    private let localization: Localization
    private let acceptLanguage: String?
    private let lock = NSLock()
    private var choice = Localization.automatic

    /// A request asking for `acceptLanguage` (its header), answered from `localization`.
    public init(localization: Localization, acceptLanguage: String?) {
        self.localization = localization
        self.acceptLanguage = acceptLanguage
    }

    /// The language to answer in.
    public var localizer: Localizer {
        localization.localizer(choice: lock.withLock { choice }, acceptLanguage: acceptLanguage)
    }

    /// Answers in the signed-in user's stored choice (`auto` or a language tag) from now on.
    public func use(choice: String) {
        lock.withLock { self.choice = choice }
    }
}
