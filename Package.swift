// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "boxoffice",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "KobisKit", targets: ["KobisKit"]),
        .executable(name: "boxoffice", targets: ["boxoffice"]),
    ],
    targets: [
        .target(name: "KobisKit"),
        .target(name: "BoxOfficeCLI", dependencies: ["KobisKit"]),
        .target(name: "BoxOfficeMCP", dependencies: ["KobisKit"]),
        .executableTarget(name: "boxoffice", dependencies: ["BoxOfficeCLI", "BoxOfficeMCP"]),
        .testTarget(name: "KobisKitTests", dependencies: ["KobisKit"], exclude: ["Fixtures"]),
        .testTarget(name: "BoxOfficeCLITests", dependencies: ["BoxOfficeCLI", "KobisKit"], exclude: ["Golden"]),
        .testTarget(name: "BoxOfficeMCPTests", dependencies: ["BoxOfficeMCP", "KobisKit"]),
        .testTarget(name: "EndToEndTests", dependencies: ["boxoffice"], exclude: ["Interop", "Oracle", "Golden"]),
    ]
)
