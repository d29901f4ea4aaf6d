import Foundation

/// The programs of one user: the library, starting one, reading it, its sheet, today's day and starting it, training
/// maxes, skipping or moving a day, ending and deleting. The pages and the JSON API both go through here.
public struct ProgramService: Sendable {
    private let store: any RepbookStore
    private let now: Clock

    public init(store: any RepbookStore, now: @escaping Clock) {
        self.store = store
        self.now = now
    }

    /// The programs a user can copy.
    public func library() -> [Program] { ProgramLibrary.all }

    /// The user's programs, the running one first.
    public func list(for user: User) async throws -> [UserProgram] {
        try await store.programs(userID: user.id)
    }

    /// One of the user's programs, or not found.
    public func program(_ id: Int64, of user: User) async throws -> UserProgram {
        guard let program = try await store.program(id: id, userID: user.id) else { throw Self.notFound(id) }
        return program
    }

    /// The user's running program, if any.
    public func active(for user: User) async throws -> UserProgram? {
        try await store.activeProgram(userID: user.id)
    }

    /// Starts a program from the library (or the input's own copy): lifts mapped to the user's exercises, training maxes
    /// typed or suggested from the history (`ProgramState.start` refuses a lift with neither, naming it); once per client key.
    public func start(_ input: ProgramStartInput, for user: User, once claim: OnceClaim<UserProgram>? = nil) async throws -> Once<UserProgram> {
        let program: Program
        if let given = input.program {
            try given.validate()
            program = given
        } else {
            guard let found = ProgramLibrary.all.first(where: { $0.slug == input.from }) else {
                throw DomainError.invalid(field: "from", message: LocalizedText("error.there_no_program_in_library", ["from": "\(input.from)"]))
            }
            program = found
        }
        let settings = try await store.settings(userID: user.id)
        let exercises = try await store.exercises(userID: user.id, query: ExerciseQuery(includeArchived: true))
        let mapping = try ProgramLiftMatch.match(program, chosen: input.exerciseIDs, exercises: exercises)
        var maxes = input.trainingMaxes
        for (exerciseID, weight) in input.trainingMaxesByExercise.sorted(by: { $0.key < $1.key }) {
            let lifts = program.trainingMaxLifts.filter { mapping[$0.key] == exerciseID }
            guard !lifts.isEmpty else {
                throw DomainError.invalid(
                    field: "trainingMaxes.\(exerciseID)", message: LocalizedText(
                        "error.program.exercise_not_a_lift", ["id": .text(String(exerciseID)), "program": .text(program.name)]))
            }
            for lift in lifts { maxes[lift.key] = weight }
        }
        for key in maxes.keys.sorted() where !program.trainingMaxLifts.contains(where: { $0.key == key }) {
            throw DomainError.invalid(field: "trainingMaxes.\(key)", message:
                LocalizedText("error.has_no_training_max_for", ["program": "\(program.name)", "key": "\(key)"]))
        }
        var suggested: [String: TrainingMaxSuggestion] = [:]
        if input.suggestTrainingMaxes {
            let missing = program.trainingMaxLifts.filter { maxes[$0.key] == nil }
            suggested = try await TrainingMaxSuggestions(store: store).suggested(
                for: missing, mapping: mapping, settings: settings, userID: user.id)
        }
        let instant = now()
        let today = LocalDate(instant, in: settings.timeZone)
        let state = try ProgramState.start(program, trainingMaxes: maxes, suggested: suggested, date: today)
        let draft = ProgramDraft(program: program, exerciseIDs: mapping, state: state, startedOn: today)
        return try await store.insertProgram(draft, userID: user.id, now: instant, once: claim)
    }

    /// Sets a lift's training max today, kept in its history with `reason`; once per client key.
    public func setTrainingMax(
        _ weight: Weight, lift: String, reason: String?, of id: Int64, for user: User, once claim: OnceClaim<UserProgram>? = nil
    ) async throws -> Once<UserProgram> {
        guard weight.value > 0, weight.kilograms <= 1000 else {
            throw DomainError.invalid(field: "weight", message: LocalizedText("error.training_max_out_of_range"))
        }
        let why = (reason ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard why.count <= 200 else { throw DomainError.invalid(field: "reason", message: LocalizedText("error.reason_can_at_most_200_characters")) }
        let settings = try await store.settings(userID: user.id)
        let instant = now()
        return try await store.setTrainingMax(
            programID: id, liftKey: lift, weight: weight, date: LocalDate(instant, in: settings.timeZone),
            reason: why.isEmpty ? ProgramHistoryReason.setByYou : .verbatim(why), userID: user.id, now: instant, once: claim)
    }

    /// Skips the program's current day: only the position moves; once per client key.
    public func skipDay(of id: Int64, for user: User, once claim: OnceClaim<UserProgram>? = nil) async throws -> Once<UserProgram> {
        let settings = try await store.settings(userID: user.id)
        let instant = now()
        return try await store.skipProgramDay(
            programID: id, date: LocalDate(instant, in: settings.timeZone), userID: user.id, now: instant, once: claim)
    }

    /// Moves the program to another day of its cycle (any cycle number from 1); once per client key.
    public func move(
        _ id: Int64, to position: ProgramPosition, for user: User, once claim: OnceClaim<UserProgram>? = nil
    ) async throws -> Once<UserProgram> {
        try await store.moveProgram(programID: id, to: position, userID: user.id, now: now(), once: claim)
    }

    /// Ends a running program; it stays with its history; once per client key.
    public func end(_ id: Int64, for user: User, once claim: OnceClaim<UserProgram>? = nil) async throws -> Once<UserProgram> {
        try await store.endProgram(programID: id, userID: user.id, now: now(), once: claim)
    }

    /// Deletes a program and its history; its workouts stay.
    public func delete(_ id: Int64, for user: User) async throws {
        try await store.deleteProgram(programID: id, userID: user.id)
    }

    /// The next `weeks` weeks of the program's sessions, computed with the user's bar, plates and unit.
    public func sheet(of id: Int64, weeks: Int, for user: User) async throws -> (program: UserProgram, sessions: [PrescribedSession]) {
        let running = try await program(id, of: user)
        let (plates, settings) = try await platesAndSettings(user)
        let sessions = try ProgramSheet.sheet(
            running.program, state: running.state, weeks: weeks, plates: plates, unit: settings.weightUnit, formula: settings.oneRepMaxFormula,
            effort: settings.effortScale)
        return (running, sessions)
    }

    /// The running program's next day with every set computed, or nil when no program runs (Home's "today").
    public func today(for user: User) async throws -> ProgramToday? {
        guard let running = try await store.activeProgram(userID: user.id) else { return nil }
        return ProgramToday(program: running, session: try await session(of: running, for: user))
    }

    /// Starts the running program's next day as a workout (`WorkoutService.start` with `.program`), once per client key;
    /// a conflict when no program runs.
    public func startToday(for user: User, once claim: OnceClaim<Workout>? = nil) async throws -> Once<Workout> {
        guard let running = try await store.activeProgram(userID: user.id) else {
            throw DomainError.conflict(LocalizedText("error.no_program_running_start_one_from"))
        }
        return try await WorkoutService(store: store, now: now).start(.program(running.id), for: user, once: claim)
    }

    /// The day at `running`'s position, computed for the user.
    public func session(of running: UserProgram, for user: User) async throws -> PrescribedSession {
        let (plates, settings) = try await platesAndSettings(user)
        return try ProgramPrescriber.prescribe(
            running.program, state: running.state, plates: plates, unit: settings.weightUnit, effort: settings.effortScale)
    }

    /// The user's bar and plates in their unit, and their settings.
    private func platesAndSettings(_ user: User) async throws -> (PlateSetup, UserSettings) {
        let settings = try await store.settings(userID: user.id)
        return (try await store.coachingSettings(userID: user.id).plates(settings.weightUnit), settings)
    }

    /// Past sessions per lift the training-max suggestion reads.
    static let suggestionSessions = 10

    /// The not-found error of program `id`.
    static func notFound(_ id: Int64) -> DomainError { .notFound(LocalizedText("error.no_program_with_id", ["id": "\(id)"])) }
}
