import Foundation
import RepbookCore

/// The scripts' sentences in a page's language: the catalog's `client.*` keys as the JSON object `static/strings.js`
/// reads from `<script type="application/json" id="client-strings">` (the layout's `[[@client-strings]]`). Slots become
/// the scripts' `{name}`; a plural key becomes `key.one` and `key.other`.
enum ClientStrings {
    /// The marker in a template's source that `TemplateTranslation` replaces with the JSON.
    static let marker = "@client-strings"
    /// The catalog prefix of the scripts' keys.
    static let prefix = "client."

    /// The JSON object, safe inside a `<script>` element (`<` written as `\u003c`).
    static func json(_ localizer: Localizer) -> String {
        var table: [String: String] = [:]
        for (key, forms) in localizer.entries(withPrefix: prefix) {
            let name = String(key.dropFirst(prefix.count))
            if forms.count == 1 {
                table[name] = scriptSlots(forms[0])
            } else {
                table[name + ".one"] = scriptSlots(forms[0])
                table[name + ".other"] = scriptSlots(forms[forms.count - 1])
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: table, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// `{{name}}` (the catalogs' slots) as `{name}` (the scripts').
    static func scriptSlots(_ text: String) -> String {
        text.replacingOccurrences(of: "{{", with: "{").replacingOccurrences(of: "}}", with: "}")
    }
}
