import Foundation
import KobisKit

/// `boxoffice milestones <movie>`: the days a film passed 1, 2, 3, 5 and 10 million (and every 5 million after).
enum MilestonesCommand: Command {
    static let name = "milestones"
    static let summary = "the days a film passed 1, 2, 3, 5, 10 million admissions"

    struct Options: CommandOptions {
        @Opt(Declared.record(.movie), help: "a film's code (8 letters or digits) or its title") var film: String?
        @Opt(Declared.from, help: "the first day (default: the film's release date)") var from: DateArgument?
        @Opt(Declared.to, help: "the last day (default: a week out of the top 10, at most 180 days)") var to:
            DateArgument?
        @Opt(Declared.jobs) var jobs: Int
        @Opt(Local.yes) var yes: Bool
        var table = TableOutputOptions()
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? = """
        A milestone is the first day the film's daily ranking shows a cumulative audience (audiAcc) of at least 1, \
        2, 3, 5 or 10 million, then every further 5 million, with the day count from the release (D+1 is the \
        release day). KOBIS lists only each day's top 10: a milestone crossed on a day the film was out of it is \
        dated on its next ranked day and marked *. The run is read as trend reads it, with the same window and \
        requests (cached days are not asked again).
        """
    static let examples: [(command: String, note: String)] = [
        ("boxoffice milestones 20239002 --demo", "콘크리트 유토피아's milestones, from the sample"),
        ("boxoffice milestones 20239002 -f csv --demo", "threshold,date,day,audienceTotal,crossedOutOfTopTen"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        try options.table.check(MilestoneAnswers.shape)
        let milestones = try FilmMilestones(MilestonesWords(options: ParsedOptions(options)))
        let service = try context.service(options.network, jobs: options.jobs)
        // No film: the command line's words for a missing positional.
        do { try milestones.check() } catch is ParameterProblem { _ = try context.named(nil, .movie) }
        if options.network.dryRun {
            let plan = try await option("--from", to: milestones.to, latest: service.latestDay) {
                try await milestones.plan(service)
            }
            return try context.dryRun(plan)
        }
        let bar = ProgressBar(
            enabled: context.terminal.stderrCanAnimate && !context.quiet, width: context.terminal.stderrWidth,
            unit: "days")
        defer { bar.finish() }
        let answer: ListAnswer<Milestone>
        do {
            let approval = Confirmation.approval(
                what: Phrase.say(
                    ko: "이 실행",
                    en: "this run"), yes: options.yes, service: service, context: context)
            answer = try await option("--from", to: milestones.to, latest: service.latestDay) {
                try await milestones.run(
                    service, events: UseCaseEvents(progress: bar.update, approval: approval, notify: context.notify))
            }
        } catch let stop as KobisService.RangeStop {
            bar.finish()
            return try Reporting.stop(
                stop,
                after: Phrase.say(
                    ko: "기록은 나열하지 않았습니다",
                    en: "no milestone was listed"), context: context)
        }
        bar.finish()
        context.output.fill(answer.values.compactMapValues(\.stringValue).filter { ["from", "to"].contains($0.key) })
        try context.out(
            options.table.render(answer, width: context.terminal.width, style: context.style(options.network)))
        return .success
    }
}

/// The command line's words as ``FilmMilestones`` reads them: a blank film is no film.
private struct MilestonesWords: ParameterValues {
    let options: ParsedOptions

    func given<Value>(_ declaration: OptionDeclaration<Value>) throws -> Value? {
        let value = try options.given(declaration)
        if let film = value as? String, declaration.spec.name == Declared.record(.movie).spec.name,
            film.trimmingCharacters(in: .whitespaces).isEmpty
        {
            return nil
        }
        return value
    }
}
