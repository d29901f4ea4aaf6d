import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

@Suite("Journal and supplements in the store: seeding, isolation, uniqueness, order, cascade")
struct JournalSupplementStoreTests {
    /// Journal and supplement services over one engine's store, on the real clock (seeding uses it too).
    struct Body {
        let services: EngineServices
        var journal: JournalService { services.journal }
        var supplements: SupplementService { services.supplements }
        var store: any EngineStore { services.store }

        func user(_ name: String, zone: String = "UTC") async throws -> User {
            try await services.accounts.addUser(username: name, password: "correct horse", timeZoneIdentifier: zone)
        }
    }

    /// Runs `test` over a fresh database of `engine`.
    private func withBody(_ engine: Engine, _ test: (Body) async throws -> Void) async throws {
        try await TestDatabase.with(engine) { database in
            try await test(Body(services: EngineServices(store: try await database.open())))
        }
    }

    private static func today(_ zone: String = "UTC") -> LocalDate { LocalDate(Date(), in: TimeZone(identifier: zone)!) }

    @Test("A new account starts with the starter tags and both stacks, in order and in use from today in its time zone", arguments: Engine.allCases)
    func newUserSeeding(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana", zone: "Pacific/Kiritimati")
            #expect(try await body.journal.tags(of: ana).map(\.name) == StarterJournalTags.names)
            let supplements = try await body.supplements.supplements(of: ana)
            #expect(supplements.map(\.name) == StarterSupplements.drafts.map(\.name))
            #expect(supplements.allSatisfy { $0.startDate == Self.today("Pacific/Kiritimati") && !$0.isRetired })
            #expect(supplements.filter { $0.stack == .morning }.map(\.position) == [0, 1, 2, 3])
            let checklist = try await body.supplements.checklist(on: nil, for: ana)
            #expect(checklist.items.count == StarterSupplements.drafts.count && checklist.items.allSatisfy { !$0.isTaken })
        }
    }

    @Test("Toggling finds or creates the day; tags and note are kept per day; an empty day reads all off", arguments: Engine.allCases)
    func daysKeepTheirState(engine: Engine) async throws {
        try await withBody(engine) { body in
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
    }

    @Test("Replacing a day's tags by name is all or nothing: one unknown name changes nothing", arguments: Engine.allCases)
    func replaceIsAtomic(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            _ = try await body.journal.update(tagNames: ["sore", "ALCOHOL"], note: "late night", on: nil, for: ana)
            await #expect(throws: DomainError.invalid(field: "tags", message:
                LocalizedText("error.unknown_tag_add_it_tags_first", ["value": "hungover"]))) {
                try await body.journal.update(tagNames: ["sick", "hungover"], note: "changed", on: nil, for: ana)
            }
            let day = try await body.journal.day(on: nil, for: ana)
            #expect(day.tagsOn.map(\.name) == ["sore", "alcohol"])
            #expect(day.day.note == "late night")
            let kept = try await body.journal.update(tagNames: nil, note: nil, on: nil, for: ana)
            #expect(kept == day, "fields left out stay as they are")
        }
    }

    @Test("One user can neither see nor change another's tags, days or supplements", arguments: Engine.allCases)
    func isolation(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let ben = try await body.user("ben")
            let anaTag = try await body.journal.createTag(named: "deload", for: ana)
            let anaSupplement = try await body.supplements.create(SupplementInput(name: "Caffeine", stack: "morning"), for: ana)
            _ = try await body.journal.toggle(anaTag.id, isOn: true, on: nil, for: ana)
            try await body.supplements.setTaken(anaSupplement.id, taken: true, on: nil, for: ana)
            let missingTag = DomainError.notFound(EnglishMessages.keyed("No journal tag with id \(anaTag.id)."))
            await #expect(throws: missingTag) { try await body.journal.toggle(anaTag.id, isOn: true, on: nil, for: ben) }
            await #expect(throws: missingTag) { try await body.journal.updateTag(anaTag.id, input: JournalTagInput(name: "mine"), for: ben) }
            await #expect(throws: DomainError.self) { try await body.journal.update(tagNames: ["deload"], note: nil, on: nil, for: ben) }
            let missingSupplement = DomainError.notFound(EnglishMessages.keyed("No supplement with id \(anaSupplement.id)."))
            await #expect(throws: missingSupplement) { try await body.supplements.setTaken(anaSupplement.id, taken: false, on: nil, for: ben) }
            await #expect(throws: missingSupplement) {
                try await body.supplements.update(anaSupplement.id, input: SupplementInput(retired: true), for: ben)
            }
            #expect(try await body.journal.day(on: nil, for: ben).day.isEmpty)
            #expect(try await body.supplements.checklist(on: nil, for: ben).items.allSatisfy { !$0.isTaken })
            #expect(try await body.journal.tags(of: ben).map(\.name) == StarterJournalTags.names)
            #expect(try await body.journal.day(on: nil, for: ana).tagsOn.map(\.name) == ["deload"])
            #expect(try await body.supplements.checklist(on: nil, for: ana).items.first { $0.supplement.id == anaSupplement.id }?.isTaken == true)
            // Both may own a tag and a supplement of the same name.
            _ = try await body.journal.createTag(named: "Deload", for: ben)
            _ = try await body.supplements.create(SupplementInput(name: "caffeine", stack: "evening"), for: ben)
        }
    }

    @Test("Tag and supplement names clash ignoring case, accents and spacing; renaming into a clash changes nothing", arguments: Engine.allCases)
    func uniqueness(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            for clash in ["SLEPT  WELL", "Slépt well"] {
                await #expect(throws: DomainError.conflict(
                    EnglishMessages.keyed("You already have a tag named \"\(ExerciseName.normalize(clash))\"."))) {
                    try await body.journal.createTag(named: clash, for: ana)
                }
            }
            let sore = try #require(try await body.journal.tags(of: ana).first { $0.name == "sore" })
            await #expect(throws: DomainError.self) { try await body.journal.updateTag(sore.id, input: JournalTagInput(name: "Sick"), for: ana) }
            #expect(try await body.journal.tags(of: ana).count == StarterJournalTags.names.count)
            #expect(
                try await body.journal.updateTag(sore.id, input: JournalTagInput(name: "Sore"), for: ana).name == "Sore",
                "a new spelling of its own name")
            await #expect(throws: DomainError.conflict(LocalizedText("error.you_already_have_supplement_named", ["value": "zinc"]))) {
                try await body.supplements.create(SupplementInput(name: "zinc", stack: "morning"), for: ana)
            }
            let zinc = try #require(try await body.supplements.supplements(of: ana).first { $0.name == "Zinc" })
            _ = try await body.supplements.update(zinc.id, input: SupplementInput(retired: true), for: ana)
            await #expect(throws: DomainError.self) {
                try await body.supplements.create(SupplementInput(name: "ZINC", stack: "evening"), for: ana)
            }
        }
    }

    @Test("Tags reorder among the visible ones; a hidden tag keeps its days and comes back at the end", arguments: Engine.allCases)
    func tagOrderAndHiding(engine: Engine) async throws {
        try await withBody(engine) { body in
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
            #expect(
                !(try await body.journal.day(on: Self.today().adding(days: -1).description, for: ana)).offeredTags.contains { $0.id == tags[1].id })
            let shown = try await body.journal.updateTag(tags[1].id, input: JournalTagInput(hidden: false), for: ana)
            #expect(!shown.isHidden)
            #expect(try await body.journal.tags(of: ana).last?.id == tags[1].id)
            let added = try await body.journal.createTag(named: "deload week", for: ana)
            #expect(try await body.journal.tags(of: ana).last?.id == added.id)
            _ = try await body.journal.updateTag(added.id, input: JournalTagInput(position: 1), for: ana)
            #expect(try await body.journal.tags(of: ana).first?.id == added.id)
        }
    }

    @Test("Supplements reorder within a stack, move between stacks to the end, retire and come back", arguments: Engine.allCases)
    func supplementOrderAndRetirement(engine: Engine) async throws {
        try await withBody(engine) { body in
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
            #expect(
                try await body.supplements.checklist(on: nil, for: ana).items.filter { $0.supplement.stack == .morning }.last?.supplement.id
                    == morning[1].id)
        }
    }

    @Test("The schema itself refuses a day carrying another user's tag, or an intake of another user's supplement", arguments: Engine.allCases)
    func schemaKeepsUsersApart(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let ben = try await body.user("ben")
            let anaTag = try #require(try await body.journal.tags(of: ana).first)
            let benTag = try #require(try await body.journal.tags(of: ben).first)
            let anaSupplement = try #require(try await body.supplements.supplements(of: ana).first)
            let benSupplement = try #require(try await body.supplements.supplements(of: ben).first)
            _ = try await body.journal.setNote("ben's day", on: nil, for: ben)
            let benDay = try await RawSQL.integer("SELECT id FROM journal_day WHERE user_id = \(ben.id)", on: body.store)
            func dayTag(_ tagID: Int64) -> String {
                "INSERT INTO journal_day_tag (user_id, day_id, tag_id) VALUES (\(ben.id), \(benDay), \(tagID))"
            }
            func intake(_ supplementID: Int64) -> String {
                "INSERT INTO supplement_intake (user_id, supplement_id, local_date, taken_at) VALUES (\(ben.id), \(supplementID), '2026-11-21', "
                    + "'2026-11-21 08:00:00')"
            }
            await #expect(throws: (any Error).self) { try await RawSQL.execute(dayTag(anaTag.id), on: body.store) }
            await #expect(throws: (any Error).self) { try await RawSQL.execute(intake(anaSupplement.id), on: body.store) }
            // The same statements naming ben's own tag and supplement are accepted: the refusals above are the keys'.
            try await RawSQL.execute(dayTag(benTag.id), on: body.store)
            try await RawSQL.execute(intake(benSupplement.id), on: body.store)
            #expect(try await body.journal.day(on: nil, for: ben).day.note == "ben's day")
        }
    }

    @Test("Deleting a user removes their tags, days, supplements and intakes, and nobody else's", arguments: Engine.allCases)
    func cascade(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let ben = try await body.user("ben")
            for user in [ana, ben] {
                _ = try await body.journal.update(tagNames: ["sore"], note: "note", on: nil, for: user)
                try await body.supplements.setTaken(try await body.supplements.supplements(of: user)[0].id, taken: true, on: nil, for: user)
            }
            let tables = ["journal_tag", "journal_day", "journal_day_tag", "supplement", "supplement_intake"]
            try await RawSQL.execute(#"DELETE FROM "user" WHERE id = \#(ana.id)"#, on: body.store)
            var counts: [(Int, Int)] = []
            for table in tables {
                counts.append((
                    try await RawSQL.integer("SELECT count(*) FROM \(table) WHERE user_id = \(ana.id)", on: body.store),
                    try await RawSQL.integer("SELECT count(*) FROM \(table) WHERE user_id = \(ben.id)", on: body.store)))
            }
            #expect(counts.map(\.0) == [0, 0, 0, 0, 0])
            #expect(counts.map(\.1).allSatisfy { $0 > 0 })
        }
    }

    @Test("A note over 8000 characters is the domain's invalid error naming the note, and the day stays as it was", arguments: Engine.allCases)
    func noteRefusedBySchema(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let tag = try #require(try await body.journal.tags(of: ana).first)
            let day = LocalDate("2026-11-21")!
            _ = try await body.store.updateJournalDay(
                on: day, change: JournalDayChange(toggles: [tag.id: true], note: "kept"), userID: ana.id, now: Date())
            await #expect(throws: DomainError.invalid(
                field: "note", message: LocalizedText("error.store.not_accepted", ["field": "note"]))
            ) {
                _ = try await body.store.updateJournalDay(
                    on: day, change: JournalDayChange(replacementTagIDs: [], note: String(repeating: "a", count: 8001)), userID: ana.id, now: Date())
            }
            #expect(try await body.store.journalDay(on: day, userID: ana.id) == JournalDay(date: day, tagIDs: [tag.id], note: "kept"))
        }
    }

    @Test(
        "Changes of one user's lists from several connections at once each land: positions stay distinct, a day keeps every tag",
        arguments: Engine.allCases)
    func concurrentChanges(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let first = EngineServices(store: try await database.open())
            let second = EngineServices(store: try await database.open())
            let ana = try await first.accounts.addUser(username: "ana", password: "correct horse")
            let tags = try await first.store.journalTags(userID: ana.id)
            let day = LocalDate("2026-11-21")!
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<24 {
                    let store = index.isMultiple(of: 2) ? first.store : second.store
                    group.addTask { _ = try await store.insertJournalTag(name: "tag \(index)", userID: ana.id, now: Date()) }
                    group.addTask {
                        _ = try await store.updateJournalDay(
                            on: day, change: JournalDayChange(toggles: [tags[index % tags.count].id: true]), userID: ana.id, now: Date())
                    }
                }
                try await group.waitForAll()
            }
            let positions = try await first.store.journalTags(userID: ana.id).map(\.position)
            #expect(positions == Array(0..<(tags.count + 24)))
            #expect(try await first.store.journalDay(on: day, userID: ana.id).tagIDs == Set((0..<24).map { tags[$0 % tags.count].id }))
        }
    }
}
