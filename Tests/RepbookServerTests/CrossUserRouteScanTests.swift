import Foundation
import Hummingbird
import Logging
@testable import RepbookServer
import Testing

/// User B tries user A's ids on every route the router serves, with a token on the API and a session cookie on the
/// pages, every method: each answer is a 404 with nothing of A's in it, and A's data is unchanged. The routes come
/// from the router itself and are checked against openapi.yaml, so a route added next month without a case here fails.
@Suite("Cross-user scan of every route")
struct CrossUserRouteScanTests {
    /// A marker in every name and note of A's, so any leak into B's answers shows.
    static let marker = "ZQXA"

    /// The routes the application serves, as "METHOD /path/{capture}".
    static func routeTable() async throws -> [(method: String, path: String)] {
        let configuration = ServerConfiguration(
            host: "127.0.0.1", port: 0, dataDirectory: try TestServer.makeTemporaryDirectory(), bcryptCost: 4)
        let (services, _, metrics) = try await makeServices(configuration)
        let router = try await buildRouter(configuration, services: services, metrics: metrics, logger: Logger(label: "scan"))
        return router.routes.map { (method: $0.method.rawValue, path: "\($0.path)") }
    }

    /// The operations openapi.yaml documents, as "METHOD /path/{param}".
    static func documentedOperations() throws -> Set<String> {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RepbookServer/Resources/openapi.yaml")
        var operations: Set<String> = []
        var path: String?
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  /"), line.hasSuffix(":"), !line.hasPrefix("   ") {
                path = String(line.dropFirst(2).dropLast())
            } else if let current = path, let method = ["get", "post", "put", "patch", "delete"].first(where: { line == "    \($0):" }) {
                operations.insert("\(method.uppercased()) \(current)")
            } else if !line.hasPrefix(" "), !line.isEmpty {
                path = nil
            }
        }
        return operations
    }

    @Test("Every API route is documented in openapi.yaml and every documented operation is served")
    func routesMatchTheDocument() async throws {
        // The document serves itself at /api/openapi.yaml and documents /healthz and /metrics.
        let served = Set(
            try await Self.routeTable().filter { $0.path.hasPrefix("/api/v1/") || ["/healthz", "/metrics"].contains($0.path) }.map {
                "\($0.method) \($0.path)"
            })
        let documented = try Self.documentedOperations()
        #expect(documented.count > 50)
        #expect(served.subtracting(documented).sorted() == [], "served but not documented")
        #expect(documented.subtracting(served).sorted() == [], "documented but not served")
    }

    /// A's objects, by the kind of id a route captures.
    struct Seeded {
        var ids: [String: String] = [:]
    }

    /// Which of A's objects a capture in `path` names; nil when the route has no case (which fails the scan).
    static func kind(of capture: String, in path: String) -> String? {
        switch capture {
        case "workoutExerciseId", "entry": return "entry"
        case "setId", "set": return "set"
        case "line": return "quickLogLine"
        case "date": return "date"
        case "format": return "format"
        case "slug": return "slug"
        case "measure": return "measure"
        case "token":
            if path.contains("/data/history/") { return "historyUpload" }
            if path.contains("/data/archive/") { return "archiveUpload" }
            if path.contains("/import/csv/") { return "csvUpload" }
            if path.contains("/import/health/") { return "healthUpload" }
            return nil
        case "id":
            let rules: [(String, String)] = [
                ("/programs/", "program"),
                ("/api/v1/exercises/", "exercise"), ("/library/", "exercise"), ("/api/v1/templates/", "template"), ("/templates/", "template"),
                ("/api/v1/splits/", "split"), ("/splits/", "split"), ("/api/v1/workouts/", "activeWorkout"), ("/history/", "finishedWorkout"),
                ("/api/v1/photos/", "photo"), ("/body/photos/", "photo"), ("/api/v1/auth/tokens/", "token"), ("/settings/tokens/", "token"),
                ("/api/v1/auth/sessions/", "session"), ("/settings/sessions/", "session"), ("/settings/users/", "user"),
                ("/api/v1/journal/tags/", "tag"), ("/body/day/tags/", "tag"), ("/body/journal/tags/", "tag"),
                ("/api/v1/supplements/", "supplement"), ("/body/day/supplements/", "supplement"), ("/body/supplements/", "supplement"),
                ("/api/v1/programs/", "program"),
            ]
            return rules.first { path.hasPrefix($0.0) }?.1
        default:
            return nil
        }
    }

    /// Creates A's objects of every kind and answers their ids.
    static func seedA(_ a: TestClient, token: String) async throws -> Seeded {
        var seeded = Seeded()
        func api(_ method: String, _ path: String, _ body: String) async throws -> [String: Any] {
            let reply = try await a.json(method, "/api/v1" + path, body: body.isEmpty ? nil : body, token: token)
            #expect((200..<300).contains(reply.status), "seeding \(method) \(path): \(reply.status) \(reply.body.prefix(200))")
            return reply.json
        }
        let exercise = try await api(
            "POST", "/exercises", #"{"name": "\#(marker) Press", "category": "chest", "kind": "weight_reps", "notes": "\#(marker) notes"}"#)
        let exerciseID = try #require(exercise["id"] as? Int)
        seeded.ids["exercise"] = "\(exerciseID)"
        let template = try await api(
            "POST", "/templates",
            #"{"name": "\#(marker) Day", "notes": "\#(marker)", "exercises": [{"exerciseId": \#(exerciseID), "sets": 2, "reps": 5}]}"#)
        let templateID = try #require(template["id"] as? Int)
        seeded.ids["template"] = "\(templateID)"
        let split = try await api(
            "POST", "/splits", #"{"name": "\#(marker) Split", "schedule": "rotation", "advance": "calendar", "days": [\#(templateID), null]}"#)
        seeded.ids["split"] = "\(try #require(split["id"] as? Int))"
        let program = try await api("POST", "/programs", """
            {"from": "531-bbb", "trainingMaxes": [{"lift": "squat", "weightKg": 100}, {"lift": "bench-press", "weightKg": 80},
             {"lift": "deadlift", "weightKg": 120}, {"lift": "overhead-press", "weightKg": 50}]}
            """)
        seeded.ids["program"] = "\(try #require(program["id"] as? Int))"
        _ = try await api("POST", "/exercises/\(exerciseID)/log", #"{"date": "2026-10-01", "weightKg": 100, "reps": 5, "sets": 2}"#)
        let logDays = try #require(try await api("GET", "/exercises/\(exerciseID)/log", "")["days"] as? [[String: Any]])
        seeded.ids["quickLogLine"] = "\(try #require((logDays.first?["quickLog"] as? [[String: Any]])?.first?["id"] as? Int))"
        let finished = try #require((try await api("GET", "/workouts", "")["workouts"] as? [[String: Any]])?.first?["id"] as? Int)
        seeded.ids["finishedWorkout"] = "\(finished)"
        let active = try await api("POST", "/workouts", #"{"name": "\#(marker) Session"}"#)
        let activeID = try #require(active["id"] as? Int)
        seeded.ids["activeWorkout"] = "\(activeID)"
        let entry = try await api("POST", "/workouts/\(activeID)/exercises", #"{"exerciseId": \#(exerciseID)}"#)
        let entryID = try #require(entry["id"] as? Int)
        seeded.ids["entry"] = "\(entryID)"
        let set = try await api(
            "POST", "/workouts/\(activeID)/exercises/\(entryID)/sets", #"{"weight": 100, "unit": "kg", "reps": 5, "note": "\#(marker)"}"#)
        seeded.ids["set"] = "\(try #require((set["set"] as? [String: Any])?["id"] as? Int))"
        _ = try await api("PUT", "/weights/2026-10-01", #"{"weightKg": 80.5}"#)
        let tag = try await api("POST", "/journal/tags", #"{"name": "\#(marker) tag"}"#)
        seeded.ids["tag"] = "\(try #require(tag["id"] as? Int))"
        _ = try await api("PUT", "/journal/2026-10-01", #"{"tags": ["\#(marker) tag"], "note": "\#(marker) journal"}"#)
        let supplement = try await api("POST", "/supplements", #"{"name": "\#(marker) Caffeine", "dose": "200 mg", "stack": "morning"}"#)
        seeded.ids["supplement"] = "\(try #require(supplement["id"] as? Int))"
        let measure = try await api("POST", "/measurements", #"{"name": "\#(marker) wrist"}"#)
        let measureKey = try #require(measure["key"] as? String)
        seeded.ids["measure"] = measureKey
        _ = try await api("PUT", "/measurements/\(measureKey)/2026-10-01", #"{"value": 17}"#)
        _ = try await api("PUT", "/measurements/waist/2026-10-01", #"{"value": 80}"#)
        let photo = try await a.uploadPhoto(
            PhotoSamples.png, query: "date=2026-10-01&angle=front&note=\(marker)", token: token, contentType: "image/png")
        #expect(photo.status == 201, "seeding a photo: \(photo.body)")
        seeded.ids["photo"] = "\(try #require(photo.json["id"] as? Int))"
        let tokens = try await api("GET", "/auth/tokens", "")
        seeded.ids["token"] = "\(try #require((tokens["tokens"] as? [[String: Any]])?.first?["id"] as? Int))"
        let sessions = try await api("GET", "/auth/sessions", "")
        seeded.ids["session"] = "\(try #require((sessions["sessions"] as? [[String: Any]])?.first?["id"] as? Int))"
        seeded.ids["user"] = "\(try #require(try await api("GET", "/me", "")["id"] as? Int))"
        seeded.ids["date"] = "2026-10-01"
        seeded.ids["format"] = "json"
        seeded.ids["slug"] = "531-bbb"
        // Pending uploads, one of each kind, through the pages.
        let csrf = try #require(try await a.get("/settings").csrfToken)
        let uploads: [(String, String, String, String)] = [
            (
                "historyUpload", "/settings/data/history?format=strong&name=a.csv", "text/csv",
                "Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n"
                    + "2026-09-01 10:00:00,\"\(marker)\",1h,\"Bench Press (Barbell)\",1,60,5,0,0,,,\n"
            ),
            ("archiveUpload", "/settings/data/archive?name=a.json", "application/json", "{\"format\": \"repbook-archive\", \"note\": \"\(marker)\"}"),
            ("csvUpload", "/body/weight/import/csv?name=a.csv", "text/csv", "date,weight\n2026-09-02,81.5\n"),
            (
                "healthUpload", "/body/weight/import/health?name=export.xml", "text/xml",
                "<?xml version=\"1.0\"?>\n<HealthData locale=\"en\">"
                    + "<Record type=\"HKQuantityTypeIdentifierBodyMass\" unit=\"kg\" value=\"80\" startDate=\"2026-09-03 07:00:00 +0000\"/>"
                    + "</HealthData>\n"
            ),
        ]
        for (kind, path, type, body) in uploads {
            let reply = try await a.send(
                "POST", path, body: Data(body.utf8), headers: ["X-CSRF-Token": csrf, "X-Requested-With": "fetch", "Content-Type": type])
            if let location = reply.json["location"] as? String {
                seeded.ids[kind] = String(location.split(separator: "?")[0].split(separator: "/").last!)
            } else {
                Issue.record("seeding \(kind): \(reply.status) \(reply.body.prefix(300))")
            }
        }
        return seeded
    }

    /// A's whole archive without the moment it was made, to compare before and after.
    static func archive(of client: TestClient, token: String) async throws -> NSDictionary {
        let data = try await client.binary("GET", "/api/v1/export.json", headers: ["Authorization": "Bearer \(token)"]).data
        var json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        json["exportedAt"] = nil
        return json as NSDictionary
    }

    /// The body B sends with a method: enough fields for validation to pass, so the answer is about the id.
    static func body(for method: String, path: String, csrf: String) -> (Data?, [String: String]) {
        guard method != "GET", method != "HEAD" else { return (nil, [:]) }
        if path.hasPrefix("/api/") {
            let json =
                #"{"name": "B thing", "weight": 50, "unit": "kg", "reps": 5, "done": true, "notes": "b", "note": "b", "exerciseId": 1, "#
                    + #""hidden": false, "taken": true, "weightKg": 70, "tags": [], "category": "legs", "kind": "weight_reps", "exercises": [], "#
                    + #""schedule": "weekly", "days": [null, null, null, null, null, null, null], "adjustSeconds": 15}"#
            return (Data(json.utf8), ["Content-Type": "application/json"])
        }
        // Each form's own action, so the answer is about the id and not about an unknown action.
        let action = path.hasPrefix("/body/journal/tags/") ? "hide" : path.hasPrefix("/body/supplements/") ? "retire" : "up"
        let form =
            "_csrf=\(csrf)&action=\(action)&value=1&weight=50&reps=5&done=1&name=B+thing&notes=b&note=b"
                + "&category=legs&kind=weight_reps&date=2026-10-01&sets=1&taken=1&on=1&stack=morning&dose=1&confirm=1&step=import"
                + "&custom_name=B&start_date=2026-10-01&schedule=weekly"
        // As the page's script sends it, so a refusal answers its status instead of a redirect with a message.
        return (Data(form.utf8), ["Content-Type": "application/x-www-form-urlencoded", "X-CSRF-Token": csrf, "X-Requested-With": "fetch"])
    }

    @Test("B gets 404 for every route given A's ids, with a token and with a cookie; nothing of A's leaks; A's data stays")
    func scan() async throws {
        let routes = try await Self.routeTable()
        try await TestServer.run { server in
            let a = server.client()
            try await a.setUpOwner(username: "ana")
            let aToken = try await a.token(username: "ana", password: "correct horse")
            try await a.addUser("ben", password: "bens horse")
            let seeded = try await Self.seedA(a, token: aToken)
            let before = try await Self.archive(of: a, token: aToken)

            let b = server.client()
            #expect(try await b.signIn(username: "ben", password: "bens horse").status == 303)
            let bToken = try await b.token(username: "ben", password: "bens horse")
            let bCSRF = try #require(try await b.get("/settings").csrfToken)
            _ = try await b.json("POST", "/api/v1/workouts", body: "{}", token: bToken)

            var scanned = 0
            var unexpected: [String] = []
            var statuses: [Int: Int] = [:]
            for route in routes {
                let captures = route.path.matches(of: /\{([A-Za-z]+)\}/).map { String($0.1) }
                guard !captures.isEmpty else { continue }
                var path = route.path
                var ownedByB = false
                for capture in captures {
                    guard let kind = Self.kind(of: capture, in: route.path), let id = seeded.ids[kind] else {
                        Issue.record("no case for \(route.method) \(route.path) (capture {\(capture)})")
                        continue
                    }
                    // A date, an export format or a library program names B's own data (or everyone's), not A's.
                    if kind == "date" || kind == "format" || kind == "slug" { ownedByB = true }
                    path = path.replacingOccurrences(of: "{\(capture)}", with: id)
                }
                let (body, headers) = Self.body(for: route.method, path: route.path, csrf: bCSRF)
                var sent = headers
                if route.path.hasPrefix("/api/") { sent["Authorization"] = "Bearer \(bToken)" }
                let reply = try await b.send(route.method, path, body: body, headers: sent)
                let text = reply.body
                scanned += 1
                statuses[reply.status, default: 0] += 1
                #expect(!text.contains(Self.marker), "\(route.method) \(path) answered something of A's")
                #expect(reply.status < 500, "\(route.method) \(path): \(reply.status)")
                if !ownedByB, reply.status != 404 {
                    unexpected.append("\(route.method) \(path): \(reply.status) \(text.prefix(160))")
                }
            }
            #expect(scanned > 80)
            #expect(unexpected.isEmpty, "not 404:\n\(unexpected.joined(separator: "\n"))")
            let after = try await Self.archive(of: a, token: aToken)
            #expect(after == before, "A's data changed")
            print("cross-user scan: \(scanned) requests, statuses \(statuses.sorted { $0.key < $1.key })")
        }
    }
}
