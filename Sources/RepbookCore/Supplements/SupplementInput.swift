import Foundation

/// Raw supplement fields as a form or JSON body sent them; turned into a draft or a change with field-named errors.
public struct SupplementInput: Equatable, Sendable {
    public var name: String?
    public var dose: String?
    public var stack: String?
    /// The 1-based place in its stack.
    public var position: Int?
    public var retired: Bool?

    public init(name: String? = nil, dose: String? = nil, stack: String? = nil, position: Int? = nil, retired: Bool? = nil) {
        self.name = name
        self.dose = dose
        self.stack = stack
        self.position = position
        self.retired = retired
    }

    /// A new supplement: name and stack are required, the dose may be left out.
    public func draft() throws(DomainError) -> SupplementDraft {
        guard let name else { throw .invalid(field: "name", message: LocalizedText("error.name_required")) }
        let validName = try SupplementName.validated(name)
        guard let stack = try parsedStack() else {
            throw .invalid(field: "stack", message: LocalizedText("error.stack_required_morning_or_evening"))
        }
        return SupplementDraft(name: validName, dose: try SupplementName.validatedDose(dose ?? ""), stack: stack)
    }

    /// A change to an existing supplement; retiring takes effect on `today`.
    public func change(today: LocalDate) throws(DomainError) -> SupplementChange {
        if let position, position < 1 { throw .invalid(field: "position", message: LocalizedText("error.position_1_or_more")) }
        return SupplementChange(
            name: try name.map { raw throws(DomainError) in try SupplementName.validated(raw) },
            dose: try dose.map { raw throws(DomainError) in try SupplementName.validatedDose(raw) },
            stack: try parsedStack(), index: position.map { $0 - 1 },
            retirement: retired.map { $0 ? .retire(on: today) : .restore })
    }

    private func parsedStack() throws(DomainError) -> SupplementStack? {
        let trimmed = stack?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
        guard !trimmed.isEmpty else { return nil }
        guard let value = SupplementStack(rawValue: trimmed) else {
            throw .invalid(field: "stack", message: LocalizedText("error.unknown_stack_use_morning_or_evening", ["trimmed": "\(trimmed)"]))
        }
        return value
    }
}
