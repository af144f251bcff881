import Foundation
import KobisKit

/// `boxoffice browse`: the box office as an app, full screen in the terminal.
enum Browse: Command {
    static let name = "browse"
    static let summary = "the box office full screen: rankings, films, search, trends"

    struct Options: CommandOptions {
        @Opt(Declared.date, help: "the day to open on: \(KobisDate.typedForms) (default: yesterday in Korea)")
        var date: DateArgument?
        @Opt(Local.layout, help: "the first layout: list (default) or grid (cards); g switches") var layout: Layout
        // NetworkOptions but --dry-run: browse sends as it goes.
        @Opt(Local.color) var color: ColorChoice
        @Opt(Local.config) var config: String?
        @Opt(Local.timeout) var timeout: Double
        @Opt(Local.noCache) var noCache: Bool
        @Opt(Local.refresh, help: "ignore cached answers all along (r does it for one screen)") var refresh: Bool
        @Opt(Local.verbose, help: "each request on the status line: path and query (keys masked), status, time")
        var verbose: Bool
        @Opt(Local.demo) var demo: Bool
        var general = GeneralOptions()

        /// The service these options ask for; `refresh` past the cache.
        func service(refresh: Bool = false) -> ServiceOptions {
            ServiceOptions(
                demo: demo, config: config, timeout: timeout, noCache: noCache,
                refresh: self.refresh || refresh, movingClock: true)
        }
    }

    static let discussion: String? =
        BrowseKeys.helpText + " " + """
            Requests go through the same cache and daily count as every command, one at a time: a key pressed while \
            one loads cancels it when it is stale, and a trend that would send more than 100 requests asks first. When \
            Korea passes midnight the status line offers the new day. It needs a terminal on stdin and stdout (else exit \
            64); every way out (q, Ctrl-C: 130, SIGTERM: 143, SIGHUP: 129, a crash) puts the terminal back as it was.
            """

    /// Each exits 64 where the examples are run (off a terminal), and says so.
    static let examples: [(command: String, note: String)] = [
        ("boxoffice browse", "exits 64 off a terminal; on one, yesterday's ranking in Korea"),
        (
            "boxoffice browse -d 2023-08-15 -l grid --demo",
            "exits 64 off a terminal; a past day of the sample, as cards"
        ),
        ("boxoffice browse --demo", "exits 64 off a terminal; the bundled sample, no key needed"),
    ]

    static func run(_ options: Options, context base: Context) async throws -> ExitCode {
        var context = base
        guard context.terminal.stdinIsTTY && context.terminal.stdoutIsTTY else {
            let missing = context.terminal.stdinIsTTY ? "stdout" : "stdin"
            context.error(
                Phrase.say(
                    ko: "browse는 터미널에 그립니다 (\(missing): 터미널 아님). ",
                    en: "browse draws on a terminal, and \(missing) is not one: ")
                    + Phrase.say(
                        ko: "순위를 출력하려면 이렇게 하세요: `\(instead(options))`",
                        en: "to print the ranking, use `\(instead(options))`"))
            return .usage
        }
        guard context.environment["TERM"] != "dumb" else {
            context.error(
                Phrase.say(
                    ko: "browse는 커서를 옮기는데 TERM=dumb에서는 할 수 없습니다. ",
                    en: "browse moves the cursor, which TERM=dumb cannot: ")
                    + Phrase.say(
                        ko: "순위를 출력하려면 이렇게 하세요: `\(instead(options))`",
                        en: "to print the ranking, use `\(instead(options))`"))
            return .usage
        }
        if options.general.output != nil {
            throw UsageError(
                message: Phrase.say(
                    ko: "browse는 터미널에 그립니다: -o는 daily처럼 출력하는 명령에 씁니다",
                    en: "browse draws on the terminal: -o goes with the printing commands, such as daily"))
        }
        if options.noCache && options.refresh {
            throw UsageError(
                message: Phrase.say(
                    ko: "--no-cache와 --refresh는 함께 쓸 수 없습니다",
                    en: "--no-cache and --refresh cannot be used together"))
        }
        let relay = BrowseApp.Relay()
        context.writeErr = { relay.write($0) }
        var quiet = context
        quiet.quiet = true
        let service = try quiet.service(options.service(), verbose: options.verbose)
        let day = try option("--date") { try service.countedDay(options.date?.day(latest: service.latestDay)) }
        let fixed = context.environment["BOXOFFICE_NOW"].map { !$0.isEmpty } ?? false
        let now = context.now
        let clock: @Sendable () -> Date = { fixed ? now : Foundation.Date() }
        let notes = NotesStore(
            file: NotesStore.file(sample: options.demo, environment: context.environment), now: clock)
        _ = try notes.list()  // a notes file that does not parse stops us before the screen is taken
        let refreshed: () throws -> KobisService = {
            guard !options.noCache && !options.demo && !options.refresh else { return service }
            return try quiet.service(options.service(refresh: true), verbose: options.verbose)
        }
        var model = BrowseModel(service: service, day: day, layout: options.layout)
        if let days = service.sampleDays {
            let sample = Label.browseSample(days.lowerBound.iso, days.upperBound.iso)
            model.message = BrowseModel.Message(text: sample, isError: false)
            model.standing = sample
        }
        let screen = FullScreen()
        let events = AsyncStream<BrowseApp.Event>.makeStream()
        guard screen.enter() else {
            context.error(
                Phrase.say(
                    ko: "browse가 터미널을 raw 모드로 바꾸지 못했습니다. ",
                    en: "browse could not put the terminal in raw mode: ")
                    + Phrase.say(
                        ko: "순위를 출력하려면 이렇게 하세요: `\(instead(options))`",
                        en: "to print the ranking, use `\(instead(options))`"))
            return .usage
        }
        relay.attach(events.continuation)
        defer {
            relay.attach(nil)
            screen.leave()
        }
        let app = BrowseApp(
            model: model, screen: screen, style: context.style(options.color), service: service,
            refreshed: refreshed, notes: notes, secrets: context.secrets, events: events,
            report: context.environment["BOXOFFICE_BROWSE_FRAMES"].flatMap {
                $0.isEmpty ? nil : FrameReport(file: URL(fileURLWithPath: $0))
            })
        return await app.run()
    }

    /// The printing command that shows what browse would open on.
    static func instead(_ options: Options) -> String {
        var words = ["boxoffice", "daily"]
        switch options.date {
        case .day(let day)?: words += ["-d", day.iso]
        case .daysAgo(let count)?: words += ["-d", "-\(count)"]
        case .yesterday?, nil: break
        }
        if options.layout == .grid { words += ["-l", "grid"] }
        if options.demo { words.append("--demo") }
        return words.joined(separator: " ")
    }
}
