import ArgumentParser
import Foundation
import RepbookCore
import RepbookServer
import RepbookSecurity
import RepbookSQLite

/// `repbook log "bench press" 100kg 5x3`: adds sets to the quick lift log, merged with the day's entries.
struct LogCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Log sets of an exercise: repbook log \"bench press\" 100kg 5x3",
        discussion: "WEIGHT is 100, 100kg, 225lb or bw (no weight). REPS is 5 (one set) or 5x3 (reps x sets).")

    @Argument(help: "The exercise's name (case and accents do not matter).")
    var exercise: String

    @Argument(help: "The weight: 100, 100kg, 225lb, or bw for none.")
    var weight: String

    @Argument(help: "Reps, or reps x sets such as 5x3.")
    var reps: String

    @Option(help: "The day, YYYY-MM-DD (default: today in the user's time zone).")
    var date: String?

    @Option(help: "The account (needed when there is more than one).")
    var user: String?

    @OptionGroup
    var data: DataDirectoryOption

    @OptionGroup
    var database: DatabaseOption

    func run() async throws {
        let line = try await CommandStore.with(CommandStore.location(data, database)) { store in
            try await Self.log(store: store, exercise: exercise, weight: weight, reps: reps, date: date, username: user)
        }
        print(line)
    }

    /// Logs the line and answers what the day now shows for the exercise.
    static func log(
        store: any RepbookStore, exercise name: String, weight: String, reps: String, date: String?, username: String?,
        now: @escaping Clock = { Date() }
    ) async throws -> String {
        let user = try await account(store: store, username: username)
        let exercises = ExerciseService(store: store, now: now)
        let all = try await exercises.list(for: user, query: ExerciseQuery(includeArchived: true))
        guard let exercise = all.first(where: { ExerciseName.key($0.name) == ExerciseName.key(name) }) else {
            let suggestions = NameSuggestions.closest(to: name, among: all.map(\.name))
            throw CommandFailure(description: "No exercise named \"\(name)\". Did you mean: \(suggestions.joined(separator: ", "))?")
        }
        let parts = reps.lowercased().split(whereSeparator: { $0 == "x" || $0 == "×" }).map(String.init)
        guard (1...2).contains(parts.count) else { throw CommandFailure(description: "Reps must look like 5 or 5x3 (reps x sets).") }
        let input = QuickLogInput(
            date: date, weight: weight.lowercased() == "bw" ? nil : weight, reps: parts[0], sets: parts.count == 2 ? parts[1] : nil)
        let liftLog = LiftLogService(store: store, now: now)
        do {
            let days = try await liftLog.log(input, exercise: exercise.id, of: user)
            let day = try await liftLog.today(for: user)
            let shown = days.first { $0.date == (date.flatMap(LocalDate.init) ?? day) } ?? days[0]
            return "\(exercise.name), \(shown.date): " + shown.entries.map(DisplayFormat.entry).joined(separator: ", ")
        } catch let error as DomainError {
            throw CommandFailure(description: error.englishMessage)
        }
    }

    /// The named account, or the only one.
    static func account(store: any UserStore, username: String?) async throws -> User {
        if let username {
            guard let credentials = try await store.credentials(username: username) else {
                throw CommandFailure(description: "No account named \"\(username)\".")
            }
            return credentials.user
        }
        let users = try await store.allUsers()
        guard users.count == 1 else {
            if users.isEmpty { throw CommandFailure(description: "No account yet: create one with `repbook user add NAME`.") }
            throw CommandFailure(description: "Several accounts exist (\(users.map(\.username).joined(separator: ", "))): pass --user NAME.")
        }
        return users[0]
    }
}
