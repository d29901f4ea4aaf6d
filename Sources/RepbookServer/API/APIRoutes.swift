import Foundation
import Hummingbird
import Logging
import RepbookCore

/// The JSON API under `/api/v1`, described by `openapi.yaml`.
struct APIRoutes: Sendable {
    let services: AppServices
    /// Where uploaded import files stream to while they are read.
    let uploads: PendingUploads
    let uploadLimits: UploadLimits
    /// Where refused sign-ins are logged.
    let logger: Logger
    /// Whether a password may still be exchanged for a token (off when password sign-in is).
    var signInChoices = SignInChoices()
    /// The owner's status report (`GET /api/v1/admin/status`).
    var status: InstanceStatusReport?

    func register(on router: Router<AppRequestContext>) {
        router.group("api/v1").post("auth/token") { request, context in
            let body = try await JSONBody.decode(TokenRequest.self, from: request)
            let issued: (token: String, record: APIToken)
            do {
                try signInChoices.checkPasswordSignIn()
                issued = try await services.tokens.issue(
                    username: body.username, password: body.password, address: context.remoteAddress, label: body.label ?? "API token",
                    expiresInDays: body.expires_in_days)
            } catch {
                SignInLog.refused(error, username: body.username, address: context.remoteAddress, logger: logger)
                throw error
            }
            return EditedResponse(
                status: .created, response: TokenJSON(token: issued.token, id: issued.record.id, expires_at: issued.record.expiresAt))
        }
        let api = router.group("api/v1").add(middleware: BearerAuthMiddleware(services: services))
        registerAccount(on: api)
        AccountSecurityAPI(services: services).register(on: api)
        if let status { StatusAPI(report: status).register(on: api) }
        ExerciseAPI(services: services).register(on: api)
        LiftLogAPI(services: services).register(on: api)
        TemplateAPI(services: services).register(on: api)
        SplitAPI(services: services).register(on: api)
        WorkoutAPI(services: services).register(on: api)
        AnalyticsAPI(services: services).register(on: api)
        BodyWeightAPI(services: services).register(on: api)
        WeightImportAPI(services: services, uploads: uploads, limits: uploadLimits).register(on: api)
        HistoryAPI(services: services, uploads: uploads, limits: uploadLimits).register(on: api)
        PhotoAPI(services: services).register(on: api)
        BackupAPI(services: services).register(on: api)
        JournalAPI(services: services).register(on: api)
        SupplementAPI(services: services).register(on: api)
        PlanSharingAPI(services: services).register(on: api)
        ArchiveAPI(services: services, uploads: uploads).register(on: api)
        CoachingAPI(services: services).register(on: api)
        BodyMeasurementAPI(services: services).register(on: api)
        TagEffectAPI(services: services).register(on: api)
        ProgramAPI(services: services).register(on: api)
    }

    private func registerAccount(on api: RouterGroup<AppRequestContext>) {
        api.get("me") { _, context in
            let user = try context.requireAPIUser()
            return MeJSON(id: user.id, username: user.username, is_owner: user.isOwner)
        }
        api.get("auth/tokens") { _, context in
            let tokens = try await services.tokens.tokens(of: try context.requireAPIUser())
            return APITokenListJSON(
                tokens: tokens.map {
                    APITokenJSON(id: $0.id, label: $0.label, created_at: $0.createdAt, last_used_at: $0.lastUsedAt, expires_at: $0.expiresAt)
            })
        }
        api.delete("auth/tokens/:id") { _, context in
            try await services.tokens.revoke(id: try Self.id(context), of: try context.requireAPIUser())
            return HTTPResponse.Status.noContent
        }
        api.get("settings") { _, context in
            SettingsJSON(try await services.settings.settings(of: try context.requireAPIUser()))
        }
        api.patch("settings") { request, context in
            let body = try await JSONBody.decode(SettingsJSON.self, from: request)
            return SettingsJSON(try await services.settings.update(for: try context.requireAPIUser(), input: body.input))
        }
    }

    /// A numeric path parameter (`{id}` unless named); a non-number is simply not found.
    static func id(_ context: AppRequestContext, _ name: String = "id") throws -> Int64 {
        guard let id = context.parameters.get(name, as: Int64.self) else { throw DomainError.notFound(LocalizedText("error.no_object_with_that_id")) }
        return id
    }

    /// A 201 answer with the new object's address.
    static func created<Body: ResponseEncodable>(_ body: Body, at location: String) -> EditedResponse<Body> {
        EditedResponse(status: .created, headers: [.location: location], response: body)
    }
}
