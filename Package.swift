// swift-tools-version:6.2

import PackageDescription

let strictSettings: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
    .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
    name: "repbook",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "repbook", targets: ["repbook"]),
        .library(name: "RepbookCore", targets: ["RepbookCore"]),
        .library(name: "RepbookFormats", targets: ["RepbookFormats"]),
        .library(name: "RepbookDataFolder", targets: ["RepbookDataFolder"]),
        .library(name: "RepbookSQLite", targets: ["RepbookSQLite"]),
        .library(name: "RepbookPostgres", targets: ["RepbookPostgres"]),
        .library(name: "RepbookServer", targets: ["RepbookServer"]),
        .library(name: "RepbookCLI", targets: ["RepbookCLI"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift.git", from: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird.git", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth.git", from: "2.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache.git", from: "2.1.1"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-crypto.git", from: "3.12.3"),
        .package(url: "https://github.com/apple/swift-http-types.git", from: "1.8.0"),
        .package(url: "https://github.com/yaslab/CSV.swift.git", from: "2.5.2"),
        .package(url: "https://github.com/weichsel/ZIPFoundation.git", from: "0.9.20"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.13.0"),
        .package(url: "https://github.com/swift-server/swift-prometheus.git", from: "2.4.1"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/async-http-client.git", from: "1.37.0"),
    ],
    targets: [
        .target(
            name: "RepbookCore",
            swiftSettings: strictSettings
        ),
        .target(
            name: "RepbookStorage",
            dependencies: ["RepbookCore"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "RepbookDataFolder",
            dependencies: [
                "RepbookCore",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "RepbookSQLite",
            dependencies: [
                "RepbookCore",
                "RepbookDataFolder",
                "RepbookStorage",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "RepbookPostgres",
            dependencies: [
                "RepbookCore",
                "RepbookDataFolder",
                "RepbookStorage",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "RepbookFormats",
            dependencies: [
                "RepbookCore",
                .product(name: "CSV", package: "CSV.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "RepbookSecurity",
            dependencies: [
                "RepbookCore",
                .product(name: "HummingbirdBcrypt", package: "hummingbird-auth"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "_CryptoExtras", package: "swift-crypto"),
            ],
            swiftSettings: strictSettings
        ),
        .target(
            name: "RepbookBuildInfo",
            swiftSettings: strictSettings,
            plugins: ["EmbedResources"]
        ),
        .target(
            name: "RepbookServer",
            dependencies: [
                "RepbookBuildInfo",
                "RepbookCore",
                "RepbookDataFolder",
                "RepbookSQLite",
                "RepbookPostgres",
                "RepbookSecurity",
                "RepbookFormats",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Mustache", package: "swift-mustache"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "Prometheus", package: "swift-prometheus"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
            ],
            exclude: ["Resources"],
            swiftSettings: strictSettings,
            plugins: ["EmbedResources"]
        ),
        .target(
            name: "RepbookCLI",
            dependencies: [
                "RepbookBuildInfo",
                "RepbookCore",
                "RepbookDataFolder",
                "RepbookSQLite",
                "RepbookPostgres",
                "RepbookFormats",
                "RepbookSecurity",
                "RepbookServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .executableTarget(
            name: "ResourceEmbedder",
            swiftSettings: strictSettings
        ),
        .plugin(
            name: "EmbedResources",
            capability: .buildTool(),
            dependencies: ["ResourceEmbedder"]
        ),
        .executableTarget(
            name: "repbook",
            dependencies: ["RepbookCLI"],
            swiftSettings: strictSettings
        ),
        .target(
            name: "RepbookPostgresTestSupport",
            dependencies: [
                "RepbookPostgres",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Tests/RepbookPostgresTestSupport",
            swiftSettings: strictSettings
        ),
        .target(
            name: "RepbookTestFixtures",
            dependencies: ["RepbookCore"],
            path: "Tests/RepbookTestFixtures",
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RepbookCoreTests",
            dependencies: ["RepbookCore", "RepbookTestFixtures"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RepbookFormatsTests",
            dependencies: ["RepbookCore", "RepbookFormats", "RepbookTestFixtures"],
            resources: [.copy("Fixtures")],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RepbookSQLiteTests",
            dependencies: [
                "RepbookCore", "RepbookDataFolder", "RepbookSQLite", "RepbookSecurity", "RepbookTestFixtures",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RepbookEngineTests",
            dependencies: [
                "RepbookCore", "RepbookDataFolder", "RepbookSQLite", "RepbookPostgres", "RepbookSecurity", "RepbookCLI", "RepbookTestFixtures",
                "RepbookPostgresTestSupport", .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RepbookSecurityTests",
            dependencies: ["RepbookCore", "RepbookSecurity"],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RepbookServerTests",
            dependencies: [
                "RepbookBuildInfo", "RepbookCore", "RepbookDataFolder", "RepbookSQLite", "RepbookPostgres", "RepbookServer",
                "RepbookPostgresTestSupport",
                "RepbookFormats", "RepbookTestFixtures",
                .product(name: "Hummingbird", package: "hummingbird"), .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"), .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
        .testTarget(
            name: "RepbookCLITests",
            dependencies: [
                "RepbookBuildInfo", "RepbookCore", "RepbookDataFolder", "RepbookSQLite", "RepbookServer", "RepbookCLI", "RepbookFormats",
                "RepbookTestFixtures",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ],
            swiftSettings: strictSettings
        ),
    ]
)
