// swift-tools-version:6.2

// libFuzzer targets for Repbook's readers of hostile files. Built only by `scripts/fuzz` with `-sanitize=fuzzer`,
// never by the root package, so `swift build` at the root stays free of sanitizers. See docs/FUZZING.md.

import Foundation
import PackageDescription

/// The root package's identity is its folder's name (`repbook`, `main`, a worktree's name ...).
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

func fuzzTarget(_ name: String, _ products: [String]) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzDriver"] + products.map { .product(name: $0, package: root) },
        path: "Sources/\(name)"
    )
}

let package = Package(
    name: "RepbookFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        .target(name: "FuzzDriver", path: "Sources/FuzzDriver"),
        fuzzTarget("fuzz-workout-csv", ["RepbookCore", "RepbookFormats"]),
        fuzzTarget("fuzz-weight-csv", ["RepbookCore", "RepbookFormats"]),
        fuzzTarget("fuzz-health-xml", ["RepbookCore", "RepbookFormats"]),
        fuzzTarget("fuzz-health-zip", ["RepbookCore", "RepbookFormats"]),
        fuzzTarget("fuzz-photo-header", ["RepbookCore"]),
        fuzzTarget("fuzz-archive", ["RepbookCore"]),
    ]
)
