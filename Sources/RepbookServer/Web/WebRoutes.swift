import Hummingbird
import Logging
import RepbookCore

/// The HTML pages: setup, sign-in, home, library, settings and the tabs still to come.
struct WebRoutes: Sendable {
    let services: AppServices
    let pages: WebPages
    let publicOrigin: String?
    let uploads: PendingUploads
    let uploadLimits: UploadLimits
    let logger: Logger
    /// Sign-in by a trusted reverse proxy's header, when configured.
    var proxySignIn: (configuration: ProxySignInConfiguration, trustedProxies: Set<String>)?
    /// The ways the sign-in page offers.
    var signInChoices = SignInChoices()
    /// The owner's status report (Settings → Status).
    var status: InstanceStatusReport?
    /// Sign-in through an OpenID Connect provider, when configured: its client, settings and the redirect address.
    var provider: (client: OIDCProviderClient, configuration: OIDCConfiguration, redirectURI: String)?

    init(
        services: AppServices, renderer: PageRenderer, cookies: CookieFactory, publicOrigin: String?, uploads: PendingUploads,
        uploadLimits: UploadLimits, logger: Logger
    ) {
        self.logger = logger
        self.services = services
        self.pages = WebPages(renderer: renderer, cookies: cookies)
        self.publicOrigin = publicOrigin
        self.uploads = uploads
        self.uploadLimits = uploadLimits
    }

    func register(on router: Router<AppRequestContext>) {
        var web = router.group()
            .add(middleware: WebSessionMiddleware(services: services))
        if let proxySignIn {
            web = web.add(middleware: ProxySignInMiddleware(
                configuration: proxySignIn.configuration, trustedProxies: proxySignIn.trustedProxies, services: services,
                cookies: pages.cookies, logger: logger))
        }
        web = web.add(middleware: CSRFMiddleware(publicOrigin: publicOrigin))
        AccountPages(services: services, pages: pages, logger: logger, signInChoices: signInChoices).register(on: web)
        if let provider {
            ProviderSignInPages(
                services: services, pages: pages, provider: provider.client, configuration: provider.configuration,
                redirectURI: provider.redirectURI, signInChoices: signInChoices, logger: logger
            ).register(on: web)
        }
        CSRFTokenRoute().register(on: web)
        HomePages(services: services, pages: pages).register(on: web)
        LibraryPages(services: services, pages: pages).register(on: web)
        QuickLogLinePages(services: services, pages: pages).register(on: web)
        SettingsPages(services: services, pages: pages).register(on: web)
        AccountSecurityPages(services: services, pages: pages, providerName: provider?.configuration.providerName).register(on: web)
        AccountAdminPages(services: services, pages: pages, publicOrigin: publicOrigin).register(on: web)
        BackupPages(services: services, pages: pages).register(on: web)
        if let status { StatusPages(report: status, pages: pages).register(on: web) }
        DataPages(services: services, pages: pages, limits: uploadLimits).register(on: web)
        HistoryImportPages(services: services, pages: pages, uploads: uploads, limits: uploadLimits).register(on: web)
        WorkoutPages(services: services, pages: pages).register(on: web)
        CoachingPages(services: services, pages: pages).register(on: web)
        HistoryPages(services: services, pages: pages).register(on: web)
        PlanPages(services: services, pages: pages).register(on: web)
        ProgramPages(services: services, pages: pages).register(on: web)
        ProgramSharingPages(services: services, pages: pages, publicOrigin: publicOrigin).register(on: web)
        PlanSharingPages(services: services, pages: pages, publicOrigin: publicOrigin).register(on: web)
        BodyDayPages(services: services, pages: pages).register(on: web)
        JournalTagPages(services: services, pages: pages).register(on: web)
        SupplementPages(services: services, pages: pages).register(on: web)
        BodyWeightPages(services: services, pages: pages).register(on: web)
        WeightImportPages(services: services, pages: pages, uploads: uploads, limits: uploadLimits).register(on: web)
        BodyMeasurementPages(services: services, pages: pages).register(on: web)
        MeasurementImportPages(services: services, pages: pages, uploads: uploads).register(on: web)
        ProgressPhotoPages(services: services, pages: pages).register(on: web)
        ArchivePages(services: services, pages: pages, uploads: uploads).register(on: web)
    }
}
