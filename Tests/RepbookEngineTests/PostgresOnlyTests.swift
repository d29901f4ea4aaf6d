import Foundation
import Logging
import PostgresNIO
import RepbookCore
@testable import RepbookPostgres
import Testing

@Suite("PostgreSQL store: migrations, several servers, refusals")
struct PostgresOnlyTests {
    @Test("Migrations are applied once, in order, also by two servers starting at once; a newer database is refused")
    func migrations() async throws {
        try await TestDatabase.with(.postgres, schema: .empty) { database in
            async let first = database.open()
            async let second = database.open()
            let stores = [try await first, try await second]
            let store = try #require(stores[0] as? PostgresStore)
            #expect(try await store.appliedMigrations() == PostgresMigrations.all.map(\.name))
            #expect(try await store.appliedMigrations() == [
                "pg1-accounts", "pg1-exercise-library", "pg1-starter-lists", "pg2-journal", "pg2-supplements", "pg2-body-weight",
                "pg2-body-measurements", "pg3-training", "pg4-server", "pg5-upload-reservations",
                "pg6-oidc-identities", "pg7-programs", "pg8-effort-scale", "pg9-user-language", "pg10-program-reason-keys",
            ])
            try await store.write { connection in
                try await connection.run("INSERT INTO repbook_migration (name) VALUES ('pg99-from-the-future')", logger: store.logger)
            }
            await #expect(throws: NewerPostgresSchemaError.self) { _ = try await database.open() }
        }
    }

    @Test("A new account gets the starter journal tags and supplements in its own transaction")
    func starterLists() async throws {
        try await TestDatabase.with(.postgres) { database in
            let store = try #require(try await database.open() as? PostgresStore)
            let services = EngineServices(store: store)
            let ana = try await services.accounts.addUser(username: "ana", password: "correct horse", timeZoneIdentifier: "Pacific/Kiritimati")
            let tags = try await store.single { connection in
                try await connection.all("SELECT name FROM journal_tag WHERE user_id = \(ana.id) ORDER BY position", logger: store.logger) {
                    try $0.decode(String.self)
                }
            }
            #expect(tags == StarterJournalTags.names)
            let supplements = try await store.single { connection in
                try await connection.all(
                    "SELECT name, stack, position, start_date FROM supplement WHERE user_id = \(ana.id) ORDER BY stack DESC, position",
                    logger: store.logger
                ) { row in
                    let (name, stack, position, day) = try row.decode((String, String, Int, PostgresDay).self)
                    return "\(stack) \(position) \(name) \(day.day)"
                }
            }
            let today = LocalDate(Date(), in: TimeZone(identifier: "Pacific/Kiritimati")!)
            var positions: [SupplementStack: Int] = [:]
            let expected = StarterSupplements.drafts.map { draft in
                defer { positions[draft.stack, default: 0] += 1 }
                return "\(draft.stack.rawValue) \(positions[draft.stack, default: 0]) \(draft.name) \(today)"
            }
            #expect(supplements.sorted() == expected.sorted())
        }
    }

    @Test("Servers setting up the owner at once make exactly one owner; every other attempt is told the owner exists")
    func oneOwner() async throws {
        try await TestDatabase.with(.postgres) { database in
            let stores = [try await database.open(), try await database.open()]
            let outcomes = await withTaskGroup(of: Result<User, any Error>.self) { group in
                for index in 0..<8 {
                    group.addTask {
                        let newUser = NewUser(
                            username: "owner\(index)", passwordHash: "hash", settings: .defaults(), library: StarterLibrary.exercises,
                            mustBeFirst: true)
                        do { return .success(try await stores[index % 2].createUser(newUser)) } catch { return .failure(error) }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            let owners = outcomes.compactMap { try? $0.get() }
            #expect(owners.count == 1 && owners.allSatisfy(\.isOwner))
            for case .failure(let error) in outcomes {
                #expect(error as? DomainError == .forbidden(LocalizedText("error.owner_account_already_exists")), "\(String(reflecting: error))")
            }
            #expect(try await stores[0].allUsers().count == 1)
        }
    }

    @Test(
        "A day is stored as a date and read back as the same day", arguments: ["0001-01-01", "1969-12-31", "2000-01-01", "2026-02-28", "9999-12-31"])
    func days(text: String) async throws {
        try await TestDatabase.with(.postgres) { database in
            let store = try #require(try await database.open() as? PostgresStore)
            let day = try #require(LocalDate(text))
            let (asText, back) = try #require(try await store.single { connection in
                try await connection.first("SELECT \(PostgresDay(day))::text, \(PostgresDay(day))", logger: store.logger) {
                    try $0.decode((String, PostgresDay).self)
                }
            })
            #expect(asText == text)
            #expect(back.day == day)
        }
    }

    @Test("CHECK names map to the column the SQLite store names")
    func constraintNames() {
        #expect(PostgresRefusal.column(constraint: "exercise_name_check", table: "exercise") == "name")
        #expect(PostgresRefusal.column(constraint: "user_settings_height_cm_check1", table: "user_settings") == "height_cm")
        #expect(PostgresRefusal.column(constraint: "user_username_key_check", table: "user") == "username_key")
        #expect(PostgresRefusal.column(constraint: "exercise_by_user_name", table: "exercise") == nil)
        #expect(PostgresRefusal.column(constraint: "other_name_check", table: "exercise") == nil)
        #expect(PostgresRefusal.camelCased("drop_rest_seconds") == "dropRestSeconds")
    }

    @Test("A database URL is read whole, and a wrong one is refused naming what is wrong")
    func urls() throws {
        let configuration = try PostgresURL.configuration("postgres://ana:s%40cret@db.example.com:6543/repbook?sslmode=disable")
        #expect(configuration.host == "db.example.com" && configuration.port == 6543)
        #expect(configuration.username == "ana" && configuration.password == "s@cret" && configuration.database == "repbook")
        #expect(try PostgresURL.configuration("postgresql://ana@localhost/repbook").port == 5432)
        for (url, message) in [
            ("mysql://ana@localhost/repbook", "The database URL must look like postgres://user@host:5432/database."),
            ("postgres://localhost/repbook", "The database URL names no user."),
            ("postgres://ana@localhost/", "The database URL names no database."),
            (
                "postgres://ana@localhost/repbook?sslmode=verify-full",
                "The database URL's sslmode must be disable, prefer or require, not \"verify-full\"."
            ),
        ] {
            #expect(throws: PostgresURLError.self, "\(url)") { try PostgresURL.configuration(url) }
            #expect((try? PostgresURL.configuration(url)) == nil)
            do { _ = try PostgresURL.configuration(url) } catch { #expect("\(error)" == message) }
        }
    }
}
