import RepbookCore
import Testing

@Suite("Data folder resolution")
struct DataDirectoryTests {
    let environment = ["REPBOOK_DATA_DIR": "/env/dir", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ana"]

    @Test("The option wins, then REPBOOK_DATA_DIR, then XDG_DATA_HOME, then HOME")
    func precedence() {
        #expect(DataDirectory.resolve(option: "/opt/dir", environment: environment) == "/opt/dir")
        #expect(DataDirectory.resolve(option: nil, environment: environment) == "/env/dir")
        #expect(DataDirectory.resolve(option: nil, environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ana"]) == "/xdg/repbook")
        #expect(DataDirectory.resolve(option: nil, environment: ["HOME": "/home/ana"]) == "/home/ana/.local/share/repbook")
        #expect(DataDirectory.resolve(option: "", environment: ["REPBOOK_DATA_DIR": "", "HOME": "/h"]) == "/h/.local/share/repbook")
    }
}
