import Foundation
import Hummingbird
import RepbookCore

/// `/api/v1/programs`: the library, the user's programs (start, read, sheet, today, training maxes, skip, move, end,
/// delete); the changes honour `Idempotency-Key` as the workout intents do. A program's day starts as a workout with
/// `POST /api/v1/workouts` and `{"programId": id}`.
struct ProgramAPI: Sendable {
    let services: AppServices

    func register(on api: RouterGroup<AppRequestContext>) {
        api.get("programs/library") { _, _ in ProgramLibraryJSON(services.programs.library()) }
        api.get("programs") { _, context in
            ProgramListJSON(programs: try await services.programs.list(for: try context.requireAPIUser()).map(ProgramJSON.init))
        }
        api.post("programs") { request, context in try await start(request, context: context, imported: false) }
        api.get("programs/today") { _, context in
            guard let today = try await services.programs.today(for: try context.requireAPIUser()) else {
                throw DomainError.notFound(LocalizedText("error.no_program_running"))
            }
            return ProgramTodayJSON(today)
        }
        api.get("programs/:id") { _, context in
            ProgramJSON(try await services.programs.program(try APIRoutes.id(context), of: try context.requireAPIUser()))
        }
        api.delete("programs/:id") { _, context in
            try await services.programs.delete(try APIRoutes.id(context), for: try context.requireAPIUser())
            return HTTPResponse.Status.noContent
        }
        api.get("programs/:id/sheet") { request, context in
            let weeks = try Self.weeks(request)
            let (running, sessions) = try await services.programs.sheet(
                of: try APIRoutes.id(context), weeks: weeks, for: try context.requireAPIUser())
            return ProgramSheetJSON(
                programId: running.id, sessions: sessions.map { ProgramSessionJSON($0, exerciseIDs: running.exerciseIDs) })
        }
        registerChanges(on: api)
        registerFiles(on: api)
    }

    /// The program file: a program's definition out (`/file`), and a program started from one (`/import`).
    private func registerFiles(on api: RouterGroup<AppRequestContext>) {
        api.get("programs/:id/file") { _, context in
            let running = try await services.programs.program(try APIRoutes.id(context), of: try context.requireAPIUser())
            return Response(
                status: .ok, headers: [.contentType: "application/json; charset=utf-8"],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: ProgramFile.encode(running.program))))
        }
        api.post("programs/import") { request, context in try await start(request, context: context, imported: true) }
    }

    private func registerChanges(on api: RouterGroup<AppRequestContext>) {
        api.post("programs/:id/skip") { request, context in
            let claim = try await WorkoutAPI.keyedWithoutBody(request, answer: Self.programAnswer)
            let outcome = try await services.programs.skipDay(of: try APIRoutes.id(context), for: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome, answer: Self.programAnswer)
        }
        api.post("programs/:id/move") { request, context in
            let user = try context.requireAPIUser()
            // Another user's id is a 404 whatever the body says.
            let running = try await services.programs.program(try APIRoutes.id(context), of: user)
            let (body, claim): (ProgramMoveBody, OnceClaim<UserProgram>?) = try await WorkoutAPI.keyed(request, answer: Self.programAnswer)
            let outcome = try await services.programs.move(
                running.id, to: ProgramPosition(cycle: body.cycle, week: body.week, day: body.day), for: user, once: claim)
            return try IdempotencyHeader.response(outcome, answer: Self.programAnswer)
        }
        api.post("programs/:id/end") { request, context in
            let claim = try await WorkoutAPI.keyedWithoutBody(request, answer: Self.programAnswer)
            let outcome = try await services.programs.end(try APIRoutes.id(context), for: try context.requireAPIUser(), once: claim)
            return try IdempotencyHeader.response(outcome, answer: Self.programAnswer)
        }
        api.post("programs/:id/training-maxes") { request, context in
            let user = try context.requireAPIUser()
            // Another user's id is a 404 whatever the body says.
            let running = try await services.programs.program(try APIRoutes.id(context), of: user)
            let (body, claim): (TrainingMaxBody, OnceClaim<UserProgram>?) = try await WorkoutAPI.keyed(request, answer: Self.programAnswer)
            let weight = try ProgramWeightBody(weightKg: body.weightKg, weightLb: body.weightLb).weight(field: "weightKg")
            let lift: String
            switch (body.lift, body.exerciseId) {
            case (let key?, nil): lift = key
            case (nil, let exerciseID?):
                guard let key = running.program.trainingMaxLifts.first(where: { running.exerciseIDs[$0.key] == exerciseID })?.key else {
                    throw DomainError.invalid(
                        field: "exerciseId", message: LocalizedText(
                            "error.program.exercise_not_a_lift", ["id": .text(String(exerciseID)), "program": .text(running.name)]))
                }
                lift = key
            default: throw DomainError.invalid(field: "lift", message: LocalizedText("error.send_exactly_one_lift_and_exerciseid"))
            }
            let outcome = try await services.programs.setTrainingMax(weight, lift: lift, reason: body.reason, of: running.id, for: user, once: claim)
            return try IdempotencyHeader.response(outcome, answer: Self.programAnswer)
        }
    }

    /// Starts a program from the library (`from`) or, `imported`, from a program file (`file`), once per client key.
    private func start(_ request: Request, context: AppRequestContext, imported: Bool) async throws -> Response {
        let answer: @Sendable (UserProgram) throws -> RecordedAnswer = { try IdempotencyHeader.json(.created, ProgramJSON($0)) }
        let (body, claim): (ProgramStartBody, OnceClaim<UserProgram>?) = try await WorkoutAPI.keyed(request, answer: answer)
        let outcome = try await services.programs.start(try body.input(imported: imported), for: try context.requireAPIUser(), once: claim)
        let location = outcome.applied.map { "/api/v1/programs/\($0.id)" }
        return try IdempotencyHeader.response(outcome, headers: location.map { [.location: $0] } ?? [:], answer: answer)
    }

    /// The answer of the changes that answer the program as it now stands.
    static let programAnswer: @Sendable (UserProgram) throws -> RecordedAnswer = { try IdempotencyHeader.json(.ok, ProgramJSON($0)) }

    /// `?weeks=N` (1 when left out).
    private static func weeks(_ request: Request) throws -> Int {
        guard let text = request.uri.queryParameters["weeks"] else { return 1 }
        guard let weeks = Int(String(text)), (1...ProgramSheet.maximumWeeks).contains(weeks) else {
            throw DomainError.invalid(field: "weeks", message:
                LocalizedText("error.sheet_shows_1_weeks", ["maximumWeeks": "\(ProgramSheet.maximumWeeks)"]))
        }
        return weeks
    }
}
