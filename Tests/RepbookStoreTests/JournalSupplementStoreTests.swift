import Foundation
import GRDB
import RepbookCore
@testable import RepbookStore
import Testing

@Suite("Journal and supplements in SQLite: seeding, isolation, uniqueness, order, cascade")
struct JournalSupplementStoreTests {
    /// Journal and supplement services over one store, on the real clock (seeding uses it too).
    struct Body {
        let services: Services
        let journal: JournalService
        let supplements: SupplementService

        init(_ store: SQLiteStore) {
            services = Services(store: store)
            journal = JournalService(store: store, now: { Date() })
            supplements = SupplementService(store: store, now: { Date() })
        }

        var store: SQLiteStore { services.store }

        func user(_ name: String, zone: String = "UTC") async throws -> User {
            try await services.accounts.addUser(username: name, password: "correct horse", timeZoneIdentifier: zone)
        }
    }

    private static func today(_ zone: String = "UTC") -> LocalDate { LocalDate(Date(), in: TimeZone(identifier: zone)!) }

    @Test("A new account starts with the starter tags and both stacks, in order and in use from today in its time zone")
    func newUserSeeding() async throws {
        let body = Body(try SQLiteStore.inMemory())
        let ana = try await body.user("ana", zone: "Pacific/Kiritimati")
        #expect(try await body.journal.tags(of: ana).map(\.name) == StarterJournalTags.names)
        let supplements = try await body.supplements.supplements(of: ana)
        #expect(supplements.map(\.name) == StarterSupplements.drafts.map(\.name))
        #expect(supplements.allSatisfy { $0.startDate == Self.today("Pacific/Kiritimati") && !$0.isRetired })
        #expect(supplements.filter { $0.stack == .morning }.map(\.position) == [0, 1, 2, 3])
        let checklist = try await body.supplements.checklist(on: nil, for: ana)
        #expect(checklist.items.count == StarterSupplements.drafts.count && checklist.items.allSatisfy { !$0.isTaken })
    }

    @Test("Users that existed before the migration receive the starter tags and stacks once, in their own time zones")
    func existingUsersSeededByMigration() async throws {
        let path = try temporaryDirectory() + "/repbook.sqlite"
        let old = try DatabaseQueue(path: path)
        try SchemaMigrations.migrator.migrate(old, upTo: "v5-body-settings")
        try await old.write { db in
            for (id, zone) in [(1, "Europe/Berlin"), (2, "Pacific/Kiritimati")] {
                try db.execute(
                    sql: "INSERT INTO user (id, username, username_key, password_hash, is_owner, created_at) VALUES (?, ?, ?, 'x', ?, ?)",
                    arguments: [id, "user\(id)", "user\(id)", id == 1, Date()])
                try db.execute(
                    sql: "INSERT INTO user_settings (user_id, weight_unit, appearance, time_zone, default_rest_seconds) VALUES (?, 'kg', 'system', ?, 90)",
                    arguments: [id, zone])
            }
        }
        try old.close()

        let store = try SQLiteStore.open(path: path)
        #expect(try await store.appliedMigrations().contains("v5-supplements"))
        for (id, zone) in [(Int64(1), "Europe/Berlin"), (Int64(2), "Pacific/Kiritimati")] {
            #expect(try await store.journalTags(userID: id).map(\.name) == StarterJournalTags.names)
            let supplements = try await store.supplements(userID: id)
            #expect(supplements.count == StarterSupplements.drafts.count)
            #expect(supplements.allSatisfy { $0.startDate == Self.today(zone) })
        }
        let reopened = try SQLiteStore.open(path: path)
        #expect(try await reopened.journalTags(userID: 1).count == StarterJournalTags.names.count, "opening again seeds nothing twice")
    }

    @Test("Toggling finds or creates the day; tags and note are kept per day; an empty day reads all off")
    func daysKeepTheirState() async throws {
        let body = Body(try SQLiteStore.inMemory())
        let ana = try await body.user("ana")
        let tags = try await body.journal.tags(of: ana)
        let today = Self.today()
        let yesterday = today.adding(days: -1).description

        _ = try await body.journal.toggle(tags[0].id, isOn: true, on: nil, for: ana)
        _ = try await body.journal.toggle(tags[2].id, isOn: true, on: nil, for: ana)
        _ = try await body.journal.setNote("  legs heavy \r\n", on: nil, for: ana)
        _ = try await body.journal.toggle(tags[1].id, isOn: true, on: yesterday, for: ana)
        _ = try await body.journal.toggle(tags[1].id, isOn: true, on: yesterday, for: ana)

        let day = try await body.journal.day(on: today.description, for: ana)
        #expect(day.tagsOn.map(\.id) == [tags[0].id, tags[2].id])
        #expect(day.day.note == "legs heavy")
        #expect(try await body.journal.day(on: yesterday, for: ana).tagsOn.map(\.id) == [tags[1].id])
        #expect(try await body.journal.day(on: today.adding(days: -2).description, for: ana).day.isEmpty)

        let off = try await body.journal.toggle(tags[0].id, isOn: false, on: nil, for: ana)
        #expect(off.tagsOn.map(\.id) == [tags[2].id])
        let cleared = try await body.journal.setNote("", on: nil, for: ana)
        #expect(cleared.day.note == nil)
    }

    @Test("Replacing a day's tags by name is all or nothing: one unknown name changes nothing")
    func replaceIsAtomic() async throws {
        let body = Body(try SQLiteStore.inMemory())
        let ana = try await body.user("ana")
        _ = try await body.journal.update(tagNames: ["sore", "ALCOHOL"], note: "late night", on: nil, for: ana)
        await #expect(throws: DomainError.invalid(field: "tags", message: "Unknown tag \"hungover\"; add it to your tags first.")) {
            try await body.journal.update(tagNames: ["sick", "hungover"], note: "changed", on: nil, for: ana)
        }
        let day = try await body.journal.day(on: nil, for: ana)
        #expect(day.tagsOn.map(\.name) == ["sore", "alcohol"])
        #expect(day.day.note == "late night")
        let kept = try await body.journal.update(tagNames: nil, note: nil, on: nil, for: ana)
        #expect(kept == day, "fields left out stay as they are")
    }

    @Test("One user can neither see nor change another's tags, days or supplements")
    func isolation() async throws {
        let body = Body(try SQLiteStore.inMemory())
        let ana = try await body.user("ana")
        let ben = try await body.user("ben")
        let anaTag = try await body.journal.createTag(named: "deload", for: ana)
        let anaSupplement = try await body.supplements.create(SupplementInput(name: "Caffeine", stack: "morning"), for: ana)
        _ = try await body.journal.toggle(anaTag.id, isOn: true, on: nil, for: ana)
        try await body.supplements.setTaken(anaSupplement.id, taken: true, on: nil, for: ana)

        let missingTag = DomainError.notFound("No journal tag with id \(anaTag.id).")
        await #expect(throws: missingTag) { try await body.journal.toggle(anaTag.id, isOn: true, on: nil, for: ben) }
        await #expect(throws: missingTag) { try await body.journal.updateTag(anaTag.id, input: JournalTagInput(name: "mine"), for: ben) }
        await #expect(throws: DomainError.self) { try await body.journal.update(tagNames: ["deload"], note: nil, on: nil, for: ben) }
        let missingSupplement = DomainError.notFound("No supplement with id \(anaSupplement.id).")
        await #expect(throws: missingSupplement) { try await body.supplements.setTaken(anaSupplement.id, taken: false, on: nil, for: ben) }
        await #expect(throws: missingSupplement) { try await body.supplements.update(anaSupplement.id, input: SupplementInput(retired: true), for: ben) }

        #expect(try await body.journal.day(on: nil, for: ben).day.isEmpty)
        #expect(try await body.supplements.checklist(on: nil, for: ben).items.allSatisfy { !$0.isTaken })
        #expect(try await body.journal.tags(of: ben).map(\.name) == StarterJournalTags.names)
        #expect(try await body.journal.day(on: nil, for: ana).tagsOn.map(\.name) == ["deload"])
        #expect(try await body.supplements.checklist(on: nil, for: ana).items.first { $0.supplement.id == anaSupplement.id }?.isTaken == true)
        // Both may own a tag and a supplement of the same name.
        _ = try await body.journal.createTag(named: "Deload", for: ben)
        _ = try await body.supplements.create(SupplementInput(name: "caffeine", stack: "evening"), for: ben)
    }

    @Test("The schema itself refuses a day carrying another user's tag, or an intake of another user's supplement")
    func schemaKeepsUsersApart() async throws {
        let body = Body(try SQLiteStore.inMemory())
        let ana = try await body.user("ana")
        let ben = try await body.user("ben")
        let anaTag = try #require(try await body.journal.tags(of: ana).first)
        let anaSupplement = try #require(try await body.supplements.supplements(of: ana).first)
        _ = try await body.journal.setNote("ben's day", on: nil, for: ben)
        await #expect(throws: DatabaseError.self) {
            try await body.store.writer.write { db in
                let benDay = try Int64.fetchOne(db, sql: "SELECT id FROM journal_day WHERE user_id = ?", arguments: [ben.id])!
                try db.execute(sql: "INSERT INTO journal_day_tag (user_id, day_id, tag_id) VALUES (?, ?, ?)", arguments: [ben.id, benDay, anaTag.id])
            }
        }
        await #expect(throws: DatabaseError.self) {
            try await body.store.writer.write { db in
                try db.execute(
                    sql: "INSERT INTO supplement_intake (user_id, supplement_id, local_date, taken_at) VALUES (?, ?, '2026-11-21', ?)",
                    arguments: [ben.id, anaSupplement.id, Date()])
            }
        }
    }

    @Test("Tag and supplement names clash ignoring case, accents and spacing; renaming into a clash changes nothing")
    func uniqueness() async throws {
        let body = Body(try SQLiteStore.inMemory())
        let ana = try await body.user("ana")
        for clash in ["SLEPT  WELL", "Slépt well"] {
            await #expect(throws: DomainError.conflict("You already have a tag named \"\(ExerciseName.normalize(clash))\".")) {
                try await body.journal.createTag(named: clash, for: ana)
            }
        }
        let sore = try #require(try await body.journal.tags(of: ana).first { $0.name == "sore" })
        await #expect(throws: DomainError.self) { try await body.journal.updateTag(sore.id, input: JournalTagInput(name: "Sick"), for: ana) }
        #expect(try await body.journal.tags(of: ana).count == StarterJournalTags.names.count)
        #expect(try await body.journal.updateTag(sore.id, input: JournalTagInput(name: "Sore"), for: ana).name == "Sore", "a new spelling of its own name")

        await #expect(throws: DomainError.conflict("You already have a supplement named \"zinc\".")) {
            try await body.supplements.create(SupplementInput(name: "zinc", stack: "morning"), for: ana)
        }
        let zinc = try #require(try await body.supplements.supplements(of: ana).first { $0.name == "Zinc" })
        _ = try await body.supplements.update(zinc.id, input: SupplementInput(retired: true), for: ana)
        await #expect(throws: DomainError.self) {
            try await body.supplements.create(SupplementInput(name: "ZINC", stack: "evening"), for: ana)
        }
    }

    @Test("Tags reorder among the visible ones; a hidden tag keeps its days and comes back at the end")
    func tagOrderAndHiding() async throws {
        let body = Body(try SQLiteStore.inMemory())
        let ana = try await body.user("ana")
        let tags = try await body.journal.tags(of: ana)
        _ = try await body.journal.toggle(tags[1].id, isOn: true, on: nil, for: ana)

        _ = try await body.journal.updateTag(tags[2].id, input: JournalTagInput(position: 1), for: ana)
        #expect(try await body.journal.tags(of: ana).prefix(3).map(\.id) == [tags[2].id, tags[0].id, tags[1].id])

        let hidden = try await body.journal.updateTag(tags[1].id, input: JournalTagInput(hidden: true), for: ana)
        #expect(hidden.isHidden)
        let day = try await body.journal.day(on: nil, for: ana)
        #expect(day.tagsOn.map(\.id) == [tags[1].id], "the day keeps its hidden tag")
        #expect(day.offeredTags.contains { $0.id == tags[1].id })
        #expect(!(try await body.journal.day(on: Self.today().adding(days: -1).description, for: ana)).offeredTags.contains { $0.id == tags[1].id })

        let shown = try await body.journal.updateTag(tags[1].id, input: JournalTagInput(hidden: false), for: ana)
        #expect(!shown.isHidden)
        #expect(try await body.journal.tags(of: ana).last?.id == tags[1].id)

        let added = try await body.journal.createTag(named: "deload week", for: ana)
        #expect(try await body.journal.tags(of: ana).last?.id == added.id)
        _ = try await body.journal.updateTag(added.id, input: JournalTagInput(position: 1), for: ana)
        #expect(try await body.journal.tags(of: ana).first?.id == added.id)
    }

    @Test("Supplements reorder within a stack, move between stacks to the end, retire and come back")
    func supplementOrderAndRetirement() async throws {
        let body = Body(try SQLiteStore.inMemory())
        let ana = try await body.user("ana")
        let all = try await body.supplements.supplements(of: ana)
        let morning = all.filter { $0.stack == .morning }
        let evening = all.filter { $0.stack == .evening }

        _ = try await body.supplements.update(morning[3].id, input: SupplementInput(position: 1), for: ana)
        var now = try await body.supplements.supplements(of: ana)
        #expect(now.filter { $0.stack == .morning }.map(\.id) == [morning[3].id, morning[0].id, morning[1].id, morning[2].id])

        let moved = try await body.supplements.update(morning[0].id, input: SupplementInput(stack: "evening"), for: ana)
        #expect(moved.stack == .evening)
        now = try await body.supplements.supplements(of: ana)
        #expect(now.filter { $0.stack == .evening }.map(\.id) == evening.map(\.id) + [morning[0].id])

        let renamed = try await body.supplements.update(morning[1].id, input: SupplementInput(name: "Vitamin D3 + K2", dose: "4000 IU"), for: ana)
        #expect(renamed.name == "Vitamin D3 + K2" && renamed.dose == "4000 IU")

        try await body.supplements.setTaken(morning[2].id, taken: true, on: nil, for: ana)
        let retired = try await body.supplements.update(morning[2].id, input: SupplementInput(retired: true), for: ana)
        #expect(retired.retiredOn == Self.today())
        let untaken = try await body.supplements.update(morning[1].id, input: SupplementInput(retired: true), for: ana)
        #expect(untaken.isRetired)
        let checklist = try await body.supplements.checklist(on: nil, for: ana)
        #expect(!checklist.items.contains { $0.supplement.id == morning[1].id }, "retired and not taken today: gone from today's list")
        #expect(checklist.items.contains { $0.supplement.id == morning[2].id && $0.isTaken }, "taken today before retiring: kept")

        let restored = try await body.supplements.update(morning[1].id, input: SupplementInput(retired: false), for: ana)
        #expect(!restored.isRetired)
        #expect(try await body.supplements.checklist(on: nil, for: ana).items.filter { $0.supplement.stack == .morning }.last?.supplement.id == morning[1].id)
    }

    @Test("Deleting a user removes their tags, days, supplements and intakes, and nobody else's")
    func cascade() async throws {
        let body = Body(try SQLiteStore.inMemory())
        let ana = try await body.user("ana")
        let ben = try await body.user("ben")
        for user in [ana, ben] {
            _ = try await body.journal.update(tagNames: ["sore"], note: "note", on: nil, for: user)
            try await body.supplements.setTaken(try await body.supplements.supplements(of: user)[0].id, taken: true, on: nil, for: user)
        }
        let tables = ["journal_tag", "journal_day", "journal_day_tag", "supplement", "supplement_intake"]
        try await body.store.writer.write { db in try db.execute(sql: "DELETE FROM user WHERE id = ?", arguments: [ana.id]) }
        let counts = try await body.store.writer.read { db in
            try tables.map { table in
                (try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE user_id = ?", arguments: [ana.id]) ?? -1,
                 try Int.fetchOne(db, sql: "SELECT count(*) FROM \(table) WHERE user_id = ?", arguments: [ben.id]) ?? -1)
            }
        }
        #expect(counts.map(\.0) == [0, 0, 0, 0, 0])
        #expect(counts.map(\.1).allSatisfy { $0 > 0 })
    }

    @Test("Every journal and supplement query is answered from an index")
    func queriesUseIndexes() async throws {
        let store = try SQLiteStore.inMemory()
        let queries = [
            "SELECT id, name, position, is_hidden FROM journal_tag WHERE user_id = 1 ORDER BY position, id",
            "SELECT id, note FROM journal_day WHERE user_id = 1 AND local_date = '2026-11-21'",
            "SELECT tag_id FROM journal_day_tag WHERE user_id = 1 AND day_id = 1",
            "SELECT id FROM supplement WHERE user_id = 1 ORDER BY stack, position, id",
            "SELECT supplement_id, local_date FROM supplement_intake WHERE user_id = 1 AND local_date BETWEEN '2026-10-23' AND '2026-11-21'",
            "DELETE FROM journal_day_tag WHERE user_id = 1 AND tag_id = 3",
        ]
        for query in queries {
            let plan = try await store.writer.read { db in
                try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN " + query).map { $0["detail"] as String }.joined(separator: "; ")
            }
            #expect(plan.contains("USING") && !plan.contains("SCAN"), "\(query): \(plan)")
        }
    }
}
