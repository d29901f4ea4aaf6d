import ArgumentParser
@testable import RepbookCLI
import Testing

@Suite("The test-only bcrypt cost")
struct TestBcryptCostOptionTests {
    @Test("serve and user add hash at cost 12 without the option, whatever the environment")
    func defaultCost() throws {
        let serve = try ServeCommand.parse(["--data-dir", "/tmp/x"])
        let add = try AddUserCommand.parse(["ana", "--data-dir", "/tmp/x"])
        for option in [serve.testBcryptCost, add.testBcryptCost] {
            #expect(try option.cost(environment: [:]) == 12)
            #expect(try option.cost(environment: ["REPBOOK_TEST_MODE": "1"]) == 12)
        }
        #expect(TestBcryptCostOption.warning(cost: 12) == nil)
    }

    @Test("the option is refused without REPBOOK_TEST_MODE=1, saying what it needs")
    func refusedOutsideTestMode() throws {
        let serve = try ServeCommand.parse(["--data-dir", "/tmp/x", "--test-bcrypt-cost", "4"])
        for environment in [[:], ["REPBOOK_TEST_MODE": "0"], ["REPBOOK_TEST_MODE": "true"]] {
            let error = #expect(throws: ValidationError.self) { try serve.testBcryptCost.cost(environment: environment) }
            #expect(error?.message.contains("needs REPBOOK_TEST_MODE=1") == true)
        }
    }

    @Test("in test mode the option sets the cost, 4 to 12, and the process warns")
    func acceptedInTestMode() throws {
        let add = try AddUserCommand.parse(["ana", "--data-dir", "/tmp/x", "--test-bcrypt-cost", "4"])
        #expect(try add.testBcryptCost.cost(environment: ["REPBOOK_TEST_MODE": "1"]) == 4)
        #expect(TestBcryptCostOption.warning(cost: 4)?.hasPrefix("TEST MODE (REPBOOK_TEST_MODE=1): passwords are hashed with bcrypt cost 4") == true)
        for cost in ["3", "13"] {
            let serve = try ServeCommand.parse(["--data-dir", "/tmp/x", "--test-bcrypt-cost", cost])
            #expect(throws: ValidationError.self) { try serve.testBcryptCost.cost(environment: ["REPBOOK_TEST_MODE": "1"]) }
        }
    }
}
