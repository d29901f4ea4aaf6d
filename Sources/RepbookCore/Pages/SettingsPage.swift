import Foundation

/// The settings page: preferences, accounts (for the owner) and API tokens.
public struct SettingsPage: Sendable {
    /// `auto` (the browser's language) and each shipped language by its own name, the user's choice selected.
    public let languageOptions: [SelectOption]
    public let unitOptions: [SelectOption]
    public let appearanceOptions: [SelectOption]
    public let timeZoneOptions: OptionList
    public let defaultRestSeconds: String
    public let warmUpRestSeconds: String
    public let dropSetRestSeconds: String
    public let formulaOptions: [SelectOption]
    /// The effort scales (RPE, RIR), the user's selected.
    public let effortScaleOptions: [SelectOption]
    public let weeklyTarget: String
    /// Height as the field shows it (`180 cm`, `5′11″`), empty when unknown.
    public let height: String
    /// Goal body weight as the field shows it (`80 kg`), empty when none.
    public let goalWeight: String
    public let isOwner: Bool
    public let accounts: [AccountRow]
    public let tokens: [TokenRow]
    /// A token just created, shown once.
    public let newToken: String?
    /// The settings form's refusal: at its field, or `unplaced` at the top.
    public let settingsErrors: SettingsFieldErrors
    public let accountError: String?
    public let tokenError: String?
    /// The lifetimes the token form offers.
    public let tokenLifetimes: [SelectOption]
    /// Whether any token exists, for templates.
    public let hasTokens: Bool

    /// An account in the owner's list.
    public struct AccountRow: Sendable {
        public let id: Int64
        public let username: String
        public let role: String
        /// "disabled" when the owner disabled the account, else empty.
        public let state: String
        /// Whether the owner can manage it (every account but their own).
        public let isMember: Bool
    }

    /// An API token in the list, without its secret.
    public struct TokenRow: Sendable {
        public let id: Int64
        public let label: String
        public let created: String
        public let lastUsed: String
        /// "expires 3 Dec 2026, 10:00", "expired …" or "never expires".
        public let expiry: String
    }

    /// Builds the page; `input` and `error` re-show a rejected form.
    public static func make(
        for user: User, settings: SettingsService, accounts: AccountService, tokens: APITokenService,
        input: SettingsInput = SettingsInput(), newToken: String? = nil, settingsError: DomainError? = nil, accountError: DomainError? = nil,
        tokenError: DomainError? = nil, now: Date = Date(), localizer: Localizer, languages: [(tag: String, name: String)]
    ) async throws -> SettingsPage {
        let current = try await settings.settings(of: user)
        let format = DisplayFormat(settings: current, localizer: localizer)
        let language = input.language ?? current.language
        let never = localizer.text("settings.never")
        let unit = input.weightUnit.flatMap(WeightUnit.init(rawValue:)) ?? current.weightUnit
        let appearance = input.appearance.flatMap(Appearance.init(rawValue:)) ?? current.appearance
        let zone = input.timeZone ?? current.timeZoneIdentifier
        let tokenRows = try await tokens.tokens(of: user).map {
            TokenRow(
                id: $0.id, label: $0.label, created: format.dateTime($0.createdAt), lastUsed: $0.lastUsedAt.map(format.dateTime) ?? never,
                expiry: $0.expiresAt.map {
                    localizer.text($0 > now ? "settings.token_expires" : "settings.token_expired", ["time": format.dateTime($0)])
                } ?? localizer.text("settings.never_expires"))
        }
        return SettingsPage(
            languageOptions: [SelectOption(
                value: Localization.automatic, label: localizer.text("settings.language_auto"), isSelected: language == Localization.automatic)]
                + languages.map { SelectOption(value: $0.tag, label: $0.name, isSelected: $0.tag == language) },
            unitOptions: SelectOption.all(WeightUnit.self, selected: unit) { localizer.text("settings.unit.\($0.rawValue)") },
            appearanceOptions: SelectOption.all(Appearance.self, selected: appearance) { localizer.text("settings.appearance.\($0.rawValue)") },
            timeZoneOptions: OptionList(
                SettingsValidation.selectableTimeZones(including: zone).map { SelectOption(value: $0, label: $0, isSelected: $0 == zone) }),
            defaultRestSeconds: input.defaultRestSeconds ?? String(current.defaultRestSeconds),
            warmUpRestSeconds: input.warmUpRestSeconds ?? String(current.warmUpRestSeconds),
            dropSetRestSeconds: input.dropSetRestSeconds ?? String(current.dropSetRestSeconds),
            formulaOptions: SelectOption.all(
                OneRepMaxFormula.self, selected: input.oneRepMaxFormula.flatMap(OneRepMaxFormula.init(rawValue:)) ?? current.oneRepMaxFormula
            ) { localizer.text("settings.formula.\($0.rawValue)") },
            effortScaleOptions: SelectOption.all(
                EffortScale.self, selected: input.effortScale.flatMap(EffortScale.init(rawValue:)) ?? current.effortScale
            ) { localizer.text("settings.effort.\($0.rawValue)") },
            weeklyTarget: input.weeklyTarget ?? String(current.weeklyTarget),
            height: input.height ?? current.heightCentimetres.map { Height.text(centimetres: $0, unit: current.weightUnit) } ?? "",
            goalWeight: input.goalWeight ?? current.goalWeight.map { "\(Weight.format($0.value)) \($0.unit.symbol)" } ?? "",
            isOwner: user.isOwner,
            accounts: try await accounts.accounts(visibleTo: user).map {
                AccountRow(
                    id: $0.id, username: $0.username, role: localizer.text($0.isOwner ? "settings.owner" : "settings.member"),
                    state: $0.isDisabled ? localizer.text("settings.disabled") : "",
                    isMember: !$0.isOwner)
            },
            tokens: tokenRows,
            newToken: newToken, settingsErrors: SettingsFieldErrors(settingsError), accountError: accountError?.message,
            tokenError: tokenError?.message,
            tokenLifetimes: ["never", "30", "90", "365"].map {
                SelectOption(value: $0, label: localizer.text("settings.lifetime.\($0)"), isSelected: $0 == "90")
            },
            hasTokens: !tokenRows.isEmpty)
    }
}
