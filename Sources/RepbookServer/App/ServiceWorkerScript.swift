import Foundation
import HTTPTypes
import Hummingbird
import NIOCore
import RepbookBuildInfo

/// `GET /sw.js`: the service worker (`static/sw.js`) with this build's version written into its cache names, served
/// from the root so its scope is the whole site, and never kept by the HTTP cache, so an upgrade is seen on the next
/// load and its new caches replace the old ones.
enum ServiceWorkerScript {
    /// What names this build's caches: the release and the commit.
    static var buildVersion: String { "\(RepbookVersion.number)-\(BuildInfo.commit)" }

    /// The script with `__BUILD_VERSION__` replaced.
    static func response() -> Response {
        let source = EmbeddedResources.files["static/sw.js"]?.text ?? ""
        let text = source.replacingOccurrences(of: "__BUILD_VERSION__", with: buildVersion)
        return Response(
            status: .ok,
            headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-cache", HTTPField.Name("Service-Worker-Allowed")!: "/"],
            body: .init(byteBuffer: ByteBuffer(string: text)))
    }
}
