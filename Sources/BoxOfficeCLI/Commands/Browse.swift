import Foundation
import KobisKit

/// `boxoffice browse`: the box office as an app, full screen in the terminal.
enum Browse: Command {
    static let name = "browse"
    static let summary = "the box office full screen: move, open, search, trend, share, note"

    struct Options: CommandOptions {
        @Opt(Declared.date, help: "the day to open on: \(KobisDate.typedForms) (default: yesterday in Korea)")
        var date: DateArgument?
        @Opt(Local.layout, help: "the first layout: list (default) or grid (cards); g switches") var layout: Layout
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? = BrowseKeys.helpText + " " + """
        Requests go through the same cache and daily count as every command, one at a time: a key pressed while \
        one loads cancels it when it is stale, and a trend that would send more than 100 requests asks first. When \
        Korea passes midnight the status line offers the new day. It needs a terminal on stdin and stdout (else exit \
        64); every way out (q, Ctrl-C: 130, SIGTERM: 143, SIGHUP: 129, a crash) puts the terminal back as it was.
        """

    static let examples: [(command: String, note: String)] = [
        ("boxoffice browse", "yesterday's ranking in Korea"),
        ("boxoffice browse -d 2023-08-15 -l grid", "a past day, as cards"),
        ("boxoffice browse --demo", "the bundled sample, no key needed"),
    ]

    static func run(_ options: Options, context base: Context) async throws -> ExitCode {
        var context = base
        guard context.terminal.stdinIsTTY && context.terminal.stdoutIsTTY else {
            context.error("browse draws on a terminal, and \(context.terminal.stdinIsTTY ? "stdout" : "stdin") is not one: "
                          + "to print the ranking, use `\(instead(options))`")
            return .usage
        }
        guard context.environment["TERM"] != "dumb" else {
            context.error("browse moves the cursor, which TERM=dumb cannot: to print the ranking, use `\(instead(options))`")
            return .usage
        }
        if options.general.output != nil {
            throw UsageError(message: "browse draws on the terminal: -o goes with the printing commands, such as daily")
        }
        if options.network.dryRun {
            throw UsageError(message: "browse sends as it goes: --dry-run goes with the printing commands, such as daily")
        }
        let relay = BrowseApp.Relay()
        context.writeErr = { relay.write($0) }
        var quiet = context
        quiet.quiet = true
        let service = try quiet.service(options.network, movingClock: true)
        let day = try option("--date") { try service.countedDay(options.date?.day(latest: service.latestDay)) }
        let fixed = context.environment["BOXOFFICE_NOW"].map { !$0.isEmpty } ?? false
        let now = context.now
        let clock: @Sendable () -> Date = { fixed ? now : Foundation.Date() }
        let notes = NotesStore(file: Paths(environment: context.environment).notesFile, now: clock)
        _ = try notes.list()  // a notes file that does not parse stops us before the screen is taken
        let network = options.network
        let refreshed: () throws -> KobisService = {
            guard !network.noCache && !network.demo else { return service }
            var options = network.service(movingClock: true)
            options.refresh = true
            return try quiet.service(options, verbose: network.verbose)
        }
        var model = BrowseModel(service: service, day: day, layout: options.layout)
        if service.isSample {
            model.message = BrowseModel.Message(text: Label.browseSample(DemoSource.days.lowerBound.iso, DemoSource.days.upperBound.iso),
                                                isError: false)
        }
        let screen = FullScreen()
        let events = AsyncStream<BrowseApp.Event>.makeStream()
        guard screen.enter() else {
            context.error("browse could not put the terminal in raw mode: to print the ranking, use `\(instead(options))`")
            return .usage
        }
        relay.attach(events.continuation)
        defer {
            relay.attach(nil)
            screen.leave()
        }
        let app = BrowseApp(model: model, screen: screen, style: context.style(options.network), service: service,
                            refreshed: refreshed, notes: notes, secrets: context.secrets, events: events)
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
        if options.network.demo { words.append("--demo") }
        return words.joined(separator: " ")
    }
}
