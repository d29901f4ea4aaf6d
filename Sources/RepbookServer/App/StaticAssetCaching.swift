import Hummingbird

/// How browsers may cache `/static/*`. Asset URLs carry no version, so a copy is fresh for an hour and then revalidated:
/// the `FileMiddleware` answers `If-None-Match` with its ETag (modification time and size) as `304 Not Modified`, so
/// after an upgrade a browser runs old CSS or JavaScript for at most an hour and afterwards downloads only what changed.
enum StaticAssetCaching {
    /// Seconds a cached asset is used without asking the server.
    static let maxAgeSeconds = 3600

    /// The `Cache-Control` of every static file, whatever its type.
    static let cacheControl = CacheControl([
        (MediaType(type: .any), [.public, .maxAge(maxAgeSeconds), .mustRevalidate]),
    ])
}
