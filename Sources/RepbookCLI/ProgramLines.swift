import Foundation
import RepbookCore
import RepbookServer

/// What the `repbook program` commands print, computed through `ProgramService` (the one path the pages and API use).
enum ProgramLines {
    /// The library, then the user's programs.
    static func list(store: any RepbookStore, username: String?, now: @escaping Clock = { Date() }) async throws -> String {
        let user = try await LogCommand.account(store: store, username: username)
        let service = ProgramService(store: store, now: now)
        var lines = ["Library:"]
        for program in service.library() {
            lines.append("  \(program.slug): \(program.name), \(program.daysPerWeek) days × \(program.weeks.count) weeks")
        }
        let mine = try await service.list(for: user)
        lines.append(mine.isEmpty ? "No programs of yours yet: repbook program start SLUG --tm LIFT=WEIGHT ..." : "Yours:")
        for program in mine {
            let state = program.isActive ? "running, \(program.state.position)" : "ended"
            lines.append("  #\(program.id) \(program.name) (\(state)), started \(program.startedOn)")
        }
        return lines.joined(separator: "\n")
    }

    /// Starts `slug` with `trainingMaxes` (`LIFT=WEIGHT`, in the user's unit unless written) and answers a summary.
    static func start(
        store: any RepbookStore, slug: String, trainingMaxes: [String], suggest: Bool, username: String?, now: @escaping Clock = { Date() }
    ) async throws -> String {
        let user = try await LogCommand.account(store: store, username: username)
        let unit = try await store.settings(userID: user.id).weightUnit
        var maxes: [String: Weight] = [:]
        for text in trainingMaxes {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, let weight = Weight.parse(parts[1], defaultUnit: unit) else {
                throw CommandFailure(description: "A training max looks like squat=140kg; \"\(text)\" does not.")
            }
            maxes[parts[0].trimmingCharacters(in: .whitespaces)] = weight
        }
        do {
            let started = try await ProgramService(store: store, now: now).start(
                ProgramStartInput(from: slug, trainingMaxes: maxes, suggestTrainingMaxes: suggest), for: user).unkeyed()
            let lines = started.program.trainingMaxLifts.compactMap { lift in
                started.state.trainingMaxes[lift.key].map { "  \(lift.name): \(Self.weight($0.current)) (\($0.history[0].reason.english))" }
            }
            return (["Started \(started.name) (#\(started.id)). Training maxes:"] + lines).joined(separator: "\n")
        } catch let error as DomainError {
            throw CommandFailure(description: error.englishMessage)
        }
    }

    /// The running program's next day.
    static func today(store: any RepbookStore, username: String?, now: @escaping Clock = { Date() }) async throws -> String {
        let user = try await LogCommand.account(store: store, username: username)
        guard let today = try await ProgramService(store: store, now: now).today(for: user) else {
            throw CommandFailure(description: "No program is running: start one with `repbook program start SLUG`.")
        }
        return ([today.label] + session(today.session, reasons: true)).joined(separator: "\n")
    }

    /// The running program's next `weeks` weeks.
    static func sheet(store: any RepbookStore, weeks: Int, username: String?, now: @escaping Clock = { Date() }) async throws -> String {
        let user = try await LogCommand.account(store: store, username: username)
        let service = ProgramService(store: store, now: now)
        guard let running = try await service.active(for: user) else {
            throw CommandFailure(description: "No program is running: start one with `repbook program start SLUG`.")
        }
        do {
            let sessions = try await service.sheet(of: running.id, weeks: weeks, for: user).sessions
            var lines = [running.name]
            for session in sessions {
                lines.append("\(session.position): \(session.name)\(session.isDeloadWeek ? " (deload)" : "")")
                lines += Self.session(session, reasons: false)
            }
            return lines.joined(separator: "\n")
        } catch let error as DomainError {
            throw CommandFailure(description: error.englishMessage)
        }
    }

    /// A session's exercises, one line each (`  Squat: 90 kg × 5, 105 kg × 5, 120 kg × 5+`), with each set's reason
    /// beneath when `reasons`.
    static func session(_ session: PrescribedSession, reasons: Bool) -> [String] {
        var lines: [String] = []
        for exercise in session.exercises {
            let stage = exercise.stage.isEmpty ? "" : " \(exercise.stage)"
            lines.append("  \(exercise.name)\(stage): " + exercise.sets.map { "\(Self.weight($0.weight)) × \($0.repsText)" }.joined(separator: ", "))
            if reasons { lines += exercise.sets.map { "    \($0.reason.english)" } }
        }
        return lines
    }

    /// `120 kg`.
    static func weight(_ weight: Weight) -> String { "\(Weight.format(weight.value)) \(weight.unit.symbol)" }
}
