/// The choices of a long `<select>` (the time zones: about 400), handed to the template as one value so the page can
/// render it once and remember the HTML by its content instead of rendering every option on every view.
public struct OptionList: Sendable, Hashable {
    public let options: [SelectOption]

    public init(_ options: [SelectOption]) {
        self.options = options
    }
}
