import Foundation
import Hummingbird

/// The answer to an upload from the page's script: where its preview is, carrying on the upload's chosen options.
struct UploadedJSON: ResponseEncodable {
    let location: String

    /// The preview at `path`, with those query parameters of `request` that are named in `keeping`.
    init(preview path: String, keeping names: Set<String>, of request: Request) {
        var components = URLComponents()
        components.path = path
        let items = request.uri.queryParameters.map { URLQueryItem(name: String($0.key), value: String($0.value)) }
            .filter { names.contains($0.name) }
        components.queryItems = items.isEmpty ? nil : items
        location = components.string ?? path
    }
}
