import Foundation
import Testing

/// `-f svg` and `-f html` through the real binary: exact output (golden files, rewritten by `Scripts/update-golden`),
/// valid and inert (parsed as XML and HTML5, no element or attribute from KOBIS text), and seen (headless Chromium
/// renders each to a PNG under .build/pictures, not blank, its size right, no text outside the picture).
@Suite("Pictures: SVG charts and HTML pages", .serialized)
struct PictureTests {
    static let golden = Paths.root.appendingPathComponent("Tests/EndToEndTests/Golden")
    static let rendered = Paths.root.appendingPathComponent(".build/pictures")
    static let updating = ProcessInfo.processInfo.environment["BOXOFFICE_UPDATE_GOLDEN"] == "1"
    static let checker = Paths.root.appendingPathComponent("Tests/EndToEndTests/Interop/check_pictures.py").path

    /// Python with html5lib, and Chromium: required under CI, a visible skip elsewhere.
    static let python: String? = {
        let candidates =
            [
                Paths.root.appendingPathComponent(".build/mcp-venv/bin/python").path, "/usr/bin/python3",
                "/usr/local/bin/python3",
            ] + (TestPlatform.tool("python3").map { [$0] } ?? [])
        return candidates.first { path in
            guard FileManager.default.isExecutableFile(atPath: path) else { return false }
            let probe = Process()
            probe.executableURL = URL(fileURLWithPath: path)
            probe.arguments = ["-c", "import html5lib"]
            probe.standardError = FileHandle.nullDevice
            return TestPlatform.runToEnd(probe) == 0
        }
    }()
    static let chromium = ["chromium", "chromium-browser", "google-chrome"].lazy.compactMap(TestPlatform.tool).first
    static let inCI = ProcessInfo.processInfo.environment["CI"] == "true"
    static let canSee = python != nil && chromium != nil
    static let skipReason: Comment = "Chromium or Python's html5lib is not installed (.ci/run installs both)"

    /// Each picture: its golden file's name and the command that draws it, from the sample or the stand-in.
    static let pictures: [(name: String, arguments: [String], demo: Bool)] = [
        ("daily-demo.svg", ["daily", "-f", "svg"], true),
        ("daily-demo.html", ["daily", "-f", "html"], true),
        ("trend-demo.svg", ["trend", "20239002", "-f", "svg"], true),
        ("trend-two-demo.svg", ["trend", "20239001", "20239002", "-f", "svg", "--theme", "dark"], true),
        ("top-demo.svg", ["top", "--month", "2023-08", "-f", "svg"], true),
        ("range-demo.html", ["daily", "--from", "2023-08-01", "--to", "2023-08-31", "-f", "html"], true),
        ("daily-standin.svg", ["daily", "-d", "2024-01-03", "-f", "svg", "--size", "1080x1080"], false),
        ("trend-standin.svg", ["trend", "20980005", "-f", "svg", "--yes"], false),
        (
            "trend-two-standin.svg", ["trend", "20980001", "20980002", "--to", "2025-04-30", "-f", "svg", "--yes"],
            false
        ),
        ("top-standin.svg", ["top", "--month", "2025-03", "-f", "svg", "--yes"], false),
        ("trend-standin.html", ["trend", "20980001", "--to", "2025-04-30", "-f", "html", "--yes"], false),
        ("range-standin.html", ["daily", "--from", "2025-03-01", "--to", "2025-03-10", "-f", "html"], false),
        ("trend-demo.html", ["trend", "20239002", "-f", "html"], true),
        ("trend-two-demo.html", ["trend", "20239001", "20239002", "-f", "html"], true),
        ("trend-rank-demo.svg", ["trend", "20239002", "--metric", "rank", "-f", "svg"], true),
        ("top-demo.html", ["top", "--month", "2023-08", "-f", "html"], true),
        ("movie-demo.html", ["movie", "20239001", "--posters", "-f", "html"], true),
        // KOBIS's own sample day: two films whose titles cut to the same words.
        ("daily-20120101-standin.svg", ["daily", "-d", "2012-01-01", "-f", "svg"], false),
    ]

    func environment(_ standIn: StandIn?, _ folder: URL) -> [String: String] {
        var environment = [
            "HOME": folder.path, "XDG_CACHE_HOME": folder.path + "/cache", "XDG_STATE_HOME": folder.path + "/state",
            "XDG_DATA_HOME": folder.path + "/data", "XDG_CONFIG_HOME": folder.path + "/config",
        ]
        if let standIn {
            environment.merge(standIn.environment) { $1 }
            environment["BOXOFFICE_NOW"] = "2026-01-05T03:00:00Z"
        }
        return environment
    }

    /// Draws every picture into .build/pictures; returns the files.
    func draw() async throws -> [URL] {
        let standIn = try StandIn(["--synthetic"])
        let folder = temporaryFolder("pictures")
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        try FileManager.default.createDirectory(at: PictureTests.rendered, withIntermediateDirectories: true)
        var files: [URL] = []
        for picture in PictureTests.pictures {
            let run = try await runBoxOffice(
                picture.arguments + (picture.demo ? ["--demo"] : []),
                environment: environment(picture.demo ? nil : standIn, folder))
            #expect(run.status == 0, "\(picture.name): \(run.stderr)")
            let file = PictureTests.rendered.appendingPathComponent(picture.name)
            try Data(run.stdout.utf8).write(to: file)
            files.append(file)
        }
        return files
    }

    @Test func everyPictureIsExactlyItsGoldenFile() async throws {
        for file in try await draw() {
            let text = try String(contentsOf: file, encoding: .utf8)
            let expected = PictureTests.golden.appendingPathComponent(file.lastPathComponent)
            if PictureTests.updating {
                try Data(text.utf8).write(to: expected)
                continue
            }
            let golden = try #require(
                try? String(contentsOf: expected, encoding: .utf8),
                "missing golden file \(file.lastPathComponent): run Scripts/update-golden")
            #expect(text == golden, "\(file.lastPathComponent) differs from its golden file: run Scripts/update-golden")
        }
    }

    /// A range's page shows its charts first, then the table of each day's number one (31 rows for a month).
    @Test func aRangesPageHasItsChartsAboveItsTable() async throws {
        let folder = temporaryFolder("range-page")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await runBoxOffice(
            ["daily", "--from", "2023-08-01", "--to", "2023-08-31", "-f", "html", "--demo"],
            environment: environment(nil, folder))
        #expect(run.status == 0, "\(run.stderr)")
        let chart = try #require(run.stdout.range(of: "<figure"), "the page has charts")
        let table = try #require(run.stdout.range(of: "<table"), "the page has its table")
        #expect(chart.lowerBound < table.lowerBound, "the 31-row table comes before the charts")
    }

    /// Runs the checker over `files`: one JSON line each, with the problems found.
    func check(_ files: [URL]) async throws -> [[String: Any]] {
        let python = try #require(PictureTests.python, "no Python with html5lib")
        let run = try await runBoxOffice(
            [PictureTests.checker, PictureTests.rendered.appendingPathComponent("png").path]
                + files.map(\.path), executable: python)
        #expect(run.status == 0 || run.status == 1, "the checker failed: \(run.stderr.suffix(800))")
        let results = run.stdout.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
        #expect(results.count == files.count, "\(run.stderr.suffix(800))")
        return results
    }

    @Test(.enabled(if: canSee || inCI, skipReason))
    func everyPictureParsesIsInertAndChromiumDrawsItWithEveryTextInside() async throws {
        try #require(PictureTests.canSee, "under CI, Chromium and html5lib must be installed")
        let results = try await check(try await draw())
        for result in results {
            let problems = result["problems"] as? [String] ?? ["no result"]
            #expect(problems.isEmpty, "\(result["file"] ?? "?"): \(problems)")
            // A film's sheet has no chart; every other picture has text to measure.
            if (result["file"] as? String)?.hasPrefix("movie-") != true {
                #expect((result["textsMeasured"] as? Int ?? 0) > 0, "\(result["file"] ?? "?") has no text measured")
            }
            #expect(((result["png"] as? [Int])?.last ?? 0) >= 3, "\(result["file"] ?? "?") looks blank")
        }
        let sized = try #require(results.first { $0["file"] as? String == "daily-standin.svg" })
        #expect(sized["size"] as? [Int] == [1080, 1080], "--size sets the picture's size")
    }

    /// What a picture says beside its data: every `--demo` picture and page carries the sample's notice, every page
    /// the time its figures were fetched, and the "gaps: out of the top 10" legend shows only where a line has a gap.
    /// A run still going, with an archive to learn from: `trend --cumulative -f svg|html` draws the forecast past the
    /// last day (the interval dashed, the milestones ahead marked, said to be a forecast); other charts do not.
    @Test func aRunStillGoingHasItsForecastDrawnPastItsLastDay() async throws {
        let standIn = try StandIn(["--history"])
        let folder = temporaryFolder("pictures-forecast")
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = environment(standIn, folder)
        let sync = try await runBoxOffice(["sync", "--since", "2024-01-01", "-q"], environment: environment)
        #expect(sync.status == 0, "\(sync.stderr)")
        // The day's number one on 2025-12-10, drawn up to that day: its run goes on after it.
        let day = try await runBoxOffice(["daily", "-d", "2025-12-10", "-f", "csv"], environment: environment)
        let lines = day.stdout.split(separator: "\n").map { $0.split(separator: ",").map(String.init) }
        let column = try #require(lines.first?.firstIndex(of: "movieCode"), "\(day.stderr)")
        let code = try #require(lines.dropFirst().first?[column])
        let asked = ["trend", code, "--to", "2025-12-10", "--cumulative"]
        let forecast = try await runBoxOffice(
            ["forecast", code, "--as-of", "2025-12-10", "-f", "json", "--paths"], environment: environment)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(forecast.stdout.utf8)) as? [String: Any], "\(forecast.stderr)")
        #expect(document["runEnded"] as? Bool == false && document["usesPrior"] as? Bool == false)
        // The picture's sentence names the path's last day and its expected cumulative audience.
        let last = try #require((document["path"] as? [[String: Any]])?.last)
        let digits = String(try #require(last["expected"] as? Int))
        let grouped = digits.enumerated().map { index, digit in
            (index > 0 && (digits.count - index) % 3 == 0 ? "," : "") + String(digit)
        }.joined()
        var files: [URL] = []
        for format in ["svg", "html"] {
            let run = try await runBoxOffice(asked + ["-f", format], environment: environment)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout.contains("예측: 80% 구간과 예상 (KOBIS 집계 아님)"), "\(format): the legend says forecast")
            #expect(run.stdout.contains("stroke-dasharray"), "\(format): the interval is dashed")
            #expect(run.stdout.contains("누적 \(grouped)명 예상"), "\(format): the expected figure is said")
            let file = PictureTests.rendered.appendingPathComponent("trend-forecast.\(format)")
            try FileManager.default.createDirectory(at: PictureTests.rendered, withIntermediateDirectories: true)
            try Data(run.stdout.utf8).write(to: file)
            files.append(file)
        }
        let daily = try await runBoxOffice(
            ["trend", code, "--to", "2025-12-10", "-f", "svg"], environment: environment)
        #expect(daily.status == 0 && !daily.stdout.contains("예측:"), "the daily chart draws no forecast")
        if PictureTests.canSee {
            for result in try await check(files) {
                #expect((result["problems"] as? [String])?.isEmpty == true, "\(result)")
            }
        }
    }

    @Test func picturesSayTheSampleAndTheFetchTimeAndTheGapLegendOnlyShowsWithAGap() async throws {
        let notice = "boxoffice에 들어 있는 예시 자료이며, 실제 KOBIS 수치가 아닙니다"
        var drawn: [String: String] = [:]
        for file in try await draw() { drawn[file.lastPathComponent] = try String(contentsOf: file, encoding: .utf8) }
        for picture in PictureTests.pictures where picture.demo {
            let text = try #require(drawn[picture.name])
            // Drawn, not only in <desc>: a <text> of an SVG, or the page's footer.
            let shown =
                picture.name.hasSuffix(".svg")
                ? text.contains(notice + "</text>") : text.contains("<footer>" + notice)
            #expect(shown, "\(picture.name) does not say it is the sample")
        }
        // Every page says when its figures were fetched: the sample's fixed time, or the stand-in's (BOXOFFICE_NOW).
        for picture in PictureTests.pictures where picture.name.hasSuffix(".html") {
            let text = try #require(drawn[picture.name])
            let time = picture.demo ? "가져온 시각 2023-09-01T12:00:00+09:00" : "가져온 시각 2026-01-05T12:00:00+09:00"
            #expect(text.contains(time + "</footer>"), "\(picture.name) does not say when its figures were fetched")
        }
        let gap = "빈 곳: 10위 밖"
        #expect(drawn["trend-demo.svg"]?.contains(gap) == false, "the sample's film is in the top 10 every day")
        #expect(drawn["trend-two-demo.svg"]?.contains(gap) == false, "both films are in the top 10 every day")
        #expect(drawn["trend-standin.svg"]?.contains(gap) == true, "the stand-in's film dips out of the top 10")
    }

    /// `<`, `&` and `"` in a title drawn in a ranking, a trend and a top list, as SVG and as a page: each file parses
    /// (XML, HTML5) and holds the title as text, never as markup.
    @Test(.enabled(if: canSee || inCI, skipReason))
    func markupInATitleIsEscapedInEveryPicture() async throws {
        try #require(PictureTests.canSee, "under CI, Chromium and html5lib must be installed")
        let title = "<script>alert(1)</script> & \"B\""
        let fixtures = temporaryFolder("pictures-markup-fixtures")
        try FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
        for (index, day) in ["20240311", "20240312", "20240313"].enumerated() {
            let rows: [[String: String]] = [("20249901", title, 60_000), ("20249902", "평범한 영화", 30_000)]
                .enumerated().map { rank, film in
                    [
                        "rnum": "\(rank + 1)", "rank": "\(rank + 1)", "rankInten": "0",
                        "rankOldAndNew": index == 0 ? "NEW" : "OLD", "movieCd": film.0, "movieNm": film.1,
                        "openDt": "2024-03-11", "salesAmt": "\(film.2 * 10_000)", "salesShare": "50.0",
                        "salesInten": "0", "salesChange": "0", "salesAcc": "\(film.2 * 10_000 * (index + 1))",
                        "audiCnt": "\(film.2)", "audiInten": "0", "audiChange": "0",
                        "audiAcc": "\(film.2 * (index + 1))",
                        "scrnCnt": "900", "showCnt": "4000",
                    ]
                }
            let body: [String: Any] = [
                "boxOfficeResult": [
                    "boxofficeType": "일별 박스오피스", "showRange": "\(day)~\(day)", "dailyBoxOfficeList": rows,
                ]
            ]
            try JSONSerialization.data(withJSONObject: body).write(
                to: fixtures.appendingPathComponent("daily_\(day)_markup.json"))
        }
        let movie: [String: Any] = [
            "movieInfoResult": [
                "movieInfo": [
                    "movieCd": "20249901", "movieNm": title, "movieNmEn": "", "movieNmOg": "", "showTm": "100",
                    "prdtYear": "2024", "openDt": "20240311", "prdtStatNm": "개봉", "typeNm": "장편",
                    "nations": [], "genres": [], "directors": [], "actors": [], "showTypes": [], "companys": [],
                    "audits": [], "staffs": [],
                ] as [String: Any],
                "source": "영화진흥위원회",
            ] as [String: Any]
        ]
        try JSONSerialization.data(withJSONObject: movie).write(
            to: fixtures.appendingPathComponent("movieinfo_20249901_markup.json"))
        let standIn = try StandIn(firstFixtures: [fixtures.path])
        let folder = temporaryFolder("pictures-markup")
        defer {
            try? FileManager.default.removeItem(at: folder)
            try? FileManager.default.removeItem(at: fixtures)
            withExtendedLifetime(standIn) {}
        }
        let environment = self.environment(standIn, folder)
        try FileManager.default.createDirectory(at: PictureTests.rendered, withIntermediateDirectories: true)
        var files: [URL] = []
        for format in ["svg", "html"] {
            for (name, arguments) in [
                ("ranking", ["daily", "-d", "2024-03-12"]),
                ("trend", ["trend", "20249901", "--from", "2024-03-11", "--to", "2024-03-13", "--yes"]),
                ("top", ["top", "--from", "2024-03-11", "--to", "2024-03-13", "--yes"]),
            ] {
                let run = try await runBoxOffice(arguments + ["-f", format], environment: environment)
                #expect(run.status == 0, "\(name) \(format): \(run.stderr)")
                #expect(
                    !run.stdout.lowercased().contains("<script"), "\(name).\(format) carries '<script' as it came")
                #expect(run.stdout.contains("&lt;script&gt;"), "\(name).\(format) does not show the title")
                let file = PictureTests.rendered.appendingPathComponent("markup-\(name).\(format)")
                try Data(run.stdout.utf8).write(to: file)
                files.append(file)
            }
        }
        for result in try await check(files) {
            #expect((result["problems"] as? [String])?.isEmpty == true, "\(result)")
        }
    }

    /// Titles, names and notes are text: a hostile title (markup, an event attribute, `]]>`, bidi overrides,
    /// control characters) never becomes an element or an attribute.
    @Test(.enabled(if: canSee || inCI, skipReason))
    func hostileTextStaysText() async throws {
        try #require(PictureTests.canSee, "under CI, Chromium and html5lib must be installed")
        let standIn = try StandIn()
        let folder = temporaryFolder("pictures-hostile")
        defer {
            try? FileManager.default.removeItem(at: folder)
            withExtendedLifetime(standIn) {}
        }
        let environment = self.environment(standIn, folder)
        try FileManager.default.createDirectory(at: PictureTests.rendered, withIntermediateDirectories: true)
        let hostile = "<script>alert(1)</script> \"><img src=x onerror=alert(1)> ]]> \u{202E}evil\u{202C} \u{1B}[31m"
        let note = try await runBoxOffice(
            ["note", "add", "20230002", "-s", "3", "-t", hostile], environment: environment)
        #expect(note.status == 0, "\(note.stderr)")
        var files: [URL] = []
        for (name, arguments) in [
            ("hostile-daily.svg", ["daily", "-d", "2024-01-05", "-f", "svg"]),
            ("hostile-daily.html", ["daily", "-d", "2024-01-05", "-f", "html"]),
            ("hostile-movie.html", ["movie", "20230002", "-f", "html"]),
        ] {
            let run = try await runBoxOffice(arguments, environment: environment)
            #expect(run.status == 0, "\(name): \(run.stderr)")
            // As text it is escaped (`&lt;img … onerror=…&gt;`); the checker then finds no such element or attribute.
            for raw in ["<script", "<img", "\"><", "\u{202E}", "\u{1B}"] {
                #expect(!run.stdout.contains(raw), "\(name) carries '\(raw)' as it came")
            }
            let file = PictureTests.rendered.appendingPathComponent(name)
            try Data(run.stdout.utf8).write(to: file)
            files.append(file)
        }
        #expect(try String(contentsOf: files[2], encoding: .utf8).contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        for result in try await check(files) {
            #expect((result["problems"] as? [String])?.isEmpty == true, "\(result)")
        }
    }

    @Test(.speaking("ko"), .enabled(if: TestPlatform.hasPseudoTerminal, "script(1) is not installed"))
    func aPictureIsNotWrittenToATerminalAndOpenShowsTheFile() async throws {
        let folder = temporaryFolder("pictures-terminal")
        defer { try? FileManager.default.removeItem(at: folder) }
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let opened = folder.appendingPathComponent("opened.txt")
        for name in ["xdg-open", "open"] {
            let script = bin.appendingPathComponent(name)
            try "#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(opened.path)'\n".write(
                to: script, atomically: true, encoding: .utf8)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        }
        let environment = self.environment(nil, folder).merging(["PATH": bin.path + ":/usr/bin:/bin"]) { $1 }
        let refused = try await runScript(
            TestPlatform.underPseudoTerminal("\"$BOXOFFICE\" daily --demo -f svg"),
            environment: environment)
        #expect(refused.stdout.contains("-f svg: 터미널에 보일 글이 아니라 파일을 씁니다"), "\(refused.stdout)")
        #expect(refused.stdout.contains("exit 64") || refused.status == 64, "\(refused.stdout)")
        let chart = folder.appendingPathComponent("chart.svg").path
        let shown = try await runScript(
            TestPlatform.underPseudoTerminal("\"$BOXOFFICE\" daily --demo -f svg -o '\(chart)' --open"),
            environment: environment)
        #expect(FileManager.default.fileExists(atPath: chart), "\(shown.stdout)")
        #expect((try? String(contentsOf: opened, encoding: .utf8)) == chart + "\n", "\(shown.stdout)")
        let piped = try await runBoxOffice(["daily", "--demo", "-f", "svg"], environment: environment)
        #expect(piped.status == 0 && piped.stdout.hasPrefix("<svg"), "a pipe is fine")
        let noFile = try await runBoxOffice(["daily", "--demo", "-f", "svg", "--open"], environment: environment)
        #expect(
            noFile.status == 64 && noFile.stderr.contains("--open은 -o로 쓴 파일을 엽니다"), "\(noFile.stderr)")
        let notPicture = try await runBoxOffice(["daily", "--demo", "--theme", "dark"], environment: environment)
        #expect(notPicture.status == 64 && notPicture.stderr.contains("--size와 --theme: -f svg나 -f html과 함께 씁니다"))
    }
}
