import RepbookCore
import Testing

@Suite("Device descriptions")
struct DeviceDescriptionTests {
    @Test("Common browsers are named with their system", arguments: [
            (
                "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 "
                    + "Safari/604.1",
                "Safari on iPhone"
            ),
            (
                "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
                "Chrome on Android"
            ),
        ("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0", "Firefox on Linux"),
        ("curl/8.5.0", "curl"),
        ("", "Unknown browser"),
    ])
    func names(agent: String, expected: String) {
        #expect(DeviceDescription.of(userAgent: agent) == expected)
    }
}
