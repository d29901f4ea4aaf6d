import Foundation
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A small HTTP client for tests: keeps cookies, never follows redirects, reads forms' CSRF tokens.
final class TestClient: @unchecked Sendable {
    struct Failure: Error, CustomStringConvertible { let description: String }

    /// A response's status, headers and body text.
    struct Reply {
        let status: Int
        let headers: [String: String]
        let setCookies: [String]
        let body: String

        var location: String? { headers["location"] }
        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:] }
        var errorCode: String? { (json["error"] as? [String: Any])?["code"] as? String }
        var errorField: String? { (json["error"] as? [String: Any])?["field"] as? String }

        /// The value of the first hidden `_csrf` input on the page.
        var csrfToken: String? {
            guard let range = body.range(of: "name=\"_csrf\" value=\"") else { return nil }
            let rest = body[range.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    let baseURL: URL
    var cookies: [String: String] = [:]
    private let session: URLSession
    private let delegate = NoRedirects()

    init(baseURL: URL) {
        self.baseURL = baseURL
        let configuration = URLSessionConfiguration.ephemeral
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        self.session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
    }

    func get(_ path: String, headers: [String: String] = [:]) async throws -> Reply {
        try await send("GET", path, body: nil, headers: headers)
    }

    /// Posts a urlencoded form.
    func post(_ path: String, form: [String: String], headers: [String: String] = [:]) async throws -> Reply {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        let body = form.map { "\($0.key)=\($0.value.addingPercentEncoding(withAllowedCharacters: allowed)!)" }.joined(separator: "&")
        return try await send(
            "POST", path, body: Data(body.utf8), headers: headers.merging(["Content-Type": "application/x-www-form-urlencoded"]) { $1 })
    }

    /// Sends a JSON body (or raw text) with an optional bearer token.
    func json(_ method: String, _ path: String, body: String? = nil, token: String? = nil) async throws -> Reply {
        var headers = ["Content-Type": "application/json"]
        if let token { headers["Authorization"] = "Bearer \(token)" }
        return try await send(method, path, body: body.map { Data($0.utf8) }, headers: headers)
    }

    func send(_ method: String, _ path: String, body: Data?, headers: [String: String]) async throws -> Reply {
        var request = URLRequest(url: URL(string: path, relativeTo: baseURL)!)
        request.httpMethod = method
        request.httpBody = body
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        if !cookies.isEmpty {
            request.setValue(cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; "), forHTTPHeaderField: "Cookie")
        }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw Failure(description: "no HTTP response") }
        var headerMap: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            headerMap[String(describing: key).lowercased()] = String(describing: value)
        }
        let setCookies = Self.splitSetCookie(headerMap["set-cookie"])
        for cookie in setCookies {
            let pair = cookie.split(separator: ";", maxSplits: 1)[0].split(separator: "=", maxSplits: 1)
            let name = String(pair[0]).trimmingCharacters(in: .whitespaces)
            let value = pair.count > 1 ? String(pair[1]) : ""
            if value.isEmpty || cookie.contains("Max-Age=0") { cookies[name] = nil } else { cookies[name] = value }
        }
        return Reply(status: http.statusCode, headers: headerMap, setCookies: setCookies, body: String(decoding: data, as: UTF8.self))
    }

    /// Splits a folded Set-Cookie header ("a=1; Path=/, b=2; ...") into cookies.
    private static func splitSetCookie(_ header: String?) -> [String] {
        guard let header else { return [] }
        var result: [String] = []
        for part in header.components(separatedBy: ", ") {
            let head = part.split(separator: ";", maxSplits: 1).first ?? ""
            if head.contains("="), !head.contains(" ") { result.append(part) } else if !result.isEmpty { result[result.count - 1] += ", " + part }
        }
        return result
    }

    /// Creates the owner through the setup page and keeps the session cookie.
    func setUpOwner(username: String = "lifter", password: String = "correct horse") async throws {
        let page = try await get("/setup")
        let reply = try await post("/setup", form: [
            "_csrf": try #require(page.csrfToken), "username": username, "password": password, "password_confirm": password,
            "time_zone": "Europe/Berlin",
        ])
        #expect(reply.status == 303)
        #expect(cookies["repbook_session"] != nil)
    }

    /// Signs in through the form.
    func signIn(username: String, password: String) async throws -> Reply {
        let page = try await get("/signin")
        return try await post("/signin", form: ["_csrf": try #require(page.csrfToken), "username": username, "password": password])
    }

    /// A bearer token from the API.
    func token(username: String, password: String) async throws -> String {
        let reply = try await json("POST", "/api/v1/auth/token", body: #"{"username": "\#(username)", "password": "\#(password)"}"#)
        #expect(reply.status == 201)
        return try #require(reply.json["token"] as? String)
    }
}

/// Keeps URLSession from following redirects, so tests see the 303s.
private final class NoRedirects: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}
