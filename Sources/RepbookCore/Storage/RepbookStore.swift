/// Everything Repbook persists; an SQLite store implements it today, a PostgreSQL one can later.
public protocol RepbookStore:
    UserStore, SessionStore, APITokenStore, SettingsStore, ExerciseStore, WorkoutStore, TemplateStore, SplitStore, BodyWeightStore,
    AnalyticsStore, JournalStore, SupplementStore, ProgressPhotoStore, SharedPlanStore, ArchiveStore, CoachingStore,
    WorkoutIntentStore, BodyMeasurementStore, TagEffectStore, SignInAttemptStore, UploadReservationStore, DatabaseSizeStore, ProviderIdentityStore,
    ProgramStore {}
