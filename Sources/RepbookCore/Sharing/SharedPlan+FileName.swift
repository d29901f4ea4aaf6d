/// The name a downloaded plan file is saved under.
extension SharedPlan {
    /// `push-day.repbook-plan.json` for "Push Day": the name folded to ASCII letters and digits joined by hyphens.
    public var fileName: String {
        var slug = ""
        for character in SearchFolding.fold(name) {
            if character.isASCII, character.isLetter || character.isNumber {
                slug.append(character)
            } else if !slug.isEmpty, slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return "\(slug.isEmpty ? "plan" : String(slug.prefix(60))).repbook-plan.json"
    }
}
