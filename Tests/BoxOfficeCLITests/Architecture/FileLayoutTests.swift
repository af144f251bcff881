import Foundation
import Testing

/// Files show their contents: a source file holds one main type and is named after it; the small types beside it
/// serve it (a film's credits beside `MovieDetail`, the option choices beside
/// `Declared`). A file that only extends types holds none and is named after what it adds (an endpoint file such as
/// `MovieInfo.swift`).
@Suite("Architecture: one main type per file")
struct FileLayoutTests {
    /// Written by `Scripts/generate-demo.py` and `Scripts/generate-width-table.py`.
    static let generated: Set<String> = [
        "KobisKit/Demo/DemoData.swift", "BoxOfficeCLI/Rendering/EastAsianWidthTable.swift",
    ]

    /// Files not split yet: three or more top-level types, or named after none of theirs. Split them the way
    /// KobisKit/Endpoints was (`Scripts/split-types`) and take them off. This list must shrink to empty: a file on
    /// it that is already fine, or that no longer exists, fails the test, so the list can only shrink.
    static let pending: Set<String> = []

    /// The names of the types `text` declares at the top level: a declaration starts at column 0 (the project's
    /// formatting puts nested types deeper). Extensions declare none.
    static func topLevelTypes(_ text: String) throws -> [String] {
        let declaration = try Regex(
            #"^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|internal|private|fileprivate|package|final|indirect|open|"#
                + #"nonisolated)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)"#)
        return text.split(separator: "\n").compactMap { line in
            (try? declaration.prefixMatch(in: line))?.output[1].substring.map(String.init)
        }
    }

    /// The most small types a main type may keep beside it.
    static let helpers = 5

    /// What is wrong with a file of `types` named `name` (without `.swift`), or nil.
    static func problem(name: String, types: [String]) -> String? {
        guard !types.isEmpty else { return nil }
        if !types.contains(name) { return "is named after none of its types (\(types.joined(separator: ", ")))" }
        if types.count > 1 + helpers {
            return "holds \(types.count) top-level types (\(types.joined(separator: ", "))): one main and its helpers"
        }
        return nil
    }

    @Test func theCounterSeesTopLevelDeclarationsOnly() throws {
        let text = """
            import Foundation

            /// A doc comment naming struct Fake.
            public struct First: Sendable {
                struct Nested {}
            }
            @usableFromInline final class Second {}
            extension First {}
            typealias Third = Int
            enum Fourth {}
            """
        #expect(try FileLayoutTests.topLevelTypes(text) == ["First", "Second", "Third", "Fourth"])
        #expect(FileLayoutTests.problem(name: "First", types: ["First", "Helper"]) == nil)
        #expect(FileLayoutTests.problem(name: "Extras", types: []) == nil)
        #expect(FileLayoutTests.problem(name: "First", types: ["First", "A", "B"]) == nil, "a main and its helpers")
        #expect(FileLayoutTests.problem(name: "First", types: ["First"] + (0...5).map { "H\($0)" }) != nil)
        #expect(FileLayoutTests.problem(name: "Other", types: ["First"]) != nil)
    }

    @Test func everySourceFileHoldsOneMainTypeNamedAfterIt() throws {
        var seen: Set<String> = []
        var types = 0
        for folder in ["BoxOfficeCLI", "BoxOfficeMCP", "KobisKit", "boxoffice"] {
            for file in try ArchitectureTests.files(folder) where !FileLayoutTests.generated.contains(file.name) {
                seen.insert(file.name)
                let declared = try FileLayoutTests.topLevelTypes(file.text)
                types += declared.count
                let name = String(file.name.split(separator: "/").last!.dropLast(".swift".count))
                let problem = FileLayoutTests.problem(name: name, types: declared)
                if FileLayoutTests.pending.contains(file.name) {
                    #expect(problem != nil, "\(file.name) is fine now: take it off the pending list")
                } else {
                    #expect(problem == nil, "\(file.name) \(problem ?? "")")
                }
            }
        }
        #expect(types > 200)
        for gone in FileLayoutTests.pending.subtracting(seen) {
            Issue.record("\(gone) is on the pending list but no longer exists: take it off")
        }
    }
}
