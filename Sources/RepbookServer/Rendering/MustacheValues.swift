import RepbookCore

/// Page models as Mustache reads them fastest. swift-mustache looks every name up with a fresh `Mirror` over the
/// struct's fields (on each level of the context stack), which made reflection half of a long page's time. Turning each
/// page-model struct into a dictionary once per render makes every lookup a hash lookup, with the same answers: a
/// missing name and a nil optional both read as absent, arrays stay sections, and values that print themselves
/// (strings, numbers, `LocalDate`, enums) stay as they are.
enum MustacheValues {
    /// `value` with its structs (recursively, through arrays and optionals) turned into `[String: Any]`. A chart becomes
    /// its `<figure>` HTML (`ChartFragments`, remembered by content) for `{{{.}}}`, an `OptionList` its `<option>`s
    /// (`OptionListFragments`), and with `fragments` a `PartialFragment` its partial's HTML; with `chartsAsHTML` false a
    /// chart is reflected like any struct (what the `chart` partial reads; the reference rendering of
    /// `ExerciseViewTests` uses it), and without `fragments` a fragment too.
    static func prepare(_ value: Any, chartsAsHTML: Bool = true, fragments: PartialFragments? = nil) -> Any {
        if isLeaf(value) { return value }
        if chartsAsHTML, let chart = value as? ChartView { return ChartFragments.preparedHTML(chart) }
        if let list = value as? OptionList { return OptionListFragments.html(list) }
        if let fragments, let fragment = value as? any PartialFragment { return fragments.html(fragment) }
        return reflected(value, chartsAsHTML: chartsAsHTML, fragments: fragments)
    }

    /// `value` prepared through its fields, even when it is a fragment itself (what its own partial reads).
    static func reflected(_ value: Any, chartsAsHTML: Bool = true, fragments: PartialFragments? = nil) -> Any {
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .struct? where !(value is any CustomStringConvertible):
            var fields: [String: Any] = [:]
            for child in mirror.children {
                guard let label = child.label, let field = unwrapped(child.value) else { continue }
                fields[label] = prepare(field, chartsAsHTML: chartsAsHTML, fragments: fragments)
            }
            return fields
        case .collection?:
            return mirror.children.map { prepare($0.value, chartsAsHTML: chartsAsHTML, fragments: fragments) }
        case .optional?:
            return unwrapped(value).map { prepare($0, chartsAsHTML: chartsAsHTML, fragments: fragments) } ?? value
        default:
            return value
        }
    }

    /// The value inside an optional (nil when it holds none), or `value` itself when it is not one.
    private static func unwrapped(_ value: Any) -> Any? {
        if isLeaf(value) { return value }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }

    /// The types most fields are, answered without a `Mirror` (the exact type: an optional is not a leaf).
    private static let leafTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(String.self), ObjectIdentifier(Int.self), ObjectIdentifier(Bool.self), ObjectIdentifier(Double.self),
        ObjectIdentifier(Int64.self),
    ]

    private static func isLeaf(_ value: Any) -> Bool {
        leafTypes.contains(ObjectIdentifier(type(of: value)))
    }
}
