import Foundation
import Mustache
import RepbookCore

/// A picker's `<option>`s as HTML, remembered by their content (`RenderedFragmentCache`): the time zone picker was most
/// of the settings page's rendering, and the set-kind and RPE pickers of forty set rows most of the live workout's; the
/// same list renders once for every row and user that shows it.
enum OptionListFragments {
    /// The lists shown lately, by content.
    static let cache = RenderedFragmentCache<OptionList>(capacity: 256)

    /// The options' HTML, rendered only when this list was not shown lately.
    static func html(_ list: OptionList) -> String {
        cache.html(for: list) { list in
            template.render(["options": list.options.map { ["value": $0.value, "label": $0.label, "isSelected": $0.isSelected] }])
        }
    }

    /// A constant template: it parses, or every test of the settings page fails.
    private static let template = try! MustacheTemplate(
        string: #"{{#options}}<option value="{{value}}"{{#isSelected}} selected{{/isSelected}}>{{label}}</option>{{/options}}"#)
}
