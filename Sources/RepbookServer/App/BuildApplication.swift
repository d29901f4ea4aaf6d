import Foundation
import Hummingbird
import Logging
import NIOCore
import RepbookCore
import RepbookDataFolder
import RepbookFormats
import RepbookSecurity
import RepbookSQLite

/// Builds the whole Repbook server: opens (and migrates) its store, the SQLite file in the data folder (taking the
/// folder's lock) or the PostgreSQL database `configuration.databaseURL` names, and wires pages, API, assets and the
/// scheduled backups.
public func buildApplication(_ configuration: ServerConfiguration) async throws -> some ApplicationProtocol {
    var logger = configuration.logHandler.map { Logger(label: "repbook", factory: $0) } ?? Logger(label: "repbook")
    logger.logLevel = configuration.logLevel
    let (services, opened, metrics) = try await makeServices(configuration, logger: logger)
    let router = try await buildRouter(configuration, services: services, metrics: metrics, logger: logger)

    let onRunning = configuration.onServerRunning
    return Application(
        router: router,
        server: .http1(configuration: .init(
            additionalChannelHandlers: [SecurityHeadersHandler(), CloseAfterResponseHandler()],
            idleTimeout: TimeAmount(configuration.idleTimeout))),
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "Repbook"),
        services: [
            opened.keeper, BackupScheduler(backups: services.backups, turn: opened.backupTurn, logger: logger, now: { Date() }),
        ],
        onServerRunning: { channel in await onRunning?(channel.localAddress?.port ?? configuration.port) },
        logger: logger)
}

/// The services over the store the configuration names (`ServerStore.open`), the opened store itself, and the metrics
/// that its writes and backups feed. Opening a SQLite store is where a newer binary first copies the database into the
/// backup folder and then migrates it, saying both through `logger`.
func makeServices(
    _ configuration: ServerConfiguration, logger: Logger = Logger(label: "repbook")
) async throws -> (AppServices, ServerStore, AppMetrics) {
    let policy = configuration.backupPolicy ?? .unscheduled(dataDirectory: configuration.dataDirectory)
    let metrics = AppMetrics(backupDirectory: policy.directory)
    let opened = try await ServerStore.open(configuration, metrics: metrics, logger: logger)
    let backups = BackupService(
        writer: CountingBackupWriter(inner: opened.backupWriter, metrics: metrics), policy: policy,
        dataDirectory: configuration.dataDirectory, now: { Date() })
    let services = AppServices(
        store: opened.store, hasher: BcryptPasswordHasher(cost: configuration.bcryptCost), digester: SHA256TokenDigester(),
        photoFiles: FileSystemPhotoStore(dataDirectory: configuration.dataDirectory), photoByteLimit: configuration.photoByteLimit,
        throttle: configuration.signInThrottle, backups: backups, parser: parser(configuration))
    return (services, opened, metrics)
}

/// The configured parser, its children's scratch folders under the uploads' staging folder (so they are never counted or
/// listed as pending uploads, and sit on the uploads' disk).
private func parser(_ configuration: ServerConfiguration) -> IsolatedParser {
    var parser = configuration.parser
    if parser.scratchRoot == nil {
        parser.scratchRoot = URL(fileURLWithPath: configuration.dataDirectory).appendingPathComponent("uploads/.staging", isDirectory: true)
    }
    return parser
}

/// The router of every page, API route and asset over `services`: what `buildApplication` serves, and what the route
/// scan enumerates.
func buildRouter(
    _ configuration: ServerConfiguration, services: AppServices, metrics: AppMetrics, logger: Logger
) async throws -> Router<AppRequestContext> {
    let renderer = try await PageRenderer.load()
    let cookies = CookieFactory(secure: configuration.usesSecureCookies)

    let router = Router(context: AppRequestContext.self)
    router.add(middleware: ClientAddressMiddleware(trustedProxies: Set(configuration.trustedProxies)))
    router.add(middleware: RequestLogMiddleware())
    router.add(middleware: RequestMetricsMiddleware(metrics: metrics))
    router.add(middleware: ServerTimingMiddleware())
    // The headers wrap the error middleware, so error pages and redirects carry them too.
    router.add(middleware: SecurityHeadersMiddleware())
    router.add(middleware: ErrorMiddleware(renderer: renderer))
    let served = ServedRoutes()
    router.add(middleware: MethodNotAllowedMiddleware(routes: served))
    router.add(middleware: FileMiddleware(
        fileProvider: EmbeddedFileProvider(), urlBasePath: "/static", cacheControl: StaticAssetCaching.cacheControl))
    router.get("/healthz") { _, _ in HealthResponse(status: "ok") }
    router.get("/sw.js") { _, _ in ServiceWorkerScript.response() }
    router.get("/api/openapi.yaml") { _, _ in OpenAPIDocument.response() }
    let metricsAccess = MetricsAccess(token: configuration.metricsToken)
    router.get("/metrics") { request, context in
        guard metricsAccess.allows(request, remoteAddress: context.remoteAddress) else {
            throw HTTPError(
                .forbidden, message: "Metrics are served to loopback clients, or with --metrics-token to a scraper sending it as a bearer token.")
        }
        return Response(
            status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: await metrics.exposition(database: services.store))))
    }
    let uploads = PendingUploads(
        root: URL(fileURLWithPath: configuration.dataDirectory).appendingPathComponent("uploads", isDirectory: true),
        quota: configuration.uploadQuota, reservations: services.store)
    uploads.sweepExpired()
    let status = InstanceStatusReport(services: services, configuration: configuration, startedAt: Date())
    var api = APIRoutes(services: services, uploads: uploads, uploadLimits: configuration.uploadLimits, logger: logger)
    api.signInChoices = configuration.signInChoices
    api.status = status
    api.register(on: router)
    var web = WebRoutes(
        services: services, renderer: renderer, cookies: cookies, publicOrigin: configuration.publicOrigin, uploads: uploads,
        uploadLimits: configuration.uploadLimits, logger: logger)
    web.proxySignIn = configuration.proxySignIn.map { (configuration: $0, trustedProxies: Set(configuration.trustedProxies)) }
    web.signInChoices = configuration.signInChoices
    web.status = status
    web.provider = configuration.oidc.map {
        (client: OIDCProviderClient(configuration: $0), configuration: $0, redirectURI: configuration.displayURL + "/signin/oidc/callback")
    }
    web.register(on: router)
    served.record(router)
    return router
}

/// The answer of `GET /healthz`.
struct HealthResponse: ResponseCodable {
    let status: String
}
