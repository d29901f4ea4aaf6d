import Foundation
import RepbookCore
import RepbookTestFixtures
import Testing

@Suite("Programs in the store: start, read, training-max history, skip and move, end, isolation, running days on both engines")
struct ProgramStoreTests {
    /// The program and workout services over one engine's store, on a clock the test moves.
    struct Body {
        let services: EngineServices
        let clock: TestClock
        let programs: ProgramService
        let workouts: WorkoutService
        let coaching: CoachingService
        var store: any EngineStore { services.store }

        init(store: any EngineStore) {
            let clock = TestClock()
            self.clock = clock
            services = EngineServices(store: store, now: { clock.now })
            programs = ProgramService(store: store, now: { clock.now })
            workouts = WorkoutService(store: store, now: { clock.now })
            coaching = CoachingService(store: store, now: { clock.now })
        }

        func user(_ name: String) async throws -> User {
            try await services.accounts.addUser(username: name, password: "correct horse", timeZoneIdentifier: "UTC")
        }

        func exercise(_ name: String, of user: User) async throws -> Exercise {
            try #require(try await services.exercises.list(for: user, query: ExerciseQuery(search: name)).first { $0.name == name })
        }

        /// Starts the running program's day, does every set as prescribed except `reps` (by slot key, set by set), and
        /// finishes it an hour later.
        @discardableResult
        func runDay(_ user: User, reps: [String: [Int]] = [:], warmUps: Bool = false) async throws -> Workout {
            clock.advance(23 * 3600)
            let started = try await programs.startToday(for: user).unkeyed()
            for exercise in started.exercises {
                if warmUps {
                    let caller = Caller(user: user, settings: try await services.settings.settings(of: user))
                    _ = try await coaching.addWarmUps(to: exercise.id, in: .id(started.id), by: caller).unkeyed()
                }
            }
            let current = try await workouts.workout(started.id, of: user)
            for exercise in current.exercises {
                let planned = reps[exercise.programSlotKey ?? ""]
                var index = 0
                for set in exercise.sets {
                    if set.values.kind == .warmUp {
                        // An unmarked ramp: the warm-up's mark taken off, so only the reading can tell it from work.
                        _ = try await workouts.updateSet(set.id, in: started.id, input: SetInput(kind: "normal", done: true), of: user)
                        continue
                    }
                    let done = planned.map { index < $0.count ? $0[index] : 0 } ?? set.values.reps ?? 0
                    _ = try await workouts.updateSet(set.id, in: started.id, input: SetInput(reps: String(done), done: true), of: user)
                    index += 1
                }
            }
            clock.advance(3600)
            let (finished, _) = try await workouts.finish(started.id, of: user)
            return finished
        }
    }

    /// Runs `test` over a fresh database of `engine`.
    private func withBody(_ engine: Engine, _ test: (Body) async throws -> Void) async throws {
        try await TestDatabase.with(engine) { database in try await test(Body(store: try await database.open())) }
    }

    static let maxes: [String: Weight] = [
        "overhead-press": Weight(60, .kilograms), "deadlift": Weight(180, .kilograms), "bench-press": Weight(100, .kilograms),
        "squat": Weight(140, .kilograms),
    ]

    @Test(
        "A program is stored whole: lifts on the user's exercises, training maxes, slots; what it answers is what a read answers",
        arguments: Engine.allCases)
    func startAndRead(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let squat = try await body.exercise("Back Squat", of: ana)
            let started = try await body.programs.start(ProgramStartInput(from: "531-bbb", trainingMaxes: Self.maxes), for: ana).unkeyed()
            #expect(started.exerciseIDs["squat"] == squat.id, "Squat finds Back Squat by name")
            #expect(started.state.position == .start)
            #expect(started.state.trainingMaxes.mapValues(\.current) == Self.maxes)
            #expect(started.program == (try ProgramLibrary.program("531-bbb")))
            #expect(try await body.programs.program(started.id, of: ana) == started)
            #expect(try await body.programs.list(for: ana).map(\.id) == [started.id])
            #expect(try await body.programs.active(for: ana)?.id == started.id)
            let today = try #require(try await body.programs.today(for: ana))
            #expect(today.label == "5/3/1 Boring But Big, cycle 1, week 1, day 1: Overhead Press")
            #expect(EnglishMessages.localizer.text(today.session.exercises[0].sets[0].reason) == "65 % of TM 60 kg = 39 kg → 40 kg")

            await #expect(
                throws: DomainError.conflict(
                    LocalizedText("error.another_program_running_end_it_before", ["program": "5/3/1 First Set Last"]))
            ) {
                _ = try await body.programs.start(ProgramStartInput(from: "531-fsl", trainingMaxes: Self.maxes), for: ana).unkeyed()
            }
            await #expect(
                throws: DomainError.invalid(
                    field: "from",
                    message:
                        LocalizedText("error.there_no_program_in_library", ["from": "5x5-forever"]))
            ) {
                _ = try await body.programs.start(ProgramStartInput(from: "5x5-forever"), for: ana).unkeyed()
            }
            // Ending keeps it, read-only; then another may start. A lift without a training max is named.
            let ended = try await body.programs.end(started.id, for: ana).unkeyed()
            #expect(!ended.isActive)
            var partial = Self.maxes
            partial["squat"] = nil
            await #expect(
                throws: DomainError.invalid(
                    field: "trainingMaxes.squat",
                    message:
                        LocalizedText("error.needs_training_max", ["lift": "Squat"]))
            ) {
                _ = try await body.programs.start(ProgramStartInput(from: "531-fsl", trainingMaxes: partial), for: ana).unkeyed()
            }
            #expect(try await body.programs.active(for: ana) == nil, "a refused start leaves nothing behind")
            await #expect(throws: DomainError.conflict(LocalizedText("error.program.ended_restart_to_run", ["program": "5/3/1 Boring But Big"]))) {
                _ = try await body.programs.skipDay(of: started.id, for: ana).unkeyed()
            }
        }
    }

    @Test(
        "A training max set by hand is dated with its reason and kept in the history; skip and move change only the position",
        arguments: Engine.allCases)
    func trainingMaxesSkipMove(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let started = try await body.programs.start(ProgramStartInput(from: "531-bbb", trainingMaxes: Self.maxes), for: ana).unkeyed()
            body.clock.advance(86_400)
            let changed = try await body.programs.setTrainingMax(
                Weight(105, .kilograms), lift: "bench-press", reason: "Tested", of: started.id, for: ana
            ).unkeyed()
            let bench = try #require(changed.state.trainingMaxes["bench-press"])
            #expect(bench.history.map(\.weight) == [Weight(100, .kilograms), Weight(105, .kilograms)])
            #expect(bench.history.map(\.reason) == [ProgramHistoryReason.setAtStart, .verbatim("Tested")])
            #expect(bench.history[1].date == LocalDate(body.clock.now, in: TimeZone(identifier: "UTC")!))
            #expect(try await body.programs.program(started.id, of: ana) == changed)
            await #expect(
                throws: DomainError.invalid(
                    field: "lift",
                    message:
                        LocalizedText("error.has_no_training_max_for", ["program": "5/3/1 Boring But Big", "key": "curl"]))
            ) {
                _ = try await body.programs.setTrainingMax(Weight(20, .kilograms), lift: "curl", reason: nil, of: started.id, for: ana).unkeyed()
            }

            let skipped = try await body.programs.skipDay(of: started.id, for: ana).unkeyed()
            #expect(skipped.state.position == ProgramPosition(cycle: 1, week: 1, day: 2))
            #expect(skipped.state.trainingMaxes == changed.state.trainingMaxes)
            let moved = try await body.programs.move(started.id, to: ProgramPosition(cycle: 1, week: 4, day: 4), for: ana).unkeyed()
            #expect(moved.state.position == ProgramPosition(cycle: 1, week: 4, day: 4))
            await #expect(throws: DomainError.self) {
                _ = try await body.programs.move(started.id, to: ProgramPosition(cycle: 1, week: 5, day: 1), for: ana).unkeyed()
            }
            // Skipping the cycle's last day runs the cycle's rules: every training max steps up.
            let next = try await body.programs.skipDay(of: moved.id, for: ana).unkeyed()
            #expect(next.state.position == ProgramPosition(cycle: 2, week: 1, day: 1))
            #expect(next.state.trainingMaxes["squat"]?.current == Weight(145, .kilograms))
            #expect(next.state.trainingMaxes["bench-press"]?.history.count == 3)
        }
    }

    @Test("A keyed start, skip and end, each sent twice, apply once: the repeat answers the first answer", arguments: Engine.allCases)
    func keyedChangesApplyOnce(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            func claim(_ key: String, _ request: String) throws -> OnceClaim<UserProgram> {
                OnceClaim(try IdempotentRequest(key: key, request: request)) { program in
                    RecordedAnswer(status: 200, body: Array("\(program.id) \(program.state.position)".utf8))
                }
            }
            let input = ProgramStartInput(from: "531-bbb", trainingMaxes: Self.maxes)
            let started = try #require(try await body.programs.start(input, for: ana, once: try claim("start", "POST start")).applied)
            guard case .replayed(let first) = try await body.programs.start(input, for: ana, once: try claim("start", "POST start")) else {
                Issue.record("the repeated start was applied again")
                return
            }
            #expect(String(decoding: first.body, as: UTF8.self) == "\(started.id) cycle 1, week 1, day 1")
            #expect(try await body.programs.list(for: ana).count == 1)

            let skip = try claim("skip", "POST skip")
            #expect(try await body.programs.skipDay(of: started.id, for: ana, once: skip).applied?.state.position.day == 2)
            #expect(try await body.programs.skipDay(of: started.id, for: ana, once: skip).applied == nil)
            #expect(try await body.programs.program(started.id, of: ana).state.position.day == 2, "a retried skip skips once")

            let end = try claim("end", "POST end")
            #expect(try await body.programs.end(started.id, for: ana, once: end).applied?.isActive == false)
            #expect(try await body.programs.end(started.id, for: ana, once: end).applied == nil, "the repeat is not refused as ended")
        }
    }

    @Test("Another user can neither read nor change a program, nor map it to their exercises", arguments: Engine.allCases)
    func isolation(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let ben = try await body.user("ben")
            let started = try await body.programs.start(ProgramStartInput(from: "531-bbb", trainingMaxes: Self.maxes), for: ana).unkeyed()
            let notFound = DomainError.notFound(EnglishMessages.keyed("No program with id \(started.id)."))
            await #expect(throws: notFound) { _ = try await body.programs.program(started.id, of: ben) }
            await #expect(throws: notFound) { _ = try await body.programs.skipDay(of: started.id, for: ben).unkeyed() }
            await #expect(throws: notFound) {
                _ = try await body.programs.setTrainingMax(Weight(1, .kilograms), lift: "squat", reason: nil, of: started.id, for: ben).unkeyed()
            }
            await #expect(throws: notFound) { _ = try await body.programs.end(started.id, for: ben).unkeyed() }
            await #expect(throws: notFound) { try await body.programs.delete(started.id, for: ben) }
            await #expect(throws: DomainError.notFound(EnglishMessages.keyed("No program with id \(started.id)."))) {
                _ = try await body.workouts.start(.program(started.id), for: ben)
            }
            #expect(try await body.programs.list(for: ben).isEmpty)
            #expect(try await body.programs.today(for: ben) == nil)
            let anasSquat = try await body.exercise("Back Squat", of: ana)
            await #expect(
                throws: DomainError.invalid(
                    field: "lifts.squat",
                    message:
                        EnglishMessages.keyed("Exercise \(anasSquat.id) for Squat is not one of your exercises."))
            ) {
                _ = try await body.programs.start(
                    ProgramStartInput(from: "531-bbb", trainingMaxes: Self.maxes, exerciseIDs: ["squat": anasSquat.id]), for: ben
                ).unkeyed()
            }
            #expect(try await body.programs.program(started.id, of: ana) == started, "nothing of Ana's changed")
            // Ana's squat is her program's lift: deleting it is refused, naming the program.
            await #expect(
                throws: DomainError.conflict(
                    EnglishMessages.keyed(
                        "Back Squat is a lift of the program \"5/3/1 Boring But Big\"; delete it first, or archive the exercise."))
            ) {
                _ = try await body.services.exercises.delete(anasSquat.id, of: ana)
            }
            try await body.programs.delete(started.id, for: ana)
            #expect(try await body.programs.list(for: ana).isEmpty)
        }
    }

    @Test(
        "5/3/1 BBB in the store: prefilled sets with AMRAP and reasons; logged days raise the maxes, a missed 5+ lowers one; warm-ups never count",
        arguments: Engine.allCases)
    func fiveThreeOneCycle(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let started = try await body.programs.start(ProgramStartInput(from: "531-bbb", trainingMaxes: Self.maxes), for: ana).unkeyed()
            // Day 1: the press, 65/75/85 % x 5/5/5+ then 5x10 at 50 %, each set with its reason; AMRAP only on the third.
            // Started in English (the request's language, which the stored reasons are written in).
            let first = try await RequestLanguage.$current.withValue(EnglishMessages.language) {
                try await body.programs.startToday(for: ana).unkeyed()
            }
            #expect(first.program == WorkoutProgramLink(programID: started.id, position: .start))
            let press = try #require(first.exercises.first)
            #expect(press.programSlotKey == "overhead-press")
            #expect(press.sets.map { $0.values.weight } == [40, 45, 50, 30, 30, 30, 30, 30].map { Weight($0, .kilograms) })
            #expect(press.sets.map { $0.suggestion?.amrap } == [false, false, true, false, false, false, false, false])
            #expect(press.sets[2].suggestion?.reason == "85 % of TM 60 kg = 51 kg → 50 kg")
            #expect(try await body.workouts.workout(first.id, of: ana) == first, "the link, slot, AMRAP and reasons are stored")
            try await body.workouts.discard(first.id, of: ana)

            // The first week, bench's 5+ set done for 3 reps; warm-ups added and unmarked on every day.
            for day in 1...16 {
                let bench = day == 3 ? ["bench-press": [5, 5, 3, 10, 10, 10, 10, 10]] : [:]
                try await body.runDay(ana, reps: bench, warmUps: day <= 4)
            }
            let after = try await body.programs.program(started.id, of: ana)
            #expect(after.state.position == ProgramPosition(cycle: 2, week: 1, day: 1))
            #expect(after.state.trainingMaxes["overhead-press"]?.current == Weight(62.5, .kilograms))
            #expect(after.state.trainingMaxes["squat"]?.current == Weight(145, .kilograms))
            #expect(after.state.trainingMaxes["deadlift"]?.current == Weight(185, .kilograms))
            #expect(after.state.trainingMaxes["bench-press"]?.current == Weight(90, .kilograms), "the missed 5+ takes 10 % off")
            #expect(
                after.state.trainingMaxes["squat"]?.history.last.map { EnglishMessages.text($0.reason) }
                    == "End of cycle: Squat +5 kg (lower body) → training max 145 kg")
            let today = try #require(try await body.programs.today(for: ana))
            #expect(EnglishMessages.localizer.text(today.session.exercises[0].sets[0].reason) == "65 % of TM 62.5 kg = 40.63 kg → 40 kg")
        }
    }

    @Test(
        "GZCLP through the store: a missed T1 5x3+ moves to 6x2+ at the same weight; the T2 and T3 rules run on the same finish",
        arguments: Engine.allCases)
    func gzclpStage(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let maxes: [String: Weight] = [
                "squat": Weight(100, .kilograms), "bench-press": Weight(80, .kilograms), "overhead-press": Weight(50, .kilograms),
                "deadlift": Weight(120, .kilograms), "lat-pulldown": Weight(40, .kilograms), "dumbbell-row": Weight(20, .kilograms),
            ]
            let started = try await body.programs.start(ProgramStartInput(from: "gzclp", trainingMaxes: maxes), for: ana).unkeyed()
            let before = try #require(started.state.slots["squat-t1"]?.workingWeight?.current)
            let finished = try await body.runDay(ana, reps: ["squat-t1": [3, 3, 3, 2, 1]])
            #expect(finished.program?.position == .start)
            let after = try await body.programs.program(started.id, of: ana)
            #expect(after.state.slots["squat-t1"]?.stage == 1)
            #expect(after.state.slots["squat-t1"]?.workingWeight?.current == before)
            #expect(after.state.slots["bench-press-t2"]?.workingWeight?.history.count == 2, "the met 3x10 added weight")
            #expect(after.state.position == ProgramPosition(cycle: 1, week: 1, day: 2))
            // Finishing again (reopened) does not advance twice: the program has moved past that day.
            _ = try await body.workouts.reopen(finished.id, of: ana).unkeyed()
            _ = try await body.workouts.finish(finished.id, of: ana)
            #expect(try await body.programs.program(started.id, of: ana) == after)
        }
    }

    @Test(
        "Programs round-trip through the JSON archive: definition, lifts by name, position, every history entry, ended ones",
        arguments: Engine.allCases)
    func archiveRoundTrip(engine: Engine) async throws {
        try await withBody(engine) { body in
            let ana = try await body.user("ana")
            let first = try await body.programs.start(ProgramStartInput(from: "531-fsl", trainingMaxes: Self.maxes), for: ana).unkeyed()
            _ = try await body.programs.end(first.id, for: ana).unkeyed()
            let maxes: [String: Weight] = [
                "squat": Weight(225, .pounds), "bench-press": Weight(80, .kilograms), "overhead-press": Weight(50, .kilograms),
                "deadlift": Weight(120, .kilograms), "lat-pulldown": Weight(40, .kilograms), "dumbbell-row": Weight(20, .kilograms),
            ]
            let running = try await body.programs.start(ProgramStartInput(from: "gzclp", trainingMaxes: maxes), for: ana).unkeyed()
            try await body.runDay(ana, reps: ["squat-t1": [3, 3, 3, 2, 1]])
            _ = try await body.programs.setTrainingMax(Weight(85, .kilograms), lift: "bench-press", reason: "Retested", of: running.id, for: ana)
                .unkeyed()
            let archive = try await body.store.archive(userID: ana.id, exportedAt: body.clock.now, readPhoto: { _ in Data() })
            let programs = try #require(archive.programs)
            #expect(programs.count == 2)
            #expect(programs[1].lifts["squat"] == "Back Squat")
            #expect(programs[1].slots["squat-t1"]?.stage == 1)
            let ran = try #require(archive.workouts.last)
            #expect(ran.program == ArchivedProgramDay(program: 1, cycle: 1, week: 1, day: 1))
            #expect(ran.exercises.map(\.programSlot) == ["squat-t1", "bench-press-t2", "lat-pulldown-t3"])

            let decoded = try ArchiveJSON.decode(try ArchiveJSON.encode(archive))
            #expect(decoded.programs == archive.programs)
            let bea = try await body.user("bea")
            _ = try await body.store.restoreArchive(decoded, photoKeys: [], userID: bea.id, now: body.clock.now)
            let restored = try await body.store.archive(userID: bea.id, exportedAt: body.clock.now, readPhoto: { _ in Data() })
            #expect(restored.programs == archive.programs)
            #expect(restored.workouts == archive.workouts, "the workouts keep their program day on the restored program")
            let beas = try await body.programs.list(for: bea)
            #expect(beas.map(\.isActive) == [true, false])
            #expect(beas.first?.state == (try await body.programs.program(running.id, of: ana)).state)
            let beasWorkout = try #require(try await body.workouts.history(for: bea, limit: 1).first)
            #expect(beasWorkout.program == WorkoutProgramLink(programID: try #require(beas.first?.id), position: .start))
            #expect(try await body.store.hasArchivableHistory(userID: bea.id))
        }
    }
}
