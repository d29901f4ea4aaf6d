import Foundation
import HTTPTypes
import HummingbirdTesting
import NIOCore
import Testing
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A small HTTP client for tests: keeps cookies, never follows redirects, reads forms' CSRF tokens. Sends through the
/// router test framework's client when the server runs in process, else over HTTP with URLSession.
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
        var errorMessage: String? { (json["error"] as? [String: Any])?["message"] as? String }

        /// The value of the first hidden `_csrf` input on the page.
        var csrfToken: String? {
            guard let range = body.range(of: "name=\"_csrf\" value=\"") else { return nil }
            let rest = body[range.upperBound...]
            return rest.firstIndex(of: "\"").map { String(rest[..<$0]) }
        }
    }

    /// A response's status, headers (lower-cased names, repeated ones joined by ", "), cookies set and exact bytes.
    struct Transfer {
        let status: Int
        let headers: [String: String]
        let setCookies: [String]
        let data: Data
    }

    let baseURL: URL
    var cookies: [String: String] = [:]
    private let router: (any TestClientProtocol)?
    private let session: URLSession
    private let delegate = NoRedirects()

    init(baseURL: URL, router: (any TestClientProtocol)? = nil) {
        self.baseURL = baseURL
        self.router = router
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
        let reply = try await transfer(method, path, body: body, headers: headers)
        return Reply(status: reply.status, headers: reply.headers, setCookies: reply.setCookies, body: String(decoding: reply.data, as: UTF8.self))
    }

    /// Sends `method path` with this client's cookies (then keeps the ones the answer sets) and answers the exact bytes;
    /// `stream` sends the body without a declared length, which only a live server can be sent.
    func transfer(_ method: String, _ path: String, body: Data?, headers: [String: String], stream: Bool = false) async throws -> Transfer {
        var headers = headers
        if !cookies.isEmpty { headers["Cookie"] = cookies.map { "\($0.key)=\($0.value)" }.joined(separator: "; ") }
        let reply: Transfer
        if let router {
            guard !stream else { throw Failure(description: "a streamed body needs a live server: TestServer.run(.live)") }
            reply = try await Self.transfer(through: router, method, path, body: body, headers: headers)
        } else {
            reply = try await transfer(overHTTP: method, path, body: body, headers: headers, stream: stream)
        }
        for cookie in reply.setCookies {
            let pair = cookie.split(separator: ";", maxSplits: 1)[0].split(separator: "=", maxSplits: 1)
            let name = String(pair[0]).trimmingCharacters(in: .whitespaces)
            let value = pair.count > 1 ? String(pair[1]) : ""
            if value.isEmpty || cookie.contains("Max-Age=0") { cookies[name] = nil } else { cookies[name] = value }
        }
        return reply
    }

    /// One request straight to the in-process router; headers as URLSession would send them (`Accept: */*` unless given).
    private static func transfer(
        through router: any TestClientProtocol, _ method: String, _ path: String, body: Data?, headers: [String: String]
    ) async throws -> Transfer {
        guard let httpMethod = HTTPRequest.Method(method) else { throw Failure(description: "bad method \(method)") }
        var fields = HTTPFields()
        for (name, value) in headers {
            guard let field = HTTPField.Name(name) else { throw Failure(description: "bad header name \(name)") }
            fields[field] = value
        }
        if fields[.accept] == nil { fields[.accept] = "*/*" }
        let uri = Self.pathAndQuery(path)
        let response = try await router.executeRequest(
            uri: uri, method: httpMethod, headers: fields, body: body.map { ByteBuffer(bytes: $0) })
        var headerMap: [String: String] = [:]
        for field in response.headers {
            let name = field.name.canonicalName
            headerMap[name] = headerMap[name].map { "\($0), \(field.value)" } ?? field.value
        }
        return Transfer(
            status: response.status.code, headers: headerMap, setCookies: response.headers[values: .setCookie],
            data: Data(response.body.readableBytesView))
    }

    /// The path and query of `path`, which may also be an absolute URL (a `Location` header's), kept as sent.
    private static func pathAndQuery(_ path: String) -> String {
        guard path.hasPrefix("http://") || path.hasPrefix("https://") else { return path }
        let afterScheme = path[path.index(path.firstIndex(of: ":")!, offsetBy: 3)...]
        return afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? "/"
    }

    /// One request over HTTP to the live server.
    private func transfer(overHTTP method: String, _ path: String, body: Data?, headers: [String: String], stream: Bool) async throws -> Transfer {
        var request = URLRequest(url: URL(string: path, relativeTo: baseURL)!)
        request.httpMethod = method
        if let body {
            if stream { request.httpBodyStream = InputStream(data: body) } else { request.httpBody = body }
        }
        request.cachePolicy = .reloadIgnoringLocalCacheData
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        guard let http = response as? HTTPURLResponse else { throw Failure(description: "no HTTP response") }
        var headerMap: [String: String] = [:]
        for (key, value) in http.allHeaderFields {
            headerMap[String(describing: key).lowercased()] = String(describing: value)
        }
        return Transfer(status: http.statusCode, headers: headerMap, setCookies: Self.splitSetCookie(headerMap["set-cookie"]), data: data)
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
