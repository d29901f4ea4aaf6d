import ArgumentParser
import Foundation
@testable import RepbookCLI
import RepbookServer
import Testing

/// `repbook --version`, `repbook service print-systemd` and `repbook doctor`'s report.
@Suite("Running as a service")
struct ServiceCommandTests {
    @Test("--version names the version and the commit the binary was built from")
    func version() throws {
        let line = try #require(RepbookCommand.configuration.version.isEmpty ? nil : RepbookCommand.configuration.version)
        #expect(line == "repbook \(RepbookVersion.number) (commit \(BuildInfo.commit))")
        #expect(BuildInfo.commit == "unknown" || BuildInfo.commit.wholeMatch(of: /[0-9a-f]{12}/) != nil, "\(BuildInfo.commit)")
    }
}
