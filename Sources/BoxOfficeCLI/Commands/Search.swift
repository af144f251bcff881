import Foundation
import KobisKit

/// `boxoffice search`: films by title, director and years.
enum Search: Command {
    static let name = "search"
    static let summary = "find films by title, director, production or release year"

    struct Options: CommandOptions {
        @Opt(Local.positional("TITLE", required: false, help: "part of the Korean title")) var title: String?
        @Opt(Declared.director) var director: String?
        @Opt(Declared.year) var year: ClosedRange<Int>?
        @Opt(Declared.released) var released: ClosedRange<Int>?
        var paging = PagingOptions()
        @Opt(FilmSearch.all) var all: Bool
        @Opt(Local.yes, help: "with --all, go ahead without asking when the walk sends more than 100 requests") var yes:
            Bool
        @Opt(Declared.jobs, help: "with --all, requests in flight, 1-8 (default 4)") var jobs: Int
        var output = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? =
        "Shows KOBIS's total and the page; a --page past the last is refused (exit 64). --all walks every page; when "
        + "that sends more than 100 requests it asks first on a terminal, and off one it wants --yes."
    static let examples: [(command: String, note: String)] = [
        ("boxoffice search 밀수", ""),
        ("boxoffice search --director 봉준호 -f json | jq -r '.movies[].title'", ""),
        ("boxoffice search --released 2023 --all --yes -f csv -o films-2023.csv", ""),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try options.output.check(SearchAnswers.movies)
        var search = try FilmSearch(ParsedOptions(options))
        do { try search.check() } catch let problem as ParameterProblem { throw UsageError(message: wording(problem)) }
        if options.yes && !search.allPages { throw UsageError(message: withAll) }
        search.title = try options.title.map(Convert.text)
        let service = try context.service(options.network, jobs: options.jobs)
        if options.network.dryRun { return try context.dryRun(try await search.plan(service)) }
        let answer = try await context.spinning(Phrase.say(ko: "KOBIS: 검색", en: "KOBIS: search")) { _ in
            let approval = Confirmation.approval(what: "--all", yes: options.yes, service: service, context: context)
            return try await search.run(service, events: UseCaseEvents(approval: approval))
        }
        if let past = LastPage.pastIt(answer) {
            context.error(past)
            return .usage
        }
        if answer.rows.isEmpty {
            context.note(
                Phrase.say(
                    ko: "\(service.answerSource.name)에서 찾은 영화가 없습니다",
                    en: "\(service.answerSource.name) found no films"))
        }
        try context.out(
            options.output.render(answer, width: context.terminal.width, style: context.style(options.network)))
        return .success
    }

    /// The use case's problem in the command line's words.
    static func wording(_ problem: ParameterProblem) -> String {
        if case .onlyOne = problem {
            return Phrase.say(ko: "--all은 모든 쪽을 보여 줍니다: --page를 빼세요", en: "--all shows every page: drop --page")
        }
        return withAll
    }

    static var withAll: String {
        Phrase.say(ko: "--yes와 --jobs는 --all과 함께 씁니다", en: "--yes and --jobs go with --all")
    }
}
