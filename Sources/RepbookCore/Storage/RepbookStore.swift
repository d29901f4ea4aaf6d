/// Everything Repbook persists; `SQLiteStore` and `PostgresStore` implement it, through the shared intents of `RepbookStorage`.
public protocol RepbookStore:
    UserStore, SessionStore, APITokenStore, SettingsStore, ExerciseStore, WorkoutStore, TemplateStore, SplitStore, BodyWeightStore,
    AnalyticsStore, JournalStore, SupplementStore, ProgressPhotoStore, SharedPlanStore, ArchiveStore, CoachingStore,
    WorkoutIntentStore, BodyMeasurementStore, TagEffectStore, SignInAttemptStore, UploadReservationStore, DatabaseSizeStore, ProviderIdentityStore,
    ProgramStore {}
