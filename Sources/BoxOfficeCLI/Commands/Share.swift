import Foundation
import KobisKit

/// `boxoffice share <movieCd>`: a short message about a film for a chat app.
enum Share: Command {
    static let name = "share"
    static let summary = "a short message about a film, ready for a chat app"

    struct Options: CommandOptions {
        @Opt(Declared.record(.movie), help: "a film's code or title") var film: String?
        @Opt(Local.copy, help: "also put it on the clipboard (needs a terminal on stderr)") var copy: Bool
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? = """
        The message gives the film's title, year, release date, running time and grade, its director and cast, and, \
        when it is in one of the last 7 daily rankings (yesterday in Korea back), its latest ranked day: rank, that \
        day's audience and its 누적 (cumulative audience), the numbers people paste in chats. That takes up to 7 \
        requests, each cached; a film that opened more than a year ago is not looked for. A ranking that cannot be \
        read leaves the numbers out: the message is printed, one line on stderr says why, and the exit code is the \
        failure's.
        """

    static let examples: [(command: String, note: String)] = [
        ("boxoffice share 20124079", ""),
        ("boxoffice share 20124079 --copy", "exits 64 off a terminal: --copy writes through it"),
        ("boxoffice daily --share", "the top 10"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try Clipboard.requireTerminal(options.copy, context: context)
        let service = try context.service(options.network)
        let request = ShareRequest(film: try context.named(options.film, .movie))
        if options.network.dryRun { return try context.dryRun(try await request.plan(service)) }
        let share = try await context.spinning(Phrase.say(ko: "KOBIS: 영화", en: "KOBIS: movie")) { _ in
            try await request.share(service, notify: context.notify)
        }
        let message = ShareText.movie(share)
        // The message is copied whole; printed, a line wider than the terminal (a hostile title) is cut.
        try context.out(DisplayWidth.cutLines(message, to: context.terminal.width))
        if options.copy { Clipboard.copy(message, context: context) }
        if let failure = share.failure {
            context.error(
                Phrase.say(
                    ko: "최근 일별 순위를 읽지 못해 문구에 관객 수가 없습니다. ",
                    en: "the recent daily rankings could not be read, so the message has no audience figures: ")
                    + Advice.line(for: failure))
            return ExitCode(for: failure)
        }
        return .success
    }
}
