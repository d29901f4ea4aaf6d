import HTTPTypes
import Hummingbird

/// Requests sent by the page's own script (`X-Requested-With: fetch`): answered with JSON instead of redirects.
enum FetchRequest {
    static let header = HTTPField.Name("X-Requested-With")!

    /// Whether the page's script sent the request.
    static func isFetch(_ request: Request) -> Bool {
        request.headers[header] == "fetch"
    }
}
