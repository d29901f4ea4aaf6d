import Foundation
import RepbookCore

/// The Core services the web pages and the JSON API share, built once over one store.
struct AppServices: Sendable {
    let store: any RepbookStore
    let accounts: AccountService
    let sessions: SessionService
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

    init(
        store: any RepbookStore, hasher: any PasswordHasher, digester: any TokenDigester, photoFiles: any PhotoFileStore,
        photoByteLimit: Int = ProgressPhotoService.defaultByteLimit, now: @escaping Clock = { Date() }
    ) {
        self.store = store
        let accounts = AccountService(store: store, hasher: hasher, throttle: LoginThrottle(), now: now)
        self.accounts = accounts
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
    }
}
