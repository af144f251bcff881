import Foundation
import Testing

/// `--lang en` through the real binary, in the sample and against the stand-in: English labels everywhere, English
/// titles and names where KOBIS has them, and machine output that only gains `titleEn`.
@Suite("English for fans abroad", .serialized)
struct EnglishTests {
    static let golden = Paths.root.appendingPathComponent("Tests/EndToEndTests/Golden")
    static let updating = ProcessInfo.processInfo.environment["BOXOFFICE_UPDATE_GOLDEN"] == "1"
    static let now = "2026-01-05T03:00:00Z"

    func environment(_ standIn: StandIn?, _ folder: URL, _ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data", "XDG_CONFIG_HOME": folder.path + "/config",
        ]
        if let standIn {
            environment.merge(standIn.environment) { $1 }
            environment["BOXOFFICE_NOW"] = EnglishTests.now
        }
        return environment.merging(extra) { $1 }
    }

    /// Each text command, and the JSON command whose strings are KOBIS's data (or the user's own words) for it.
    static let demoCommands: [(text: [String], json: [String])] = [
        (["daily"], ["daily", "-f", "json", "--lang", "en"]),
        (["daily", "-l", "grid"], ["daily", "-f", "json", "--lang", "en"]),
        (["daily", "--details"], ["daily", "--details", "-f", "json"]),
        (["weekly"], ["weekly", "-f", "json", "--lang", "en"]),
        (["movie", "20239001"], ["movie", "20239001", "-f", "json"]),
        (["person", "이병헌"], ["person", "이병헌", "-f", "json"]),
        (["company", "20238094"], ["company", "20238094", "-f", "json"]),
        (["trend", "20239002"], ["trend", "20239002", "-f", "json"]),
        (["trend", "20239001", "20239002"], ["trend", "20239001", "20239002", "-f", "json"]),
        (["top", "--month", "2023-08"], ["top", "--month", "2023-08", "-f", "json", "--lang", "en"]),
        (["milestones", "20239002"], ["milestones", "20239002", "-f", "json"]),
        (["share", "20239001"], ["movie", "20239001", "-f", "json"]),
        (["daily", "--share"], ["daily", "-f", "json", "--lang", "en"]),
        (["search", "바다"], ["search", "바다", "-f", "json"]), (["upcoming"], ["upcoming", "-f", "json"]),
        (["people", "이병헌"], ["people", "이병헌", "-f", "json"]),
        (["companies", "CJ"], ["companies", "CJ", "-f", "json"]),
        (["codes", "region"], ["codes", "region", "-f", "json"]),
    ]

    static let standInCommands: [(text: [String], json: [String])] = [
        (["daily", "-d", "2024-01-03"], ["daily", "-d", "2024-01-03", "-f", "json", "--lang", "en"]),
        (["movie", "20230002"], ["movie", "20230002", "-f", "json"]),
        (["person", "10031641"], ["person", "10031641", "-f", "json"]),
        (["trend", "20980005", "--yes"], ["trend", "20980005", "--yes", "-f", "json"]),
        (
            ["top", "--month", "2025-03", "--yes"],
            ["top", "--month", "2025-03", "--yes", "-f", "json", "--lang", "en"]
        ),
        (["milestones", "20980001", "--yes"], ["milestones", "20980001", "--yes", "-f", "json"]),
        (["share", "20230002"], ["movie", "20230002", "-f", "json"]),
    ]

    /// Every string in a JSON document.
    static func strings(_ value: Any) -> [String] {
        switch value {
        case let text as String: return [text]
        case let list as [Any]: return list.flatMap(strings)
        case let object as [String: Any]: return object.values.flatMap(strings)
        default: return []
        }
    }

    static func hangul(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter {
            $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
        }
    }

    @Test(arguments: ["demo", "standin"])
    func englishTextHasNoHangulButKobisData(mode: String) async throws {
        let standIn = mode == "standin" ? try StandIn(["--synthetic"]) : nil
        let folder = temporaryFolder("english-\(mode)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let extra = mode == "demo" ? ["--demo"] : []
        for (text, json) in mode == "demo" ? EnglishTests.demoCommands : EnglishTests.standInCommands {
            let shown = try await runBoxOffice(
                text + extra + ["--lang", "en"], environment: environment(standIn, folder))
            #expect(shown.status == 0, "\(text): \(shown.stderr)")
            let data = try await runBoxOffice(json + extra, environment: environment(standIn, folder))
            let document = try #require(
                try? JSONSerialization.jsonObject(with: Data(data.stdout.utf8)), "\(json): \(data.stderr)")
            // KOBIS's strings, and the words typed, may be Korean; nothing else may.
            var left = shown.stdout
            for kobis in (EnglishTests.strings(document) + text).sorted(by: { $0.count > $1.count })
            where kobis.count > 0 {
                left = left.replacingOccurrences(of: kobis, with: "")
            }
            #expect(
                EnglishTests.hangul(left).isEmpty,
                "\(text) shows Hangul not from KOBIS: \(EnglishTests.hangul(left).prefix(3))")
        }
    }

    @Test func englishLayoutsAreExactlyTheirGoldenFiles() async throws {
        let folder = temporaryFolder("english-golden")
        defer { try? FileManager.default.removeItem(at: folder) }
        var cases: [(String, [String], Int)] = []
        for width in [60, 80, 120] {
            cases += [
                ("en-daily-list-\(width).txt", ["daily"], width),
                ("en-daily-grid-\(width).txt", ["daily", "-l", "grid"], width),
            ]
        }
        cases += [
            ("en-movie-80.txt", ["movie", "20239001"], 80), ("en-trend-80.txt", ["trend", "20239002"], 80),
            ("en-top-80.txt", ["top", "--month", "2023-08"], 80), ("en-person-80.txt", ["person", "이병헌"], 80),
            ("en-weekly-80.txt", ["weekly", "-l", "grid"], 80),
        ]
        for (name, arguments, width) in cases {
            let run = try await runBoxOffice(
                arguments + ["--demo", "--lang", "en"],
                environment: environment(nil, folder, ["COLUMNS": String(width)]))
            #expect(run.status == 0, "\(name): \(run.stderr)")
            #expect(
                run.stdout.split(separator: "\n").allSatisfy { $0.count <= width }, "\(name) is wider than \(width)")
            let file = EnglishTests.golden.appendingPathComponent(name)
            if EnglishTests.updating {
                try Data(run.stdout.utf8).write(to: file)
                continue
            }
            let expected = try #require(
                try? String(contentsOf: file, encoding: .utf8), "missing \(name): run Scripts/update-golden")
            #expect(run.stdout == expected, "\(name) differs from its golden file: run Scripts/update-golden")
        }
    }

    @Test func englishJSONIsTheSameDocumentPlusTitleEn() async throws {
        let folder = temporaryFolder("english-json")
        defer { try? FileManager.default.removeItem(at: folder) }
        let korean = try await runBoxOffice(["daily", "-f", "json", "--demo"], environment: environment(nil, folder))
        let english = try await runBoxOffice(
            ["daily", "-f", "json", "--demo", "--lang", "en"], environment: environment(nil, folder))
        var plain = try #require(try JSONSerialization.jsonObject(with: Data(korean.stdout.utf8)) as? [String: Any])
        var added = try #require(try JSONSerialization.jsonObject(with: Data(english.stdout.utf8)) as? [String: Any])
        var entries = try #require(added["entries"] as? [[String: Any]])
        #expect(entries.first?["titleEn"] as? String == "Oppenheimer")
        for index in entries.indices { entries[index].removeValue(forKey: "titleEn") }
        added["entries"] = entries
        plain.removeValue(forKey: "provenance")
        added.removeValue(forKey: "provenance")
        #expect(plain as NSDictionary == added as NSDictionary)
        #expect(!korean.stdout.contains("titleEn"), "Korean rankings fetch no detail for English titles")
    }

    @Test func theCommandLineWinsOverTheEnvironmentWhichWinsOverTheConfig() async throws {
        let folder = temporaryFolder("english-precedence")
        defer { try? FileManager.default.removeItem(at: folder) }
        let config = folder.appendingPathComponent("Config.plist")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict><key>Lang</key><string>en</string></dict></plist>
        """.write(to: config, atomically: true, encoding: .utf8)
        func heading(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> String {
            let run = try await runBoxOffice(
                ["daily", "--demo"] + arguments, environment: environment(nil, folder, extra))
            return String(run.stdout.split(separator: "\n").first ?? "")
        }
        #expect(try await heading([]).hasPrefix("일별 박스오피스"))
        #expect(try await heading([], ["BOXOFFICE_LANG": "en"]).hasPrefix("Daily box office · Thu"))
        #expect(try await heading(["--config", config.path]).hasPrefix("Daily box office"))
        #expect(
            try await heading(["--config", config.path, "--lang", "ko"], ["BOXOFFICE_LANG": "en"]).hasPrefix("일별 박스오피스")
        )
        #expect(try await heading(["--config", config.path], ["BOXOFFICE_LANG": "ko"]).hasPrefix("일별 박스오피스"))
        let wrong = try await runBoxOffice(
            ["daily", "--demo"], environment: environment(nil, folder, ["BOXOFFICE_LANG": "fr"]))
        #expect(
            wrong.status == 78 && wrong.stderr.contains("BOXOFFICE_LANG='fr' is neither ko nor en"), "\(wrong.stderr)")
    }

    @Test func aWarmEnglishDaySendsNothingAndTheFirstAtMostTenDetails() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("english-warm")
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let first = try await runBoxOffice(
            ["daily", "-d", "2025-03-01", "--lang", "en"], environment: environment(standIn, folder))
        #expect(first.status == 0, "\(first.stderr)")
        #expect(standIn.requests.count >= 2 && standIn.requests.count <= 11, "\(standIn.requests.count) requests")
        #expect(first.stdout.contains("Imaginary Film") || first.stdout.contains("Synthetic"), "\(first.stdout)")
        let sent = standIn.requests.count
        let again = try await runBoxOffice(
            ["daily", "-d", "2025-03-01", "--lang", "en"], environment: environment(standIn, folder))
        #expect(again.stdout == first.stdout)
        #expect(standIn.requests.count == sent, "a warm English day sends nothing")
        let dry = try await runBoxOffice(
            ["daily", "-d", "2025-03-02", "--lang", "en", "--dry-run"], environment: environment(standIn, folder))
        #expect(dry.stdout.contains("English titles"), "\(dry.stdout)")
    }

    @Test func anAssistantAsksForEnglishTitlesWithLang() async throws {
        let folder = temporaryFolder("english-mcp")
        defer { try? FileManager.default.removeItem(at: folder) }
        let session = try MCPSession(["--demo"], environment: environment(nil, folder))
        _ = try await session.initialize()
        let english = try await session.call("daily_box_office", ["lang": "en"])
        let entries = try #require((english["structuredContent"] as? [String: Any])?["entries"] as? [[String: Any]])
        #expect(entries.first?["titleEn"] as? String == "Oppenheimer", "\(entries.first ?? [:])")
        let wrong = try await session.call("daily_box_office", ["lang": "fr"])
        #expect(wrong["isError"] as? Bool == true)
        session.close()
    }
}
