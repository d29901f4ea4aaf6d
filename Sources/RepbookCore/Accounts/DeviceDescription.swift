/// A short description of a browser, such as "Firefox on Android", from its User-Agent, for the sessions list.
public enum DeviceDescription {
    /// The browser and system named by `userAgent`, or "Unknown browser"; a client that is no browser keeps its
    /// product name (such as "curl").
    public static func of(userAgent: String) -> String {
        let agent = userAgent.lowercased()
        let browsers: [(String, String)] = [
            ("edg/", "Edge"), ("opr/", "Opera"), ("samsungbrowser", "Samsung Internet"), ("firefox/", "Firefox"), ("fxios", "Firefox"),
            ("crios", "Chrome"), ("chromium", "Chromium"), ("chrome/", "Chrome"), ("safari/", "Safari"),
        ]
        let systems: [(String, String)] = [
            ("iphone", "iPhone"), ("ipad", "iPad"), ("android", "Android"), ("cros", "ChromeOS"), ("mac os x", "macOS"),
            ("windows", "Windows"), ("linux", "Linux"),
        ]
        let browser = browsers.first { agent.contains($0.0) }?.1
        let system = systems.first { agent.contains($0.0) }?.1
        switch (browser, system) {
        case let (browser?, system?): return "\(browser) on \(system)"
        case let (browser?, nil): return browser
        case let (nil, system?): return "Browser on \(system)"
        case (nil, nil):
            let product = userAgent.prefix { $0 != "/" && $0 != " " }.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." }
            return product.isEmpty ? "Unknown browser" : String(product.prefix(40))
        }
    }
}
