import Foundation
import Mustache
import RepbookCore

/// A long list of `<option>`s as HTML, remembered by its content (`RenderedFragmentCache`): the time zone picker is
/// most of the settings page's rendering, and it is the same for everyone in the same zone.
enum OptionListFragments {
    /// The lists shown lately, by content.
    static let cache = RenderedFragmentCache<OptionList>(capacity: 32)

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
