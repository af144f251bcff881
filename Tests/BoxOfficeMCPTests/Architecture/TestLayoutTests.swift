import Foundation
import Testing

/// The MCP module's unit tests mirror it: one `<Name>Tests.swift` for each source file and none for a file that is
/// gone (helpers live in `Support`, checks like this one in `Architecture`), and the package declares the target.
@Suite("BoxOfficeMCPTests layout")
struct TestLayoutTests {
    static let tests = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let root = tests.deletingLastPathComponent().deletingLastPathComponent()

    /// The Swift files directly in `folder`, without their extension.
    static func names(_ folder: URL) throws -> Set<String> {
        Set(
            try FileManager.default.contentsOfDirectory(atPath: folder.path)
                .filter { $0.hasSuffix(".swift") }.map { String($0.dropLast(".swift".count)) })
    }

    @Test func everySourceFileHasItsTestsAndEveryTestsFileItsSource() throws {
        let sources = try Self.names(Self.root.appendingPathComponent("Sources/BoxOfficeMCP"))
        let tests = try Self.names(Self.tests)
        #expect(sources.count >= 6)
        let untested = sources.filter { !tests.contains($0 + "Tests") }
        #expect(untested.isEmpty, "no Tests/BoxOfficeMCPTests/<Name>Tests.swift for \(untested.sorted())")
        let orphans = tests.filter { !$0.hasSuffix("Tests") || !sources.contains(String($0.dropLast("Tests".count))) }
        #expect(orphans.isEmpty, "tests of no source file: \(orphans.sorted())")
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.tests.path)
            .filter { !$0.hasSuffix(".swift") }
        #expect(Set(folders).isSubset(of: ["Support", "Architecture"]), "\(folders)")
    }

    @Test func thePackageDeclaresTheTargetOnTheModuleAndTheLibraryOnly() throws {
        let package = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(
            package.contains(#".testTarget(name: "BoxOfficeMCPTests", dependencies: ["BoxOfficeMCP", "KobisKit"])"#))
    }
}
