import Mustache
import Testing

@testable import RepbookCore
@testable import RepbookServer

/// A `PartialFragment` hands the page its partial's HTML, rendered once per language and content: it must be the HTML
/// the partial renders from the reflected model, in the page's language.
@Suite("Partial fragments")
struct PartialFragmentTests {
    @Test("A set's ⋯ chips render as their partial renders them, in the page's language, each selection its own")
    func setDetailsPicker() async throws {
        let renderer = try await PageRenderer.load()
        for language in ["en", "de"] {
            let localizer = renderer.localization.localizer(language)
            let fragments = try renderer.fragments(language)
            let chosen = SetDetailsPicker(rpe: 8, kind: .drop, scale: .rir, localizer: localizer)
            let blank = SetDetailsPicker(rpe: nil, kind: .normal, scale: .rpe, localizer: localizer)
            for picker in [chosen, blank, chosen] {
                let reference = try #require(fragments.library.render(MustacheValues.prepare(picker), withTemplate: "set-effort"))
                #expect(fragments.html(picker) == reference, "\(language)")
            }
            let html = fragments.html(chosen)
            let spoken = localizer.text("effort.spoken_rir", ["rir": "2", "rpe": "8"])
            #expect(html.contains(#"value="8" data-mark="2 RIR" aria-label="\#(spoken)" checked>"#))
            #expect(html.contains(#"data-kind-chip="drop" aria-pressed="true""#) && html.contains(#"data-kind-chip="normal" aria-pressed="false""#))
            #expect(html.contains("<legend>\(localizer.text("set.kind"))</legend>"))
            let none = localizer.text("effort.none", ["scale": "RPE"])
            #expect(fragments.html(blank).contains(#"value="" data-mark="" aria-label="\#(none)" checked>"#))
        }
        // The same picker shown on a German page after an English one takes the German template's words.
        let english = SetDetailsPicker(rpe: 7, kind: .failure, scale: .rpe, localizer: renderer.localization.localizer("en"))
        #expect(try renderer.fragments("en").html(english).contains("<legend>Kind</legend>"))
        #expect(try renderer.fragments("de").html(english).contains("<legend>Art</legend>"))
    }
}
