@testable import RepbookCore
import Testing

/// Choosing a language from `Accept-Language` before sign-in.
@Suite("Accept-Language")
struct AcceptLanguageTests {
    let shipped = ["en", "de", "fr", "pt-BR"]

    @Test("By q-value, then order; region falls to its language; nothing matching is nil", arguments: [
        ("de-DE,de;q=0.9,en;q=0.8", "de"),
        ("en;q=0.5, de;q=0.9", "de"),
        ("fr-CH, fr;q=0.9, en;q=0.8", "fr"),
        ("pt-PT,pt;q=0.9", "pt-BR"),
        ("pt-br", "pt-BR"),
        ("ja, de;q=0.1", "de"),
        ("de;q=0, en", "en"),
        ("de;q=abc, fr", "fr"),
        ("es, it", nil),
        ("*", nil),
        ("", nil),
    ] as [(String, String?)])
    func negotiates(header: String, expected: String?) {
        #expect(AcceptLanguage.negotiate(header, available: shipped) == expected)
    }

    @Test("No header: nil")
    func missing() {
        #expect(AcceptLanguage.negotiate(nil, available: shipped) == nil)
    }
}
