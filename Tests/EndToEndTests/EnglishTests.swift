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
        // Off a terminal text is cut at $COLUMNS: wide enough here that the checks find whole titles and sentences.
        var environment = [
            "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data", "XDG_CONFIG_HOME": folder.path + "/config", "COLUMNS": "1000",
        ]
        if let standIn {
            environment.merge(standIn.environment) { $1 }
            environment["BOXOFFICE_NOW"] = EnglishTests.now
        }
        return environment.merging(extra) { $1 }
    }

    /// Each text command, and the JSON command whose strings are KOBIS's titles and names (or the user's own words)
    /// for it; nil when the command has no JSON form.
    static let demoCommands: [(text: [String], json: [String]?)] = [
        (["daily"], ["daily", "-f", "json", "--lang", "en"]),
        (["daily", "-l", "grid"], ["daily", "-f", "json", "--lang", "en"]),
        (["daily", "--details"], ["daily", "--details", "-f", "json"]),
        (["daily", "--details", "-l", "grid"], ["daily", "--details", "-f", "json"]),
        (["daily", "--region", "서울", "--nation", "korean"], ["daily", "--region", "서울", "-f", "json"]),
        (["daily", "--region", "north gyeongsang"], ["daily", "--region", "경북", "-f", "json"]),
        (["weekly"], ["weekly", "-f", "json", "--lang", "en"]),
        (["weekly", "-l", "grid"], ["weekly", "-f", "json", "--lang", "en"]),
        (["movie", "20239001"], ["movie", "20239001", "-f", "json"]),
        (["movie", "20239006", "-l", "grid"], ["movie", "20239006", "-f", "json"]),
        (["movie", "20124079"], ["movie", "20124079", "-f", "json"]),
        (["person", "이병헌"], ["person", "이병헌", "-f", "json"]),
        (["person", "10090018", "-l", "grid"], ["person", "10090018", "-f", "json"]),
        (["company", "20238094"], ["company", "20238094", "-f", "json"]),
        (["company", "20231446"], ["company", "20231446", "-f", "json"]),
        (["trend", "20239002"], ["trend", "20239002", "-f", "json"]),
        (["trend", "20239001", "20239002"], ["trend", "20239001", "20239002", "-f", "json"]),
        (["top", "--month", "2023-08"], ["top", "--month", "2023-08", "-f", "json", "--lang", "en"]),
        (["milestones", "20239002"], ["milestones", "20239002", "-f", "json"]),
        (["share", "20239001"], ["movie", "20239001", "-f", "json"]),
        (["daily", "--share"], ["daily", "-f", "json", "--lang", "en"]),
        (["search", "바다"], ["search", "바다", "-f", "json"]), (["upcoming"], ["upcoming", "-f", "json"]),
        (["upcoming", "-l", "grid"], ["upcoming", "-f", "json"]),
        (["people", "이병헌"], ["people", "이병헌", "-f", "json"]),
        (["companies", "CJ"], ["companies", "CJ", "-f", "json"]),
        (["companies", "대원"], ["companies", "대원", "-f", "json"]),
        (["codes", "region"], ["codes", "region", "-f", "json"]),
        (["codes", "nation"], ["codes", "nation", "-f", "json"]),
        (["codes", "type"], ["codes", "type", "-f", "json"]),
        (["codes", "company-part"], ["codes", "company-part", "-f", "json"]),
        (["note", "list"], nil), (["usage"], nil), (["config", "show"], nil),
    ]

    static let standInCommands: [(text: [String], json: [String]?)] = [
        (["daily", "-d", "2024-01-03"], ["daily", "-d", "2024-01-03", "-f", "json", "--lang", "en"]),
        (
            ["daily", "-d", "2024-01-03", "--region", "Busan"],
            ["daily", "-d", "2024-01-03", "-f", "json", "--lang", "en"]
        ),
        (["weekly", "-d", "2024-01-07"], ["weekly", "-d", "2024-01-07", "-f", "json", "--lang", "en"]),
        (["movie", "20230002"], ["movie", "20230002", "-f", "json"]),
        (["movie", "20252432"], ["movie", "20252432", "-f", "json"]),
        (["person", "10031641"], ["person", "10031641", "-f", "json"]),
        (["company", "20188621"], ["company", "20188621", "-f", "json"]),
        (["trend", "20980005", "--yes"], ["trend", "20980005", "--yes", "-f", "json"]),
        (
            ["top", "--month", "2025-03", "--yes"],
            ["top", "--month", "2025-03", "--yes", "-f", "json", "--lang", "en"]
        ),
        (["milestones", "20980001", "--yes"], ["milestones", "20980001", "--yes", "-f", "json"]),
        (["share", "20230002"], ["movie", "20230002", "-f", "json"]),
        (["search", "동물"], ["search", "동물", "-f", "json"]),
        (["people", "봉준호"], ["people", "봉준호", "-f", "json"]),
        (["companies", "조이"], ["companies", "조이", "-f", "json"]),
        (["codes", "region"], ["codes", "region", "-f", "json"]),
        (["codes", "nation"], ["codes", "nation", "-f", "json"]),
        (["codes", "type"], ["codes", "type", "-f", "json"]),
        (["codes", "company-part"], ["codes", "company-part", "-f", "json"]),
        (["note", "list"], nil), (["usage"], nil), (["config", "show"], nil),
    ]

    /// The real KOBIS bodies beside the project (`../shared/kobis/fixtures`), when they are there.
    static let shared = Paths.root.deletingLastPathComponent().appendingPathComponent("shared/kobis/fixtures")
    static let sharedCommands: [(text: [String], json: [String]?)] = [
        (["movie", "20124079"], ["movie", "20124079", "-f", "json"]),
        (["movie", "20194376"], ["movie", "20194376", "-f", "json"]),
        (["movie", "20199882", "-l", "grid"], ["movie", "20199882", "-f", "json"]),
        (["movie", "20218541"], ["movie", "20218541", "-f", "json"]),
        (["person", "20164556"], ["person", "20164556", "-f", "json"]),
        (["company", "20122497"], ["company", "20122497", "-f", "json"]),
        (["company", "20168828"], ["company", "20168828", "-f", "json"]),
    ]

    /// The JSON keys whose strings are KOBIS's closed vocabularies (a status, a genre, a part …), never a title or
    /// a name: English text shows them in English. `role` is a character under `actors` and a part elsewhere; a
    /// `name` is a format's under `showTypes`, a code's under `codes` and a region's under `region`.
    static let vocabularyKeys: Set<String> = [
        "status", "movieType", "type", "nations", "genres", "grade", "watchGrade", "group", "parts", "sex", "part",
        "boxOfficeType",
    ]
    /// The objects whose `name` is a vocabulary's word: a format, a code, a ranking's region.
    static let vocabularyLists: Set<String> = ["showTypes", "codes", "region"]

    /// The strings of a JSON document that are titles, names or other free text, and those that are vocabulary.
    static func strings(_ value: Any, key: String? = nil, list: String? = nil) -> (free: [String], words: [String]) {
        switch value {
        case let text as String:
            let word =
                key.map { vocabularyKeys.contains($0) } == true || (key == "role" && list != "actors")
                || (key == "name" && list.map(vocabularyLists.contains) == true)
            return word ? ([], [text]) : ([text], [])
        case let items as [Any]:
            let all = items.map { strings($0, key: key, list: key ?? list) }
            return (all.flatMap(\.free), all.flatMap(\.words))
        case let object as [String: Any]:
            let all = object.map { strings($0.value, key: $0.key, list: key == "region" ? key : list) }
            return (all.flatMap(\.free), all.flatMap(\.words))
        default: return ([], [])
        }
    }

    static func hangul(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init).filter {
            $0.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
        }
    }

    /// Runs each command in English and checks that its text (stdout and stderr) holds no Hangul but the titles and
    /// names KOBIS sent and the words typed: a status, type, nation, genre, grade, format, part or region shows in
    /// English.
    func checkHangul(
        _ commands: [(text: [String], json: [String]?)], extra: [String], standIn: StandIn?, folder: URL
    ) async throws {
        for (text, json) in commands {
            // A command with no JSON form speaks the language of BOXOFFICE_LANG and knows no sample.
            let shown = try await runBoxOffice(
                json == nil ? text : text + extra + ["--lang", "en"],
                environment: environment(
                    standIn, folder, json == nil ? ["BOXOFFICE_LANG": "en", "KOBIS_API_KEY": testKey] : [:]))
            #expect(shown.status == 0, "\(text): \(shown.stderr)")
            var free: [String] = []
            var words: [String] = []
            if let json {
                let data = try await runBoxOffice(json + extra, environment: environment(standIn, folder))
                let document = try #require(
                    try? JSONSerialization.jsonObject(with: Data(data.stdout.utf8)), "\(json): \(data.stderr)")
                (free, words) = EnglishTests.strings(document)
            }
            let vocabulary = Set(words)
            var left = shown.stdout + shown.stderr
            for kobis in Set(free + text).subtracting(vocabulary).sorted(by: { $0.count > $1.count })
            where kobis.count > 0 {
                left = left.replacingOccurrences(of: kobis, with: "")
            }
            #expect(
                EnglishTests.hangul(left).isEmpty,
                "\(text) shows Hangul that is no title or name: \(EnglishTests.hangul(left).prefix(4))")
        }
    }

    @Test(arguments: ["demo", "standin"])
    func englishTextHasNoHangulButTitlesAndNames(mode: String) async throws {
        let standIn = mode == "standin" ? try StandIn(["--synthetic"]) : nil
        let folder = temporaryFolder("english-\(mode)")
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        try await checkHangul(
            mode == "demo" ? EnglishTests.demoCommands : EnglishTests.standInCommands,
            extra: mode == "demo" ? ["--demo"] : [], standIn: standIn, folder: folder)
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: shared.path), "../shared/kobis/fixtures is absent"))
    func englishTextOfRealKobisBodiesHasNoHangulButTitlesAndNames() async throws {
        let standIn = try StandIn(firstFixtures: [EnglishTests.shared.path])
        let folder = temporaryFolder("english-shared")
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        try await checkHangul(EnglishTests.sharedCommands, extra: [], standIn: standIn, folder: folder)
    }

    /// A region that is not there, or is several, is named in English: the list to choose from too.
    @Test func aRegionIsNamedInEnglishWhenItIsWrong() async throws {
        let folder = temporaryFolder("english-region")
        defer { try? FileManager.default.removeItem(at: folder) }
        let unknown = try await runBoxOffice(
            ["daily", "--region", "화성", "--demo", "--lang", "en"], environment: environment(nil, folder))
        #expect(unknown.status == 64 && unknown.stderr.contains("Seoul, Gyeonggi"), "\(unknown.stderr)")
        #expect(
            EnglishTests.hangul(unknown.stderr.replacingOccurrences(of: "화성", with: "")).isEmpty, "\(unknown.stderr)")
        let several = try await runBoxOffice(
            ["daily", "--region", "north", "--demo", "--lang", "en"], environment: environment(nil, folder))
        #expect(several.status == 64 && several.stderr.contains("North Chungcheong (0105004)"), "\(several.stderr)")
        #expect(EnglishTests.hangul(several.stderr).isEmpty, "\(several.stderr)")
        let korean = try await runBoxOffice(
            ["daily", "--region", "화성", "--demo"], environment: environment(nil, folder))
        #expect(korean.stderr.contains("서울시, 경기도"), "\(korean.stderr)")
    }

    /// The help of every command: English, with Hangul only in the titles and names its examples type and the
    /// Korean words a user may type or meet (a region, KOBIS's 다양성 category, the fans' 누적).
    @Test func everyHelpTextIsEnglishButItsExamples() async throws {
        let folder = temporaryFolder("english-help")
        defer { try? FileManager.default.removeItem(at: folder) }
        let examples = [
            "이병헌의 연기", "콘크리트 유토피아", "콘크리트", "광해", "밀수", "봉준호", "강동원", "전우치", "영화사", "미디어",
            "강선영", "서울", "경북", "다양성", "누적",
        ]
        let commands = [
            "daily", "weekly", "browse", "movie", "search", "upcoming", "people", "person", "companies", "company",
            "codes", "trend", "milestones", "top", "records", "poster", "share", "note", "usage", "mcp", "config",
            "cache",
            "completions", "manpage", "exit-codes",
        ]
        var runs = [["--help"]] + commands.map { ["help", $0, "--no-pager"] }
        runs += [["note", "add", "--help"], ["note", "list", "--help"], ["note", "rm", "--help"]]
        runs += [["config", "show", "--help"], ["config", "set-key", "--help"], ["cache", "clear", "--help"]]
        for arguments in runs {
            let run = try await runBoxOffice(arguments, environment: environment(nil, folder, ["BOXOFFICE_LANG": "en"]))
            #expect(run.status == 0, "\(arguments): \(run.stderr)")
            var left = run.stdout
            for example in examples { left = left.replacingOccurrences(of: example, with: "") }
            #expect(EnglishTests.hangul(left).isEmpty, "\(arguments): \(EnglishTests.hangul(left).prefix(3))")
        }
        let region = try await runBoxOffice(["help", "daily", "--no-pager"], environment: environment(nil, folder))
        #expect(region.stdout.contains("Seoul"), "the region help says English names work")
    }

    /// A film's sheet names its companies by their English names, each under its part in English, and the trend's
    /// summary speaks English.
    @Test func companiesAndPartsAndTrendSummaryAreEnglish() async throws {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("english-companies")
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let disney = try await runBoxOffice(
            ["movie", "20252432", "--lang", "en"], environment: environment(standIn, folder))
        #expect(disney.status == 0, "\(disney.stderr)")
        let distributor = disney.stdout.split(separator: "\n").first { $0.hasPrefix("Distributor") }
        #expect(distributor?.contains("The Walt Disney Company Korea") == true, "\(disney.stdout)")
        #expect(!disney.stdout.contains("월트디즈니"), "\(disney.stdout)")
        for (label, value) in [
            ("Status", "Released"), ("Type", "Feature"), ("Nation", "USA"), ("Genres", "Animation, Adventure, Comedy"),
            ("Formats", "2D Digital, 2D Digital (barrier-free)"), ("Rating", "All ages (2025-MF00000)"),
            ("Importer", "The Walt Disney Company Korea"),
        ] {
            let line = disney.stdout.split(separator: "\n").first { $0.hasPrefix(label + " ") }
            #expect(line?.hasSuffix(value) == true, "\(label): \(line ?? "none")")
        }
        let two = try await runBoxOffice(
            ["movie", "20230002", "--lang", "en"], environment: environment(standIn, folder))
        #expect(two.stdout.contains("World Distribution") && !two.stdout.contains("월드 배급"), "\(two.stdout)")
        #expect(two.stdout.contains("동물 스튜디오"), "a company KOBIS names only in Korean keeps its name")
        // JSON keeps KOBIS's words: English changes text only.
        let json = try await runBoxOffice(
            ["movie", "20252432", "-f", "json", "--lang", "en"], environment: environment(standIn, folder))
        #expect(json.stdout.contains("\"status\" : \"개봉\"") || json.stdout.contains("\"status\": \"개봉\""))
        #expect(json.stdout.contains("\"name\": \"월트디즈니컴퍼니코리아 유한책임회사\""), "\(json.stdout)")
        let korean = try await runBoxOffice(["movie", "20252432"], environment: environment(standIn, folder))
        #expect(korean.stdout.contains("배급사") && korean.stdout.contains("월트디즈니컴퍼니코리아"), "\(korean.stdout)")
        let trend = try await runBoxOffice(
            ["trend", "20980005", "--yes", "--lang", "en"], environment: environment(standIn, folder))
        #expect(
            trend.stdout.contains("admissions in all") && trend.stdout.contains("total on the last counted day")
                && trend.stdout.contains("out of the top 10: KOBIS counts only each day's top 10"), "\(trend.stdout)")
        #expect(EnglishTests.hangul(trend.stdout).allSatisfy { $0.contains("늦게 뜬 영화") }, "\(trend.stdout)")
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
            ["daily", "--demo", "--lang", "en"], environment: environment(nil, folder, ["BOXOFFICE_LANG": "fr"]))
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
