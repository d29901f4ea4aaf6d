import Foundation
import RepbookCore
import RepbookFormats

/// The Core services the web pages and the JSON API share, built once over one store.
struct AppServices: Sendable {
    let store: any RepbookStore
    let accounts: AccountService
    let administration: AccountAdministration
    let sessions: SessionService
    /// Finds (or creates) the accounts a reverse proxy or identity provider vouches for.
    let vouched: VouchedSignIn
    /// Finds, creates and links the accounts of people an OpenID Connect provider signs in.
    let providerSignIn: ProviderSignIn
    let tokens: APITokenService
    let exercises: ExerciseService
    let settings: SettingsService
    let liftLog: LiftLogService
    let templates: TemplateService
    let splits: SplitService
    let workouts: WorkoutService
    let analytics: AnalyticsService
    let bodyWeights: BodyWeightService
    let weightImports: BodyWeightImportService
    let journal: JournalService
    let supplements: SupplementService
    let photos: ProgressPhotoService
    let workoutImports: WorkoutImportService
    let historyExports: HistoryExportService
    let backups: BackupService
    let planSharing: PlanSharingService
    let archives: UserArchiveService
    let coaching: CoachingService
    let measurements: BodyMeasurementService
    let tagEffects: TagEffectService
    /// Programs: the library, the user's programs, today's program day and starting it (pages and API share it).
    let programs: ProgramService
    /// The boundary every uploaded file that a native parser reads goes through (a child process under limits).
    let parser: IsolatedParser

    init(
        store: any RepbookStore, hasher: any PasswordHasher, digester: any TokenDigester, photoFiles: any PhotoFileStore,
        photoByteLimit: Int = ProgressPhotoService.defaultByteLimit, throttle: LoginThrottle.Policy = LoginThrottle.Policy(),
        now: @escaping Clock = { Date() }, backups: BackupService, parser: IsolatedParser = IsolatedParser()
    ) {
        self.parser = parser
        self.store = store
        self.backups = backups
        // The sign-in counts live in the database, so every server on it counts every attempt.
        let accounts = AccountService(store: store, hasher: hasher, throttle: LoginThrottle(policy: throttle, attempts: store), now: now)
        self.accounts = accounts
        self.administration = AccountAdministration(store: store, hasher: hasher, digester: digester, files: photoFiles, now: now)
        self.vouched = VouchedSignIn(accounts: accounts, store: store)
        self.providerSignIn = ProviderSignIn(store: store, accounts: accounts, now: now)
        self.sessions = SessionService(store: store, accounts: accounts, digester: digester, now: now)
        self.tokens = APITokenService(store: store, accounts: accounts, digester: digester, now: now)
        self.exercises = ExerciseService(store: store, now: now)
        self.settings = SettingsService(store: store)
        self.liftLog = LiftLogService(store: store, now: now)
        self.templates = TemplateService(store: store, now: now)
        self.splits = SplitService(store: store, now: now)
        self.workouts = WorkoutService(store: store, now: now)
        self.analytics = AnalyticsService(store: store, now: now)
        self.bodyWeights = BodyWeightService(store: store, now: now)
        self.weightImports = BodyWeightImportService(store: store, now: now)
        self.journal = JournalService(store: store, now: now)
        self.supplements = SupplementService(store: store, now: now)
        self.photos = ProgressPhotoService(store: store, files: photoFiles, byteLimit: photoByteLimit, now: now)
        self.workoutImports = WorkoutImportService(store: store, now: now)
        self.historyExports = HistoryExportService(store: store, now: now)
        self.planSharing = PlanSharingService(store: store, now: now)
        self.archives = UserArchiveService(store: store, files: photoFiles, now: now)
        self.coaching = CoachingService(store: store, now: now)
        self.measurements = BodyMeasurementService(store: store, now: now)
        self.tagEffects = TagEffectService(store: store, now: now)
        self.programs = ProgramService(store: store, now: now)
    }
}
