import Foundation
import Hummingbird
import Logging
import RepbookCore
import RepbookSecurity
import RepbookStore

/// Builds the whole Repbook server: takes the data folder's lock, opens (and migrates) the SQLite store in it, and wires pages,
/// API, assets and the scheduled backups.
public func buildApplication(_ configuration: ServerConfiguration) async throws -> some ApplicationProtocol {
    var logger = configuration.logHandler.map { Logger(label: "repbook", factory: $0) } ?? Logger(label: "repbook")
    logger.logLevel = configuration.logLevel
    let lock = try DataDirectoryLock(dataDirectory: configuration.dataDirectory)
    let (services, backups, metrics) = try makeServices(configuration, logger: logger)
    let router = try await buildRouter(configuration, services: services, metrics: metrics, logger: logger)

    let onRunning = configuration.onServerRunning
    return Application(
        router: router,
        configuration: .init(address: .hostname(configuration.host, port: configuration.port), serverName: "Repbook"),
        services: [DataDirectoryLockService(lock: lock), BackupScheduler(backups: backups, logger: logger, now: { Date() })],
        onServerRunning: { channel in await onRunning?(channel.localAddress?.port ?? configuration.port) },
        logger: logger)
}

/// The services over the SQLite store in the configuration's data folder, its backups, and the metrics that its writes
/// and backups feed. Opening the store is where a
/// newer binary first copies the database into the backup folder and then migrates it, saying both through `logger`
/// (`buildApplication` holds the data folder's lock by then, so no other server is using the file).
func makeServices(
    _ configuration: ServerConfiguration, logger: Logger = Logger(label: "repbook")
) throws -> (AppServices, BackupService, AppMetrics) {
    let policy = configuration.backupPolicy ?? .unscheduled(dataDirectory: configuration.dataDirectory)
    let metrics = AppMetrics(dataDirectory: configuration.dataDirectory, backupDirectory: policy.directory)
    let store = try SQLiteStore.open(
        dataDirectory: configuration.dataDirectory, backupDirectory: policy.directory, log: { logger.notice("\($0)") })
        .observingWrites { metrics.recordDatabaseWrite(nanoseconds: $0) }
    let backups = BackupService(
        writer: CountingBackupWriter(inner: BackupBundleWriter(store: store, dataDirectory: configuration.dataDirectory), metrics: metrics),
        policy: policy,
        dataDirectory: configuration.dataDirectory, now: { Date() })
    let services = AppServices(
        store: store, hasher: BcryptPasswordHasher(cost: configuration.bcryptCost), digester: SHA256TokenDigester(),
        photoFiles: FileSystemPhotoStore(dataDirectory: configuration.dataDirectory), photoByteLimit: configuration.photoByteLimit,
        throttle: configuration.signInThrottle, backups: backups)
    return (services, backups, metrics)
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
    router.add(middleware: FileMiddleware(
        fileProvider: EmbeddedFileProvider(), urlBasePath: "/static", cacheControl: StaticAssetCaching.cacheControl))
    router.get("/healthz") { _, _ in HealthResponse(status: "ok") }
    router.get("/sw.js") { _, _ in ServiceWorkerScript.response() }
    router.get("/api/openapi.yaml") { _, _ in OpenAPIDocument.response() }
    let metricsAccess = MetricsAccess(token: configuration.metricsToken)
    router.get("/metrics") { request, context in
        guard metricsAccess.allows(request, remoteAddress: context.remoteAddress) else {
            throw HTTPError(.forbidden, message: "Metrics are served to loopback clients, or with --metrics-token to a scraper sending it as a bearer token.")
        }
        return Response(
            status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8", .cacheControl: "no-store"],
            body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition())))
    }
    let uploads = PendingUploads(
        root: URL(fileURLWithPath: configuration.dataDirectory).appendingPathComponent("uploads", isDirectory: true),
        quota: configuration.uploadQuota)
    uploads.sweepExpired()
    APIRoutes(services: services, uploads: uploads, uploadLimits: configuration.uploadLimits, logger: logger).register(on: router)
    WebRoutes(
        services: services, renderer: renderer, cookies: cookies, publicOrigin: configuration.publicOrigin, uploads: uploads,
        uploadLimits: configuration.uploadLimits, logger: logger)
        .register(on: router)
    return router
}

/// The answer of `GET /healthz`.
struct HealthResponse: ResponseCodable {
    let status: String
}
