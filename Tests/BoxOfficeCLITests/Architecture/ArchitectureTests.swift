import Foundation
import Testing

/// The layers hold: the front-ends never import each other, commands only build requests and render answers, one
/// `switch` renders every format, no output schema is written by hand, and labels live in the label table.
@Suite("Architecture")
struct ArchitectureTests {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources")

    /// Every Swift file under `folder`, with its text.
    static func files(_ folder: String) throws -> [(name: String, text: String)] {
        let root = sources.appendingPathComponent(folder)
        let names = try #require(FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String])
        return try names.filter { $0.hasSuffix(".swift") }.sorted().map { name in
            (folder + "/" + name, try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8))
        }
    }

    /// The lines of `text` that are code: comments and doc comments dropped.
    static func code(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
    }

    @Test func theFrontEndsNeverImportEachOtherAndTheLibraryImportsNeither() throws {
        let rules = [
            ("BoxOfficeMCP", "import BoxOfficeCLI"), ("BoxOfficeCLI", "import BoxOfficeMCP"),
            ("KobisKit", "import BoxOfficeCLI"), ("KobisKit", "import BoxOfficeMCP"),
        ]
        for (folder, forbidden) in rules {
            let files = try ArchitectureTests.files(folder)
            #expect(!files.isEmpty)
            for file in files {
                #expect(
                    !ArchitectureTests.code(file.text).contains { $0.hasPrefix(forbidden) },
                    "\(file.name): \(forbidden)")
            }
        }
        let package = try String(
            contentsOf: ArchitectureTests.sources.deletingLastPathComponent().appendingPathComponent("Package.swift"),
            encoding: .utf8)
        #expect(package.contains(#".target(name: "BoxOfficeMCP", dependencies: ["KobisKit"])"#))
        #expect(package.contains(#".target(name: "BoxOfficeCLI", dependencies: ["KobisKit"])"#))
    }

    /// One door to the figures and the history: only the data layer (Data/, Archive/, Demo/) and the one place
    /// that makes a service's data (ServiceOptions, KobisService.make) name the archive's or the sample's type; no
    /// use case, command, tool or browse asks whether the data is the sample.
    @Test func noUseCaseOrFrontEndReachesAroundTheDataDoor() throws {
        let layer = ["KobisKit/Data/", "KobisKit/Archive/", "KobisKit/Demo/"]
        var files: [(name: String, text: String)] = []
        for folder in ["KobisKit", "BoxOfficeCLI", "BoxOfficeMCP"] { files += try ArchitectureTests.files(folder) }
        #expect(files.count > 200)
        for file in files where !layer.contains(where: file.name.hasPrefix) {
            let code = ArchitectureTests.code(file.text).map { $0.components(separatedBy: "// ")[0] }
                .joined(separator: "\n")
            for name in ["ArchiveData", "SampleData"] {
                #expect(!code.contains(name), "\(file.name) names \(name): ask BoxOfficeData instead")
            }
            #expect(!code.contains("isSample"), "\(file.name) asks whether the data is the sample")
        }
    }

    /// The library knows no terminal: no terminal call (raw mode, window size, echo, the clipboard, a pager's
    /// process) and no flag in its code; a parameter is named through `ParameterNaming`, which each front-end words.
    @Test func theLibraryKnowsNoTerminalAndNamesNoFlag() throws {
        let terminal = [
            "termios", "tcsetattr", "tcgetattr", "TIOCGWINSZ", "winsize", "isatty", "SIGWINCH", "posix_spawn",
            "xdg-open", "pbcopy", "xclip", "wl-copy", "ioctl(",
        ]
        let flag = try NSRegularExpression(pattern: #"(^|[^A-Za-z0-9-])--[a-z][a-z-]*"#)
        let files = try ArchitectureTests.files("KobisKit")
        #expect(files.count > 100)
        for file in files {
            for line in ArchitectureTests.code(file.text) {
                let code = line.components(separatedBy: "// ")[0]
                for word in terminal { #expect(!code.contains(word), "\(file.name) calls the terminal: \(word)") }
                let range = NSRange(code.startIndex..., in: code)
                #expect(flag.firstMatch(in: code, range: range) == nil, "\(file.name) names a flag: \(code)")
            }
        }
    }

    @Test func commandsHoldNoFieldListNoRequestConstructionAndNoFormatSwitch() throws {
        let files = try ArchitectureTests.files("BoxOfficeCLI/Commands")
        #expect(files.count >= 20)
        for file in files {
            let code = ArchitectureTests.code(file.text).joined(separator: "\n")
            for forbidden in [
                "Field(", "Endpoint", ".manager", "case .json", "case .csv", "switch options.format", "RecordShape(",
                "ListShape(",
            ] {
                #expect(!code.contains(forbidden), "\(file.name) holds '\(forbidden)'")
            }
        }
    }

    /// Only the data-source layer (and the manager, endpoints and the sample's server below it) names an endpoint:
    /// everything else asks ``BoxOfficeData``, so a source of another kind serves every use case.
    @Test func onlyTheDataLayerNamesAnEndpoint() throws {
        // OMDb, the poster source, declares its own one endpoint beside its finder.
        let allowed = [
            "KobisKit/Data/", "KobisKit/Endpoints/", "KobisKit/Demo/", "KobisKit/BoxOfficeManager.swift",
            "KobisKit/OMDb/",
        ]
        let endpoints = [
            ".daily(", ".weekly(", ".movieInfo(", ".personInfo(", ".companyInfo(", ".movieList(", ".peopleList(",
            ".companyList(", "Endpoint<", "Endpoint(", "Endpoint.",
        ]
        for folder in ["KobisKit", "BoxOfficeCLI", "BoxOfficeMCP"] {
            for file in try ArchitectureTests.files(folder) where !allowed.contains(where: file.name.hasPrefix) {
                let code = ArchitectureTests.code(file.text).joined(separator: "\n")
                for name in endpoints {
                    #expect(!code.contains(name), "\(file.name) names an endpoint: '\(name)'")
                }
            }
        }
    }

    @Test func oneSwitchRendersEveryFormat() throws {
        let all = try ["BoxOfficeCLI", "BoxOfficeMCP", "KobisKit"].flatMap(ArchitectureTests.files)
        let switches = all.filter { file in ArchitectureTests.code(file.text).contains { $0.contains("case .jsonl") } }
        #expect(switches.map(\.name) == ["BoxOfficeCLI/Rendering/Renderer.swift"])
    }

    @Test func everyOutputSchemaComesFromAnAnswerShape() throws {
        let tools = try ArchitectureTests.files("BoxOfficeMCP")
        for file in tools {
            // The input schema's object is assembled from the parameters' declarations; nothing else is.
            // FieldType's typed properties (`.init("items", .array(…))`) are the library's schema, not a hand-made
            // one; MCPBound only slims, for the listing, schemas made from shapes (and merges a brief and a full form).
            guard !file.name.hasSuffix("MCPBound.swift") else { continue }
            let hand = ArchitectureTests.code(file.text).filter {
                ($0.contains(#"("properties""#) || $0.contains(#""items""#)) && !$0.contains(".init(")
            }
            let allowed = file.name.hasSuffix("MCPTool.swift") && hand.count == 1 && hand[0].contains("parameters.map")
            #expect(hand.isEmpty || allowed, "\(file.name) writes a schema by hand: \(hand)")
        }
        let list = try #require(tools.first { $0.name.hasSuffix("MCPTools.swift") })
        let outputs = ArchitectureTests.code(list.text).filter { $0.contains("output:") }
        #expect(outputs.count >= 15)
        for line in outputs {
            #expect(line.lowercased().contains("schema("), "\(line.trimmingCharacters(in: .whitespaces))")
        }
    }

    /// Words people read come from `Label`: no Hangul in the terminal module's rendering, presenting and runtime
    /// code, nor in the MCP module's results (help text and examples may show Korean input), but for the Korean half
    /// of a sentence said in both languages (`Phrase.say(ko: "…", en: "…")`, its `ko:` line and the lines it goes on
    /// with), so no Korean stands without its English.
    @Test func labelsLiveInTheLabelTable() throws {
        let folders = [
            "BoxOfficeCLI/Rendering", "BoxOfficeCLI/Presenting", "BoxOfficeCLI/Runtime", "BoxOfficeCLI/Terminal",
        ]
        for file in try folders.flatMap(ArchitectureTests.files) where !file.name.hasSuffix("EastAsianWidthTable.swift")
        {
            var pair = false
            for line in ArchitectureTests.code(file.text) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.hasPrefix("ko: \"") { pair = true } else if !trimmed.hasPrefix("+ ") { pair = false }
                let korean = line.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
                let paired = pair || (line.contains("ko: \"") && line.contains("en: \""))
                #expect(!korean || paired, "\(file.name): \(line)")
            }
        }
    }

    /// A KOBIS service never reads the built-in sample: outside Demo/ and the sample's data source, the library names the sample's source only
    /// where the service serves the sample's posters (the sample's service is made beside its data source); the
    /// terminal reads the sample's days only for its `--demo` note; the MCP module names the sample nowhere.
    @Test func onlyTheSampleReadsTheSample() throws {
        let data = try Regex(#"\b(Sample|DemoData|DemoBoxOffice)\b|DemoSource\.(days|movieCodes)"#)
        // The one line each of these files may read the sample's data in.
        let allowed = [
            "KobisKit/Service/KobisService.swift": "DemoSource.image(at: poster.url)",
            "BoxOfficeCLI/Runtime/Services.swift": "let (first, last) = (DemoSource.days",
        ]
        for file in try ["KobisKit", "BoxOfficeCLI", "BoxOfficeMCP"].flatMap(ArchitectureTests.files)
        where !file.name.hasPrefix("KobisKit/Demo/") && file.name != "KobisKit/Data/SampleData.swift" {
            for line in ArchitectureTests.code(file.text) {
                let shown = line.trimmingCharacters(in: .whitespaces)
                #expect(
                    allowed[file.name] != nil || !line.contains("DemoSource"),
                    "\(file.name) names the sample's source: \(shown)")
                #expect(
                    line.firstMatch(of: data) == nil || allowed[file.name].map(line.contains) == true,
                    "\(file.name) reads the sample's data: \(shown)")
            }
        }
    }
}
