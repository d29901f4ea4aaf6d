/// Raw tag fields as a form or JSON body sent them; turned into a change with field-named errors.
public struct JournalTagInput: Equatable, Sendable {
    public var name: String?
    public var hidden: Bool?
    /// The 1-based place among the visible tags.
    public var position: Int?

    public init(name: String? = nil, hidden: Bool? = nil, position: Int? = nil) {
        self.name = name
        self.hidden = hidden
        self.position = position
    }

    /// The validated change.
    public func change() throws(DomainError) -> JournalTagChange {
        if let position, position < 1 { throw .invalid(field: "position", message: LocalizedText("error.position_1_or_more")) }
        let validName = try name.map { raw throws(DomainError) in try JournalTagName.validated(raw) }
        return JournalTagChange(name: validName, isHidden: hidden, index: position.map { $0 - 1 })
    }
}
