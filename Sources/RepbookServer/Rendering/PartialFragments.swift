import Foundation
import Mustache

/// Renders `PartialFragment`s with one language's templates, each distinct fragment once: the HTML is remembered by the
/// language and the fragment's whole content (`RenderedFragmentCache`), so an equal fragment renders equal HTML.
struct PartialFragments: Sendable {
    let language: String
    let library: MustacheLibrary

    /// The fragments shown lately, by language and content.
    static let cache = RenderedFragmentCache<Key>(capacity: 512)

    /// The fragment's HTML, rendered only when it was not shown lately in this language; a partial that is missing (a
    /// broken install) renders as nothing.
    func html(_ fragment: any PartialFragment) -> String {
        Self.cache.html(for: Key(language: language, fragment: AnyHashable(fragment))) { _ in
            library.render(MustacheValues.reflected(fragment, fragments: self), withTemplate: type(of: fragment).partial) ?? ""
        }
    }

    /// A fragment with the language it is shown in; the fragment is `Sendable` (`PartialFragment` requires it).
    struct Key: Hashable, @unchecked Sendable {
        let language: String
        let fragment: AnyHashable
    }
}
