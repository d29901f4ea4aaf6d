// swift-tools-version:6.2

// libFuzzer targets for Repbook's readers of hostile files. Built only by `scripts/fuzz` with `-sanitize=fuzzer`,
// never by the root package, so `swift build` at the root stays free of sanitizers. See docs/FUZZING.md.
//
// The root package is not a dependency: RepbookCore and RepbookFormats are compiled here again from the root's own
// folders (Sources/RepbookCore and Sources/RepbookFormats are symbolic links to them), so a clean clone fetches only
// the two packages they use, not the root's thirty. Their versions are the root's (scripts/fuzz checks the pins).

import PackageDescription

/// The root package's settings for its targets (Package.swift's `strictSettings`).
let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

func fuzzTarget(_ name: String, _ libraries: [Target.Dependency]) -> Target {
    .executableTarget(name: name, dependencies: ["FuzzDriver"] + libraries, path: "Sources/\(name)")
}

let package = Package(
    name: "RepbookFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(url: "https://github.com/yaslab/CSV.swift.git", from: "2.5.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
    ],
    targets: [
        .target(name: "RepbookCore", path: "Sources/RepbookCore", swiftSettings: strictSettings),
        .target(
            name: "RepbookFormats",
            dependencies: [
                "RepbookCore",
                .product(name: "CSV", package: "CSV.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            path: "Sources/RepbookFormats",
            swiftSettings: strictSettings
        ),
        .target(name: "FuzzDriver", path: "Sources/FuzzDriver"),
        fuzzTarget("fuzz-workout-csv", ["RepbookCore", "RepbookFormats"]),
        fuzzTarget("fuzz-weight-csv", ["RepbookCore", "RepbookFormats"]),
        fuzzTarget("fuzz-health-xml", ["RepbookCore", "RepbookFormats"]),
        fuzzTarget("fuzz-health-zip", ["RepbookCore", "RepbookFormats"]),
        fuzzTarget("fuzz-photo-header", ["RepbookCore"]),
        fuzzTarget("fuzz-archive", ["RepbookCore"]),
    ]
)
