extension Once {
    /// The value of an intent run without a key (a nil claim), which is always applied now. A replay here would mean a
    /// key reached an unkeyed caller; it is refused as a conflict rather than trusted.
    public func unkeyed() throws(DomainError) -> Value {
        guard case .applied(let value) = self else {
            throw DomainError.conflict(LocalizedText("error.change_was_already_applied"))
        }
        return value
    }
}
