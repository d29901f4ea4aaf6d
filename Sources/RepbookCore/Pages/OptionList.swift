/// The choices of a `<select>` shown often (the time zones, about 400; the set-kind and RPE pickers of every set row),
/// handed to the template as one value so the page renders it once and remembers the HTML by its content instead of
/// rendering every option on every view.
public struct OptionList: Sendable, Hashable {
    public let options: [SelectOption]

    public init(_ options: [SelectOption]) {
        self.options = options
    }
}
