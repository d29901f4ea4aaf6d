import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

@Suite("Templates and splits in the store: names, own exercises and templates, one active split, isolation, races")
struct TemplateSplitStoreTests {
    /// The template and split services over one engine's store, on a clock the test moves.
    struct Body {
        let services: EngineServices
        let clock: TestClock
        let templates: TemplateService
        let splits: SplitService
        var store: any EngineStore { services.store }

        init(store: any EngineStore) {
            let clock = TestClock()
            self.clock = clock
            services = EngineServices(store: store, now: { clock.now })
            templates = TemplateService(store: store, now: { clock.now })
            splits = SplitService(store: store, now: { clock.now })
        }

        func user(_ name: String) async throws -> User {
            try await services.accounts.addUser(username: name, password: "correct horse", timeZoneIdentifier: "UTC")
        }

        func exercise(_ name: String, of user: User) async throws -> Exercise {
            try #require(try await services.exercises.list(for: user, query: ExerciseQuery(search: name)).first { $0.name == name })
        }
    }

    /// Runs `test` over a fresh database of `engine`.
    private func withBody(_ engine: Engine, _ test: (Body) async throws -> Void) async throws {
        try await TestDatabase.with(engine) { database in try await test(Body(store: try await database.open())) }
    }

    @Test("Template names are unique per user ignoring case; exercises must be the user's own; edits replace the rows", arguments: Engine.allCases)
    func templates(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let ben = try await body.user("ben")
            let bench = try await body.exercise("Bench Press", of: ana)
            let bensBench = try await body.exercise("Bench Press", of: ben)

            let push = try await body.templates.create(
                for: ana, input: TemplateInput(name: "Push Day", rows: [.init(exerciseID: bench.id, sets: "3", reps: "8-12")]))
            #expect(push.exercises.map(\.target.reps) == [RepRange(8, 12)])
            await #expect(throws: DomainError.conflict(LocalizedText("error.template_named_already_exists_pick_another", ["value": "PUSH DAY"]))) {
                _ = try await body.templates.create(for: ana, input: TemplateInput(name: "PUSH DAY"))
            }
            // Ben may use the name; Ana may not use Ben's exercise.
            _ = try await body.templates.create(for: ben, input: TemplateInput(name: "Push Day"))
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No exercise with id \(bensBench.id)."))) {
                _ = try await body.templates.create(for: ana, input: TemplateInput(name: "Other", rows: [.init(exerciseID: bensBench.id)]))
            }
            #expect(try await body.templates.list(for: ana).map(\.name) == ["Push Day"], "a refused insert leaves nothing behind")

            let row = try await body.exercise("Barbell Row", of: ana)
            let edited = try await body.templates.update(push.id, of: ana, input: TemplateInput(name: "Push Day", rows: [
                        .init(exerciseID: row.id, sets: "2", reps: "10", weight: "135lb", supersetGroup: "A"),
                        .init(exerciseID: bench.id, supersetGroup: "A"),
            ]))
            #expect(edited.exercises.map(\.exerciseName) == ["Barbell Row", "Bench Press"])
            #expect(edited.exercises[0].target.weight == Weight(135, .pounds))
            #expect(edited.exercises.map(\.target.supersetGroup) == [0, 0])
            #expect(try await body.templates.template(push.id, of: ana) == edited, "what the edit answers is what a read answers")
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No template with id \(push.id)."))) {
                _ = try await body.templates.template(push.id, of: ben)
            }
        }
    }

    @Test("Every target field and progression rule is stored and read back; templates list by name; an edit's refusal changes nothing",
          arguments: Engine.allCases)
    func templateRoundTrip(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let ben = try await body.user("ben")
            let squat = try await body.exercise("Back Squat", of: ana)
            let plank = try await body.exercise("Plank", of: ana)
            let now = body.clock.now
            let targets = [
                ExerciseTarget(
                    exerciseID: squat.id, sets: 5, reps: try #require(RepRange(3, 5)), weight: Weight(142.5, .kilograms), restSeconds: 240,
                    supersetGroup: nil, notes: "belt on the top set",
                    progression: Progression(rule: .double, increment: Weight(5, .pounds), deloadAfter: 3, deloadPercent: 12.5)),
                ExerciseTarget(exerciseID: plank.id, sets: 3, reps: try #require(RepRange(1, 1)), supersetGroup: 2),
                ExerciseTarget(exerciseID: squat.id, sets: 1, reps: try #require(RepRange(8, 8)), weight: Weight(0, .pounds)),
            ]
            let legs = try await body.store.insertTemplate(
                TemplateDraft(name: "Legs", notes: "Slow eccentrics", exercises: targets), userID: ana.id, now: now)
            #expect(legs.exercises.map(\.target) == targets)
            #expect(legs.exercises.map(\.exerciseName) == ["Back Squat", "Plank", "Back Squat"])
            #expect(legs.exercises.map(\.exerciseKind) == [squat.kind, plank.kind, squat.kind])
            #expect(legs.notes == "Slow eccentrics" && legs.updatedAt == now)
            let arms = try await body.store.insertTemplate(TemplateDraft(name: "arms", notes: "", exercises: []), userID: ana.id, now: now)
            #expect(try await body.store.templates(userID: ana.id) == [arms, legs], "by name, ignoring case")
            #expect(try await body.store.template(id: legs.id, userID: ana.id) == legs)
            #expect(try await body.store.template(id: legs.id, userID: ben.id) == nil)

            // A clash on rename, an unknown exercise, another user's template: each changes nothing.
            await #expect(throws: DomainError.conflict(LocalizedText("error.template_named_already_exists_pick_another", ["value": "Arms"]))) {
                _ = try await body.store.updateTemplate(
                    id: legs.id, userID: ana.id, draft: TemplateDraft(name: "Arms", notes: "", exercises: []), now: now)
            }
            await #expect(throws: DomainError.notFound(LocalizedText("error.no_exercise_with_id", ["exerciseID": "999999"]))) {
                let draft = TemplateDraft(
                    name: "Legs", notes: "", exercises: [ExerciseTarget(exerciseID: 999_999, sets: 1, reps: try #require(RepRange(5, 5)))])
                _ = try await body.store.updateTemplate(id: legs.id, userID: ana.id, draft: draft, now: now)
            }
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No template with id \(legs.id)."))) {
                _ = try await body.store.updateTemplate(
                    id: legs.id, userID: ben.id, draft: TemplateDraft(name: "Mine", notes: "", exercises: []), now: now)
            }
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No template with id \(legs.id)."))) {
                try await body.store.deleteTemplate(id: legs.id, userID: ben.id)
            }
            #expect(try await body.store.template(id: legs.id, userID: ana.id) == legs)

            let later = now.addingTimeInterval(60)
            let emptied = try await body.store.updateTemplate(
                id: legs.id, userID: ana.id, draft: TemplateDraft(name: "Leg day", notes: "", exercises: []), now: later)
            #expect(emptied.exercises.isEmpty && emptied.name == "Leg day" && emptied.updatedAt == later)
            try await body.store.deleteTemplate(id: legs.id, userID: ana.id)
            #expect(try await body.store.templates(userID: ana.id) == [arms])
        }
    }

    @Test("One active split per user; a template on a split day cannot be deleted", arguments: Engine.allCases)
    func splits(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let bench = try await body.exercise("Bench Press", of: ana)
            let push = try await body.templates.create(for: ana, input: TemplateInput(name: "Push", rows: [.init(exerciseID: bench.id)]))
            let a = try await body.splits.create(for: ana, input: SplitInput(name: "A", schedule: "rotation", days: [push.id, nil]))
            let b = try await body.splits.create(
                for: ana, input: SplitInput(name: "B", schedule: "rotation", advance: "completion", days: [push.id, nil, push.id]))
            _ = try await body.splits.activate(a.id, of: ana, customName: nil, startDate: "2026-11-01")
            _ = try await body.splits.activate(b.id, of: ana, customName: "Block 2", startDate: nil)
            let all = try await body.splits.list(for: ana)
            #expect(all.filter { $0.activation != nil }.map(\.displayName) == ["Block 2"])

            await #expect(throws: DomainError.conflict(LocalizedText("error.template_is_a_split_day", ["value": "Push", "split": "Block 2"]))) {
                try await body.templates.delete(push.id, of: ana)
            }
            #expect(try await body.templates.list(for: ana).count == 1)
            try await body.splits.delete(a.id, of: ana)
            try await body.splits.delete(b.id, of: ana)
            try await body.templates.delete(push.id, of: ana)
            #expect(try await body.templates.list(for: ana).isEmpty)
        }
    }

    @Test("Splits keep their days and activation; the active one lists first; edits replace the days; refusals change nothing",
          arguments: Engine.allCases)
    func splitRoundTrip(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let ben = try await body.user("ben")
            let now = body.clock.now
            let push = try await body.store.insertTemplate(TemplateDraft(name: "Push", notes: "", exercises: []), userID: ana.id, now: now)
            let pull = try await body.store.insertTemplate(TemplateDraft(name: "Pull", notes: "", exercises: []), userID: ana.id, now: now)
            let bens = try await body.store.insertTemplate(TemplateDraft(name: "Legs", notes: "", exercises: []), userID: ben.id, now: now)

            let week = try await body.store.insertSplit(
                SplitDraft(name: "Week", schedule: .weekly, advance: .calendar, days: [push.id, nil, pull.id, nil, push.id, nil, nil]),
                userID: ana.id, now: now)
            #expect(week.days.map(\.templateID) == [push.id, nil, pull.id, nil, push.id, nil, nil])
            #expect(week.days.map(\.templateName) == ["Push", nil, "Pull", nil, "Push", nil, nil])
            #expect(week.activation == nil && week.schedule == .weekly && week.advance == .calendar)
            let cycle = try await body.store.insertSplit(
                SplitDraft(name: "cycle", schedule: .rotation, advance: .completion, days: [pull.id]), userID: ana.id, now: now)
            #expect(try await body.store.splits(userID: ana.id) == [cycle, week], "by name while none is active")
            #expect(try await body.store.activeSplit(userID: ana.id) == nil)

            let activatedAt = now.addingTimeInterval(0.123)
            let active = try await body.store.activateSplit(
                id: week.id, userID: ana.id, customName: "Winter", startDate: LocalDate("2026-11-16")!, now: activatedAt)
            #expect(active.activation == SplitActivation(customName: "Winter", startDate: LocalDate("2026-11-16")!, activatedAt: activatedAt))
            #expect(try await body.store.activeSplit(userID: ana.id) == active)
            #expect(try await body.store.splits(userID: ana.id) == [active, cycle], "the active one first")
            #expect(try await body.store.split(id: week.id, userID: ana.id) == active)

            let edited = try await body.store.updateSplit(
                id: week.id, userID: ana.id, draft: SplitDraft(name: "Week", schedule: .rotation, advance: .completion, days: [nil, pull.id]),
                now: now)
            #expect(edited.days == [SplitDay(templateID: nil), SplitDay(templateID: pull.id, templateName: "Pull")])
            #expect(edited.activation == active.activation, "an edit keeps the activation")

            await #expect(throws: DomainError.conflict(LocalizedText("error.split_named_already_exists_pick_another", ["value": "CYCLE"]))) {
                _ = try await body.store.updateSplit(
                    id: week.id, userID: ana.id, draft: SplitDraft(name: "CYCLE", schedule: .weekly, advance: .calendar, days: []), now: now)
            }
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No template with id \(bens.id)."))) {
                _ = try await body.store.insertSplit(
                    SplitDraft(name: "Theirs", schedule: .rotation, advance: .calendar, days: [push.id, bens.id]), userID: ana.id, now: now)
            }
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No template with id \(bens.id)."))) {
                _ = try await body.store.updateSplit(
                    id: week.id, userID: ana.id, draft: SplitDraft(name: "Week", schedule: .weekly, advance: .calendar, days: [bens.id]), now: now)
            }
            #expect(try await body.store.split(id: week.id, userID: ana.id) == edited)
            #expect(try await body.store.splits(userID: ana.id).map(\.name) == ["Week", "cycle"])

            // Ben can neither read nor change Ana's splits, nor end her activation.
            #expect(try await body.store.split(id: week.id, userID: ben.id) == nil)
            #expect(try await body.store.splits(userID: ben.id).isEmpty)
            #expect(try await body.store.activeSplit(userID: ben.id) == nil)
            let missing = DomainError.notFound(EnglishMessages.keyed("No split with id \(week.id)."))
            await #expect(throws: missing) {
                _ = try await body.store.updateSplit(
                    id: week.id, userID: ben.id, draft: SplitDraft(name: "Mine", schedule: .weekly, advance: .calendar, days: []), now: now)
            }
            await #expect(throws: missing) {
                _ = try await body.store.activateSplit(id: week.id, userID: ben.id, customName: nil, startDate: LocalDate("2026-11-16")!, now: now)
            }
            await #expect(throws: missing) { try await body.store.deleteSplit(id: week.id, userID: ben.id) }
            try await body.store.deactivateSplits(userID: ben.id)
            #expect(try await body.store.activeSplit(userID: ana.id) == edited)

            // A refused activation leaves the active split as it was.
            await #expect(throws: DomainError.notFound(LocalizedText("error.no_split_with_id", ["id": "999999"]))) {
                _ = try await body.store.activateSplit(id: 999_999, userID: ana.id, customName: nil, startDate: LocalDate("2026-11-16")!, now: now)
            }
            #expect(try await body.store.activeSplit(userID: ana.id) == edited)
            try await body.store.deactivateSplits(userID: ana.id)
            #expect(try await body.store.activeSplit(userID: ana.id) == nil)
            #expect(try await body.store.splits(userID: ana.id).allSatisfy { $0.activation == nil })
        }
    }

    @Test("The last completed split day is the latest finished workout of that split since the activation, by start then id",
          arguments: Engine.allCases)
    func lastCompletedSplitDay(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let ben = try await body.user("ben")
            let now = body.clock.now
            let split = try await body.store.insertSplit(
                SplitDraft(name: "PPL", schedule: .rotation, advance: .completion, days: [nil, nil, nil]), userID: ana.id, now: now)
            let other = try await body.store.insertSplit(
                SplitDraft(name: "Other", schedule: .rotation, advance: .completion, days: [nil]), userID: ana.id, now: now)
            /// An instant as each engine's SQL writes one: GRDB's UTC text, PostgreSQL's timestamptz.
            func instant(_ text: String) -> String { engine == .sqlite ? "'\(text).000'" : "'\(text)+00'" }
            func workout(_ user: User, split: Int64, index: String, started: String, ended: String?) async throws {
                try await RawSQL.execute(
                    """
                    INSERT INTO workout (user_id, name, source, local_date, started_at, ended_at, split_id, split_day_index)
                    VALUES (\(user.id), 'Day', 'split_day', '\(started.prefix(10))', \(instant(started)), \(ended.map(instant) ?? "NULL"), \(split),\
                     \(index))
                    """, on: body.store)
            }
            let since = try #require(ISO8601DateFormatter().date(from: "2026-11-10T06:00:00Z"))
            func last(_ user: User, of split: Split, since: Date = since) async throws -> Int? {
                try await body.store.lastCompletedSplitDay(userID: user.id, splitID: split.id, since: since)
            }
            #expect(try await last(ana, of: split) == nil)
            try await workout(ana, split: split.id, index: "2", started: "2026-11-09 07:00:00", ended: "2026-11-09 08:00:00")
            try await workout(ana, split: split.id, index: "1", started: "2026-11-11 07:00:00", ended: "2026-11-11 08:00:00")
            try await workout(ana, split: split.id, index: "NULL", started: "2026-11-12 07:00:00", ended: "2026-11-12 08:00:00")
            try await workout(ana, split: other.id, index: "0", started: "2026-11-13 07:00:00", ended: "2026-11-13 08:00:00")
            try await workout(ana, split: split.id, index: "2", started: "2026-11-14 07:00:00", ended: nil)
            try await workout(ben, split: split.id, index: "0", started: "2026-11-15 07:00:00", ended: "2026-11-15 08:00:00")
            #expect(try await last(ana, of: split) == 1)
            try await workout(ana, split: split.id, index: "0", started: "2026-11-11 07:00:00", ended: "2026-11-11 07:30:00")
            #expect(try await last(ana, of: split) == 0, "of one start, the later row")
            #expect(try await last(ana, of: split, since: since.addingTimeInterval(-86_400)) == 0)
            #expect(try await last(ana, of: split, since: since.addingTimeInterval(7 * 86_400)) == nil)
            #expect(try await last(ben, of: split) == 0)
            #expect(try await last(ben, of: other) == nil)
        }
    }

    @Test("Activations of several splits at once on two servers leave exactly one active split; none is refused", arguments: Engine.allCases)
    func concurrentActivations(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let first = Body(store: try await database.open())
            let second = Body(store: try await database.open())
            let ana = try await first.user("ana")
            let now = first.clock.now
            var ids: [Int64] = []
            for name in ["A", "B", "C", "D"] {
                ids.append(
                    try await first.store.insertSplit(
                        SplitDraft(name: name, schedule: .rotation, advance: .calendar, days: [nil]), userID: ana.id, now: now
                    ).id)
            }
            let splitIDs = ids
            try await withThrowingTaskGroup(of: Void.self) { group in
                for index in 0..<24 {
                    let store = index.isMultiple(of: 2) ? first.store : second.store
                    group.addTask {
                        if index % 6 == 5 {
                            try await store.deactivateSplits(userID: ana.id)
                        } else {
                            _ = try await store.activateSplit(
                                id: splitIDs[index % splitIDs.count], userID: ana.id, customName: nil, startDate: LocalDate("2026-11-16")!, now: now)
                        }
                    }
                }
                try await group.waitForAll()
            }
            let active = try await first.store.splits(userID: ana.id).filter { $0.activation != nil }
            #expect(active.count <= 1)
            #expect(try await RawSQL.integer("SELECT count(*) FROM split WHERE user_id = \(ana.id) AND is_active", on: first.store) == active.count)
            _ = try await first.store.activateSplit(id: splitIDs[0], userID: ana.id, customName: nil, startDate: LocalDate("2026-11-16")!, now: now)
            #expect(try await second.store.activeSplit(userID: ana.id)?.id == splitIDs[0])
        }
    }

    @Test("Deleting a template while splits naming it are saved on another server: a clean conflict or not found, never a broken split",
          arguments: Engine.allCases)
    func deleteTemplateWhileSplitsSave(engine: Engine) async throws {
        try await TestDatabase.with(engine) { database in
            let first = Body(store: try await database.open())
            let second = Body(store: try await database.open())
            let ana = try await first.user("ana")
            let now = first.clock.now
            for round in 0..<12 {
                let template = try await first.store.insertTemplate(
                    TemplateDraft(name: "Day \(round)", notes: "", exercises: []), userID: ana.id, now: now)
                async let deletion = Self.refusal { try await first.store.deleteTemplate(id: template.id, userID: ana.id) }
                async let saving = Self.refusal {
                    _ = try await second.store.insertSplit(
                        SplitDraft(name: "Split \(round)", schedule: .rotation, advance: .calendar, days: [template.id, nil]), userID: ana.id,
                        now: now)
                }
                let (deleted, saved) = try await (deletion, saving)
                let stored = try await first.store.splits(userID: ana.id).first { $0.name == "Split \(round)" }
                if let saved {
                    #expect(saved == DomainError.notFound(EnglishMessages.keyed("No template with id \(template.id).")))
                    #expect(deleted == nil && stored == nil)
                } else {
                    #expect(
                        deleted
                            == .conflict(
                                EnglishMessages.keyed(
                                    "\"Day \(round)\" is a day of the split \"Split \(round)\". Change that split's days before deleting it.")))
                    #expect(stored?.days.first?.templateName == "Day \(round)")
                }
            }
        }
    }

    /// The domain error `body` throws, or nil when it succeeds; any other error is thrown on.
    private static func refusal(_ body: @Sendable () async throws -> Void) async throws -> DomainError? {
        do {
            try await body()
            return nil
        } catch let error as DomainError {
            return error
        }
    }
}
