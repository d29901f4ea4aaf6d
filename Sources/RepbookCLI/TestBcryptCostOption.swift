import ArgumentParser
import Foundation

/// `--test-bcrypt-cost N` (hidden): hashes passwords at a bcrypt cost below 12 for test runs, accepted only beside
/// `REPBOOK_TEST_MODE=1` in the environment, so no install weakens its hashes by a stray flag; the process says so first.
struct TestBcryptCostOption: ParsableArguments {
    /// The environment variable that must be `1` for `--test-bcrypt-cost` to be accepted.
    static let testModeVariable = "REPBOOK_TEST_MODE"
    /// The cost every install hashes with.
    static let defaultCost: UInt8 = 12

    @Option(
        name: .customLong("test-bcrypt-cost"),
        help: ArgumentHelp("Test runs only, with REPBOOK_TEST_MODE=1: the bcrypt cost (4 to 12) instead of 12.", visibility: .hidden))
    var testBcryptCost: UInt8?

    /// The cost to hash with: 12, or the option's value in test mode; throws, saying why, when the option comes without it.
    func cost(environment: [String: String]) throws -> UInt8 {
        guard let testBcryptCost else { return Self.defaultCost }
        guard environment[Self.testModeVariable] == "1" else {
            throw ValidationError(
                "--test-bcrypt-cost is for test runs only and needs \(Self.testModeVariable)=1 in the environment: passwords hashed at "
                    + "a lower cost than \(Self.defaultCost) are far cheaper to guess.")
        }
        guard (4...Self.defaultCost).contains(testBcryptCost) else {
            throw ValidationError("--test-bcrypt-cost must be 4 to \(Self.defaultCost), not \(testBcryptCost).")
        }
        return testBcryptCost
    }

    /// The process's first line at a lowered cost, on standard error; nil at the default cost.
    static func warning(cost: UInt8) -> String? {
        guard cost != defaultCost else { return nil }
        return "TEST MODE (\(testModeVariable)=1): passwords are hashed with bcrypt cost \(cost), not \(defaultCost). "
            + "Never use this for real accounts.\n"
    }

    /// The cost for this process's environment, its warning printed to standard error when it is lowered.
    func announcedCost() throws -> UInt8 {
        let cost = try cost(environment: ProcessInfo.processInfo.environment)
        if let warning = Self.warning(cost: cost) { FileHandle.standardError.write(Data(warning.utf8)) }
        return cost
    }
}
