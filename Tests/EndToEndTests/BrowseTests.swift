import Foundation
import Testing

/// `boxoffice browse` driven in tmux like a user would, in `--demo` and against the stand-in: the keys, the notes it
/// saves, how it leaves the terminal, resizing, and a slow server. Serialized: each test has its own tmux server,
/// and a busy machine gets generous deadlines; nothing here asserts on time.
@Suite("boxoffice browse in a terminal (tmux)", .serialized, .enabled(if: Tmux.runnable, Tmux.skipReason))
struct BrowseTests {
    /// Where the answers come from, and what they hold.
    struct Source: CustomStringConvertible, Sendable {
        let name: String
        let arguments: [String]
        let heading: String
        let dayBefore: String
        /// The first three films, in rank order, with the second and third codes.
        let titles: [String]
        let codes: [String]
        /// A title word the search finds, and a title it lists.
        let search: (word: String, finds: String)
        var description: String { name }

        static let demo = Source(
            name: "demo", arguments: ["--demo"], heading: "일별 박스오피스 · 2023-08-31",
            dayBefore: "2023-08-30",
            titles: ["오펜하이머", "달짝지근해: 7510", "콘크리트 유토피아"],
            codes: ["20239001", "20239003", "20239002"], search: ("바다", "바다로 간 고양이"))
        /// The stand-in's made-up calendar, seen at noon in Korea on 2023-06-15.
        static let standIn = Source(
            name: "standin", arguments: [], heading: "일별 박스오피스 · 2023-06-14",
            dayBefore: "2023-06-13",
            titles: ["가상의 영화 16", "가상의 영화 15", "가상의 영화 14"],
            codes: ["20990016", "20990015", "20990014"], search: ("바다", "바다의 노래 3"))
    }

    static let sources = [Source.demo, Source.standIn]

    /// A pane running browse on `source` (a stand-in of its own for the stand-in).
    func pane(
        _ source: Source, _ extra: [String] = [], width: Int = 80, height: Int = 24,
        environment: [String: String] = [:], standIn: StandIn? = nil,
        heading: String? = nil
    ) async throws -> (BrowsePane, StandIn?) {
        var environment = environment
        var server = standIn
        if source.name == "standin" {
            if server == nil { server = try StandIn(["--synthetic"]) }
            environment.merge(server!.environment) { mine, _ in mine }
            environment["BOXOFFICE_NOW"] = environment["BOXOFFICE_NOW"] ?? "2023-06-15T03:00:00Z"
        }
        let pane = try await BrowsePane(
            source.arguments + extra, width: width, height: height,
            environment: environment)
        try await pane.opened(heading ?? source.heading)
        return (pane, server)
    }

    @Test(arguments: sources)
    func jMovesTheSelectionEnterOpensTheFilmsSheetAndEscComesBack(source: Source) async throws {
        let (pane, server) = try await pane(source)
        defer { withExtendedLifetime(server) {} }
        let opened = try await pane.tmux.screen()
        #expect(BrowsePane.selected(opened)?.contains(source.titles[0]) == true, "the first film is selected at first")
        try await pane.tmux.keys("j", "j")
        try await pane.tmux.wait(for: "the third film selected") {
            BrowsePane.selected($0)?.contains(source.titles[2]) == true
        }
        try await pane.tmux.keys("Enter")
        let sheet = try await pane.tmux.wait(for: "the film's sheet") { lines in
            lines.contains { $0.hasPrefix("영화 코드") && $0.contains(source.codes[2]) }
        }
        #expect(sheet.first?.contains(source.titles[2]) == true)
        try await pane.tmux.keys("Escape")
        let back = try await pane.tmux.wait(for: "the ranking again") { $0.contains { $0.contains(source.heading) } }
        #expect(BrowsePane.selected(back)?.contains(source.titles[2]) == true, "the selection is where it was")
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test(arguments: sources)
    func gTogglesTheGridOfCardsAndBack(source: Source) async throws {
        let (pane, server) = try await pane(source)
        defer { withExtendedLifetime(server) {} }
        try await pane.tmux.keys("g")
        let grid = try await pane.tmux.wait(for: "the grid") { $0.contains { $0.contains("╭") } }
        #expect(grid.contains { $0.contains("┏") }, "the selected card is drawn heavy")
        #expect(BrowsePane.selected(grid) == nil)
        try await pane.tmux.keys("g")
        try await pane.tmux.wait(for: "the list again") { lines in
            BrowsePane.selected(lines) != nil && !lines.contains { $0.contains("╭") }
        }
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test(arguments: sources)
    func leftShowsTheDayBeforeAndRightPastYesterdaySaysWhyNot(source: Source) async throws {
        let (pane, server) = try await pane(source)
        defer { withExtendedLifetime(server) {} }
        try await pane.tmux.keys("Right")
        try await pane.tmux.wait(for: "the reason there is no next day") {
            $0.last?.contains("아직 집계가 없습니다") == true
        }
        try await pane.tmux.keys("Left")
        try await pane.tmux.wait(for: "the day before") { $0.first?.contains(source.dayBefore) == true }
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test(arguments: sources)
    func slashFindsATitleAndEnterOpensTheResults(source: Source) async throws {
        let (pane, server) = try await pane(source)
        defer { withExtendedLifetime(server) {} }
        try await pane.tmux.keys("/")
        try await pane.tmux.type(source.search.word)
        try await pane.tmux.wait(for: "the search prompt") { $0.last?.contains(source.search.word) == true }
        try await pane.tmux.keys("Enter")
        let results = try await pane.tmux.wait(for: "the results") { lines in
            lines.first?.contains("영화 검색 '\(source.search.word)'") == true
                && lines.contains { $0.contains(source.search.finds) }
        }
        #expect(BrowsePane.selected(results)?.contains(source.search.word) == true)
        try await pane.tmux.keys("q", "q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test(arguments: sources)
    func tDrawsTheSelectedFilmsTrendChart(source: Source) async throws {
        let (pane, server) = try await pane(source)
        defer { withExtendedLifetime(server) {} }
        try await pane.tmux.keys("t")
        let chart = try await pane.tmux.wait(for: "the chart") { lines in
            lines.contains { $0.contains("┤") } && lines.contains { $0.contains("└") }
        }
        #expect(chart.first?.contains("\(source.titles[0]) (") == true && chart.first?.contains("관객수") == true)
        #expect(chart.contains { $0.contains("합계 관객") })
        try await pane.tmux.keys("q", "q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test(arguments: sources)
    func nSavesANoteWithStarsThatNoteListThenShows(source: Source) async throws {
        let (pane, server) = try await pane(source)
        defer { withExtendedLifetime(server) {} }
        try await pane.tmux.keys("j", "n")
        try await pane.tmux.wait(for: "the note form") { $0.contains { $0.contains("노트 · \(source.titles[1])") } }
        try await pane.tmux.keys("4")
        try await pane.tmux.type("터미널에서 쓴 노트")
        try await pane.tmux.keys("Enter")
        try await pane.tmux.wait(for: "the note saved") { $0.last?.contains("노트 1 저장") == true }
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
        // A note on the sample's film is the sample's (issue 30): `note list --demo` shows it.
        let list = try await runBoxOffice(
            ["note", "list", "-f", "json"] + source.arguments, environment: pane.environment)
        #expect(list.status == 0, "\(list.stderr)")
        let notes = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any]
        let first = (notes?["notes"] as? [[String: Any]])?.first
        #expect(first?["movieCode"] as? String == source.codes[1])
        #expect(first?["stars"] as? Int == 4)
        #expect(first?["text"] as? String == "터미널에서 쓴 노트")
    }

    /// How a run ends, and the exit status the shell sees.
    enum Ending: String, CaseIterable, CustomStringConvertible {
        case q, ctrlC, sigterm, sighup, crash
        var description: String { rawValue }
        var status: Int {
            switch self {
            case .q: return 0
            case .ctrlC: return 130
            case .sigterm: return 143
            case .sighup: return 129
            case .crash: return 128 + Int(SIGABRT)
            }
        }
    }

    @Test(arguments: Ending.allCases)
    func everyWayOutLeavesTheTerminalAsItWas(ending: Ending) async throws {
        // No backtrace on a crash: the runtime would otherwise wait for a key before it ends.
        let pane = try await BrowsePane(["--demo", "-l", "grid"], environment: ["SWIFT_BACKTRACE": "enable=no"])
        try await pane.opened(Source.demo.heading)
        let inside = try await pane.tmux.format("#{alternate_on} #{cursor_flag}")
        #expect(inside == "1 0", "full screen: the alternate screen, no cursor")
        let pid = try await pane.pid()
        switch ending {
        case .q: try await pane.tmux.keys("q")
        case .ctrlC: try await pane.tmux.keys("C-c")
        case .sigterm: kill(pid, SIGTERM)
        case .sighup: kill(pid, SIGHUP)
        case .crash: kill(pid, SIGABRT)
        }
        #expect(try await pane.exitStatus() == ending.status)
        let settings = try await pane.settings()
        #expect(settings.before == settings.after, "stty -a differs after \(ending)")
        let after = try await pane.tmux.format("#{alternate_on} #{cursor_flag}")
        #expect(after == "0 1", "the main screen and the cursor are back")
        let screen = try await pane.tmux.screen()
        #expect(screen.first == BrowsePane.marker, "the main screen shows what it showed before")
        #expect(!screen.contains { $0.contains("박스오피스") }, "nothing of browse is left on the main screen")
    }

    @Test func aResizeFrom120x40To40x12RedrawsWithoutALineWiderThanThePane() async throws {
        let pane = try await BrowsePane(["--demo"], width: 120, height: 40)
        try await pane.opened(Source.demo.heading)
        let wide = try await pane.tmux.screen(joined: true)
        #expect(wide.contains { $0.contains("누적") }, "at 120 columns every column shows")
        try await pane.tmux.keys("End")
        try await pane.tmux.resize(width: 40, height: 12)
        let small = try await pane.tmux.wait(for: "the 40×12 screen", joined: true) { lines in
            lines.count == 12 && lines.last?.contains("? 키") == true
                && BrowsePane.selected(lines)?.contains("잠") == true
        }
        for line in small { #expect(Tmux.columns(line) <= 40, "wider than the pane: \(line)") }
        #expect(small.first?.contains("일별 박스오피스") == true, "the heading stays on top")
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test func withAServerThatHoldsItsAnswerTheKeysStillMoveTheSelectionWhileItLoads() async throws {
        // The day before is answered only once the test removes the file: no latency has to be long enough.
        let hold = temporaryFolder("hold-while")
        defer { try? FileManager.default.removeItem(at: hold) }
        let holding = hold.appendingPathComponent("hold")
        let server = try StandIn(["--synthetic", "--hold-while", holding.path])
        // The longest request deadline: a busy machine may take more than the default 10 s before the file goes.
        let (pane, _) = try await pane(.standIn, ["--timeout", "600"], standIn: server)
        _ = FileManager.default.createFile(atPath: holding.path, contents: Data())
        try await pane.tmux.keys("Left")
        try await pane.tmux.wait(for: "the spinner of the day before") {
            $0.last?.contains("불러오는 중: \(Source.standIn.dayBefore)") == true
        }
        try await pane.tmux.keys("j", "j")
        let loading = try await pane.tmux.wait(for: "the selection moved while loading") { lines in
            BrowsePane.selected(lines)?.contains(Source.standIn.titles[2]) == true
        }
        #expect(loading.last?.contains("불러오는 중") == true, "the request was still loading when the selection moved")
        #expect(loading.first?.contains(Source.standIn.heading) == true, "the day shown stays until the next arrives")
        try FileManager.default.removeItem(at: holding)
        try await pane.tmux.wait(for: "the day before, once it came") {
            $0.first?.contains(Source.standIn.dayBefore) == true
        }
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test func noColorDrawsNoColourAndTheSelectionIsStillMarked() async throws {
        let pane = try await BrowsePane(["--demo"], environment: ["NO_COLOR": "1"])
        try await pane.opened(Source.demo.heading)
        try await pane.tmux.keys("j")
        try await pane.tmux.wait(for: "the second film selected") {
            BrowsePane.selected($0)?.contains(Source.demo.titles[1]) == true
        }
        let drawn = try await pane.tmux.screenWithAttributes()
        #expect(!drawn.contains("\u{1B}["), "NO_COLOR: no colour, bold or reverse video")
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
        let coloured = try await BrowsePane(["--demo"])
        try await coloured.opened(Source.demo.heading)
        let reversed = try await coloured.tmux.screenWithAttributes()
        #expect(reversed.contains("\u{1B}[7m"), "with colour the selection is reversed")
    }

    @Test func aFailedRequestShowsTheSentenceTheCommandLinePrints() async throws {
        let server = try StandIn(["--synthetic", "--fail-date", "20230613"])
        let (pane, _) = try await pane(.standIn, width: 200, standIn: server)
        try await pane.tmux.keys("Left")
        let screen = try await pane.tmux.wait(for: "the failure") { $0.last?.contains("KOBIS") == true }
        var environment = pane.environment
        environment.merge(server.environment) { $1 }
        environment["BOXOFFICE_NOW"] = "2023-06-15T03:00:00Z"
        let printed = try await runBoxOffice(["daily", "-d", "2023-06-13"], environment: environment)
        let first = try #require(printed.stderr.split(separator: "\n").first)
        let sentence = String(first.dropFirst("boxoffice: ".count))
        #expect(
            printed.status != 0 && screen.last?.contains(sentence) == true,
            "status line: \(screen.last ?? ""); CLI: \(sentence)")
        #expect(screen.first?.contains(Source.standIn.heading) == true, "the day shown stays")
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test func aTrendOverOneHundredRequestsAsksOnTheScreenFirst() async throws {
        let server = try StandIn(["--synthetic"])
        // 2029-03-05: one film, opened 2029-03-01 and in the top 10 for 150 days; its window is 180 days, none
        // cached but the day shown. A run without an end asks once it gets past 100 requests (issue 30): the release
        // day and 100 days are sent, then it asks about the 100 and the 78 days its window may still need.
        let (pane, _) = try await pane(
            .standIn, ["-d", "2029-03-05"], width: 120,
            environment: ["BOXOFFICE_NOW": "2029-12-01T03:00:00Z"], standIn: server,
            heading: "2029-03-05")
        let before = server.requests.count
        try await pane.tmux.keys("t")
        let asked = try await pane.tmux.wait(for: "the question") { $0.last?.contains("[y/N]") == true }
        #expect(asked.last?.contains("요청 178건") == true, "100 sent, 78 more at most: \(asked.last ?? "")")
        let atQuestion = server.requests.count
        try await pane.tmux.keys("n")
        try await pane.tmux.wait(for: "the trend stopped") { $0.last?.contains("그만두었습니다") == true }
        #expect(server.requests.count == atQuestion, "no day was asked for after the answer")
        let days = server.requests.dropFirst(before).filter { $0.contains("searchDailyBoxOfficeList") }
        #expect(days.count == 101, "the release day and 100 days before the question: \(days.count)")
        // Again: 102 days are cached now and at most 78 are left, so it goes without asking.
        try await pane.tmux.keys("t")
        let chart = try await pane.tmux.wait(for: "the chart") { $0.contains { $0.contains("┤") } }
        #expect(chart.first?.contains("오래 걸린 영화 (20980006)") == true, "\(chart.first ?? "")")
        try await pane.tmux.keys("q", "q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test func sShowsTheShareTextAndSendsItToTheClipboardThroughTheTerminal() async throws {
        let pane = try await BrowsePane(["--demo"])
        try await pane.opened(Source.demo.heading)
        try await pane.tmux.run(["set-option", "-g", "set-clipboard", "on"])
        try await pane.tmux.keys("j", "j", "s")
        let shown = try await pane.tmux.wait(for: "the share text") {
            $0.first?.hasPrefix("🎬 콘크리트 유토피아") == true
        }
        #expect(shown.last?.contains("OSC 52") == true, "\(shown.last ?? "")")
        let buffer = try await pane.tmux.run(["show-buffer"]).output
        #expect(buffer.hasPrefix("🎬 콘크리트 유토피아 (Concrete Utopia, 2023)"), "the clipboard holds: \(buffer)")
        try await pane.tmux.keys("q", "q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test func rFetchesTheScreenAgainPastTheCache() async throws {
        let (pane, server) = try await pane(.standIn)
        let asked = { server!.requests.filter { $0.contains("targetDt=20230614") }.count }
        #expect(asked() == 1)
        try await pane.tmux.keys("r")
        let deadline = Date().addingTimeInterval(hangGuard)
        while asked() < 2 && Date() < deadline { try await Task.sleep(nanoseconds: 50_000_000) }
        #expect(asked() == 2, "r asked KOBIS again")
        try await pane.tmux.keys("Left", "Right")
        try await pane.tmux.wait(for: "the day again") { $0.first?.contains(Source.standIn.heading) == true }
        #expect(asked() == 2, "a day seen this session is drawn without asking")
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test func hostileTitlesAreDrawnAsTextNeverAsTerminalCommands() async throws {
        // The fixture's first title carries OSC 0 (the window title), a clear screen and OSC 52 (the clipboard).
        let (pane, server) = try await pane(
            .standIn, ["-d", "2024-01-05"], width: 120,
            environment: ["BOXOFFICE_NOW": "2024-01-06T03:00:00Z"],
            standIn: try StandIn(), heading: "2024-01-05")
        defer { withExtendedLifetime(server) {} }
        try await pane.tmux.run(["set-option", "-g", "set-clipboard", "on"])
        try await pane.tmux.keys("g", "g", "j")
        let screen = try await pane.tmux.wait(for: "the hostile title as text") { lines in
            lines.contains { $0.contains("악성") } && BrowsePane.selected(lines)?.contains("평범한 제목") == true
        }
        #expect(screen.first?.contains("2024-01-05") == true, "the screen was not cleared from inside a title")
        #expect(try await pane.tmux.format("#{pane_title}") != "pwned")
        #expect(!(try await pane.tmux.run(["show-buffer"]).output.contains("pwned")))
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test func aDayWithoutFilmsDrawsItsHeadingOverNoRankingAndTheNextDayStillLoads() async throws {
        let pane = try await BrowsePane(["--demo", "-d", "2023-07-01"], width: 80, height: 24, environment: [:])
        let screen = try await pane.tmux.wait(for: "the empty day") { lines in
            lines.first?.contains("일별 박스오피스 · 2023-07-01") == true
        }
        #expect(screen.count > 1 && screen[1].contains("(순위 없음)"), "the heading, then (no ranking): \(screen)")
        #expect(!screen.contains { $0.contains("has no ranking") }, "an empty day is no failure")
        try await pane.tmux.keys("]")
        try await pane.tmux.wait(for: "the next day, empty too") { lines in
            lines.first?.contains("일별 박스오피스 · 2023-07-02") == true && lines.count > 1
                && lines[1].contains("(순위 없음)")
        }
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test func langEnDrawsEnglishLabelsAndTitles() async throws {
        let (pane, _) = try await pane(.demo, ["--lang", "en"], width: 100, heading: "Daily box office")
        let screen = try await pane.tmux.screen()
        #expect(screen.first?.contains("2023-08-31") == true)
        #expect(
            BrowsePane.selected(screen)?.contains("Oppenheimer") == true, "the English title from the film's detail")
        #expect(screen.contains { $0.contains("Audience") })
        try await pane.tmux.keys("Enter")
        try await pane.tmux.wait(for: "the sheet in English") { $0.contains { $0.hasPrefix("Film code") } }
        try await pane.tmux.keys("q", "q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test func inTheGridArrowsMoveBetweenCardsAndRowsAndBracketsChangeTheDay() async throws {
        let (pane, _) = try await pane(.demo)
        try await pane.tmux.keys("g")
        let grid = try await pane.tmux.wait(for: "the grid") { BrowsePane.selectedCard($0) != nil }
        #expect(BrowsePane.selectedCard(grid)?.contains("1위") == true)
        let perRow = try #require(BrowsePane.cardsPerRow(grid))
        #expect(perRow > 1, "several cards to a row at 80 columns")
        try await pane.tmux.keys("Down")
        try await pane.tmux.wait(for: "the first card of the second row") {
            BrowsePane.selectedCard($0)?.contains("\(1 + perRow)위") == true
        }
        try await pane.tmux.keys("Right")
        let right = try await pane.tmux.wait(for: "the next card") {
            BrowsePane.selectedCard($0)?.contains("\(2 + perRow)위") == true
        }
        #expect(right.first?.contains(Source.demo.heading) == true, "→ in the grid keeps the day")
        try await pane.tmux.keys("Up", "Left")
        try await pane.tmux.wait(for: "the first card again") {
            BrowsePane.selectedCard($0)?.contains("1위") == true
        }
        try await pane.tmux.keys("[")
        try await pane.tmux.wait(for: "the day before, in the grid") {
            $0.first?.contains(Source.demo.dayBefore) == true && BrowsePane.selectedCard($0) != nil
        }
        try await pane.tmux.keys("]")
        try await pane.tmux.wait(for: "the day after, in the grid") {
            $0.first?.contains(Source.demo.heading) == true && BrowsePane.selectedCard($0) != nil
        }
        try await pane.tmux.keys("g", "[")
        try await pane.tmux.wait(for: "[ in the list: the day before") {
            $0.first?.contains(Source.demo.dayBefore) == true && BrowsePane.selected($0) != nil
        }
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test func fourPressesOfWComeBackToTheDayTheyLeft() async throws {
        let (pane, _) = try await pane(.demo, ["-d", "2023-08-30"], heading: "일별 박스오피스 · 2023-08-30")
        for period in ["주간 박스오피스", "주말 박스오피스", "주중 박스오피스", "일별 박스오피스"] {
            try await pane.tmux.keys("w")
            try await pane.tmux.wait(for: period) { lines in
                lines.first?.contains(period) == true && lines.last?.contains("불러오는 중") == false
            }
        }
        let back = try await pane.tmux.screen()
        #expect(back.first?.contains("일별 박스오피스 · 2023-08-30") == true, "four presses: \(back.first ?? "")")
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    /// A file the stand-in's `--hold` waits for: its answers go once it is opened. The folder goes with it.
    final class Gate {
        let folder = temporaryFolder("hold")
        var file: URL { folder.appendingPathComponent("go") }
        func open() { _ = FileManager.default.createFile(atPath: file.path, contents: Data()) }
        deinit { try? FileManager.default.removeItem(at: folder) }
    }

    /// A pane on a stand-in that holds every answer until the gate opens, and its first load under way.
    func held() async throws -> (pane: BrowsePane, server: StandIn, gate: Gate) {
        let gate = Gate()
        let server = try StandIn(["--synthetic", "--hold", gate.file.path])
        var environment = server.environment
        environment["BOXOFFICE_NOW"] = "2023-06-15T03:00:00Z"
        // The longest request deadline: a busy machine may take more than the default 10 s before the gate opens (the
        // load would then fail, and the screen settle on its error).
        let pane = try await BrowsePane(["--timeout", "600"], environment: environment)
        try await pane.tmux.wait(for: "the first load") { $0.last?.contains("불러오는 중") == true }
        return (pane, server, gate)
    }

    @Test func escWithTheHelpOpenWhileTheFirstRankingLoadsClosesTheHelpAndTheLoadGoesOn() async throws {
        let (pane, server, gate) = try await held()
        defer { withExtendedLifetime((server, gate)) {} }
        try await pane.tmux.keys("?")
        try await pane.tmux.wait(for: "the help") { $0.contains { $0.contains("Ctrl-C") } }
        try await pane.tmux.keys("Escape")
        let closed = try await pane.tmux.wait(for: "the help closed") {
            !$0.contains { $0.contains("Ctrl-C") }
        }
        #expect(closed.last?.contains("불러오는 중") == true, "the load goes on: \(closed.last ?? "")")
        gate.open()
        try await pane.opened(Source.standIn.heading)
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test func aStoppedLoadSaysSoOnTheScreenAndRFetchesIt() async throws {
        let (pane, server, gate) = try await held()
        defer { withExtendedLifetime((server, gate)) {} }
        try await pane.tmux.keys("Escape")
        try await pane.tmux.wait(for: "the load stopped") {
            $0.last?.contains("불러오는 중") == false
        }
        // A key later the page still says so. Keys are read in order: once the help that `?` opens after `j` has
        // been closed again, `j` has been handled too.
        try await pane.tmux.keys("j", "?")
        try await pane.tmux.wait(for: "the help") { $0.contains { $0.contains("Ctrl-C") } }
        try await pane.tmux.keys("Escape")
        let stopped = try await pane.tmux.wait(for: "the help closed, a key later") { lines in
            !lines.contains { $0.contains("Ctrl-C") } && lines.last?.contains("불러오는 중") == false
        }
        #expect(
            stopped.dropLast().contains { $0.contains("그만두었습니다") && $0.contains("r: ") },
            "the page says the load was stopped, and that r fetches it:\n\(stopped.joined(separator: "\n"))")
        gate.open()
        try await pane.tmux.keys("r")
        try await pane.opened(Source.standIn.heading)
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
    }

    @Test(arguments: [("ko", "터미널에서 쓴 노트"), ("en", "Worth the wait, truly")])
    func theNotePromptTakesTheStarsThenEnterThenTheText(language: String, text: String) async throws {
        let heading = language == "en" ? "Daily box office" : Source.demo.heading
        let (pane, _) = try await pane(.demo, ["--lang", language], width: 100, heading: heading)
        try await pane.tmux.keys("j", "n")
        try await pane.tmux.wait(for: "the note form") { lines in
            lines.contains { $0.hasPrefix(language == "en" ? "Note · " : "노트 · ") }
        }
        try await pane.tmux.keys("4", "Enter")
        try await pane.tmux.type(text)
        try await pane.tmux.wait(for: "the text typed in the form") { lines in
            lines.contains { $0.contains(text) }
        }
        try await pane.tmux.keys("Enter")
        try await pane.tmux.wait(for: "the note saved") {
            $0.last?.contains(language == "en" ? "note 1 saved" : "노트 1 저장") == true
        }
        try await pane.tmux.keys("q")
        #expect(try await pane.exitStatus() == 0)
        let list = try await runBoxOffice(["note", "list", "-f", "json", "--demo"], environment: pane.environment)
        let notes = try JSONSerialization.jsonObject(with: Data(list.stdout.utf8)) as? [String: Any]
        let saved = notes?["notes"] as? [[String: Any]] ?? []
        #expect(saved.count == 1, "one note: \(list.stdout)")
        #expect(saved.first?["stars"] as? Int == 4)
        #expect(saved.first?["text"] as? String == text)
    }

    @Test func tShowsTheMilestonesTrendPrintsAcrossTheWholeWidthOfThePane() async throws {
        let printed = try await runBoxOffice(["trend", "20239002", "--demo"])
        let milestones = printed.stdout.split(separator: "\n").map(String.init).filter { $0.contains("돌파") }
        #expect(!milestones.isEmpty, "trend prints the run's milestones: \(printed.stdout)")
        let (pane, _) = try await pane(.demo, width: 120, height: 40)
        try await pane.tmux.keys("j", "j", "t")
        let chart = try await pane.tmux.wait(for: "the chart") { lines in
            lines.first?.contains("콘크리트 유토피아 (20239002)") == true && lines.contains { $0.contains("└") }
        }
        for line in milestones { #expect(chart.contains(line), "missing on the screen: \(line)") }
        let axis = try #require(chart.first { $0.contains("└") })
        #expect(Tmux.columns(axis) > 90, "the chart spreads over the 120 columns: \(axis)")
        try await pane.tmux.keys("q", "q")
        #expect(try await pane.exitStatus() == 0)
    }
}
