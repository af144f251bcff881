import Foundation
import KobisKit

/// `boxoffice upcoming`: films that open after today, soonest first.
enum Upcoming: Command {
    static let name = "upcoming"
    static let summary = "films that open after today in Korea, soonest first"

    struct Options: CommandOptions {
        @Opt(Declared.days) var days: Int
        @Opt(Declared.jobs) var jobs: Int
        @Opt(Local.yes, help: "go ahead without asking when the walk sends more than 100 requests") var yes: Bool
        var output = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? =
        "KOBIS has no such service: boxoffice asks the film list for this year's releases (and next "
        + "year's when the window crosses it), walks every page with at most --jobs requests at once, and keeps the films that open "
        + "after today. Answers are cached for a day."
    static let examples: [(command: String, note: String)] = [
        ("boxoffice upcoming", "the next 60 days"),
        ("boxoffice upcoming --days 14 -f json | jq -r '.movies[].title'", ""),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try options.output.check(SearchAnswers.upcoming)
        let upcoming = try UpcomingReleases(ParsedOptions(options))
        let service = try context.service(options.network, jobs: options.jobs)
        if options.network.dryRun { return try context.dryRun(try await upcoming.plan(service)) }
        let answer = try await context.spinning(Phrase.say(ko: "KOBIS: 개봉 예정작", en: "KOBIS: releases")) { _ in
            let approval = Confirmation.approval(what: "upcoming", yes: options.yes, service: service, context: context)
            return try await upcoming.run(service, events: UseCaseEvents(approval: approval))
        }
        if answer.rows.isEmpty {
            let last = answer.values["to"]?.stringValue ?? ""
            context.note(
                Phrase.say(
                    ko: "\(service.answerSource.name)에 \(last)까지 개봉할 영화가 없습니다",
                    en: "\(service.answerSource.name) lists no film opening by \(last)"))
        }
        try context.out(
            options.output.render(answer, width: context.terminal.width, style: context.style(options.network)))
        return .success
    }
}
