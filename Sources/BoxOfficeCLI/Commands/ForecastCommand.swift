import Foundation
import KobisKit

/// `boxoffice forecast FILM` (``FilmForecasting``) and `boxoffice forecast --backtest` (``ForecastBacktesting``):
/// read from the archive, labelled a forecast, never KOBIS's figures.
enum ForecastCommand: Command {
    static let name = "forecast"
    static let summary = "forecast a film's final audience and milestones from the archive"

    struct Options: CommandOptions {
        @Opt(Declared.record(.movie), help: "a film's code (8 letters or digits) or its title in the archive")
        var film: String?
        @Opt(FilmForecasting.asOfOption) var asOf: DateArgument?
        @Opt(FilmForecasting.pathsFlag) var paths: Bool
        @Opt(ForecastBacktesting.flag) var backtest: Bool
        @Opt(ForecastBacktesting.runsFlag) var runs: Bool
        @Opt(ForecastBacktesting.fromOption) var from: DateArgument?
        @Opt(ForecastBacktesting.toOption) var to: DateArgument?
        @Opt(
            Local.format(
                [.text, .json, .jsonl, .csv, .tsv],
                help: "text (default) or json; with --backtest --runs also jsonl, csv or tsv"))
        var format: OutputFormat
        var network = NetworkOptions()
        var general = GeneralOptions()
    }

    static let discussion: String? = """
        A forecast, not KOBIS's figures: the film's final audience (audiAcc) with an 80% interval, and the expected \
        day of passing each milestone still ahead (1, 2, 3, 5 and 10 million) with its interval, from the film's \
        days so far and the runs the archive holds that had finished by then (out of the top 10 for 28 days). \
        --as-of reads nothing after that day. It reads the archive only and sends no request (`boxoffice sync` \
        fills it; docs/forecast.md says what it fits and where it fails). With no finished run to learn from it \
        rests on a documented prior, and says so. A run that has ended gets its final figures. --backtest forecasts \
        every finished run as of D+3, D+7 and D+14, each exactly as `forecast CODE --as-of DAY` says, and scores the \
        forecasts against the final totals (--from/--to: the runs released in a period; --runs: every forecast \
        scored, one a line). Exit 66: \
        fewer than 3 days of the run, a film in no top 10 the archive holds, an empty archive, or (--backtest) no \
        finished run; 64: a title that names more than one film.
        """
    static let examples: [(command: String, note: String)] = [
        ("boxoffice forecast 20239002 --demo", "콘크리트 유토피아 on the sample's last day (the prior)"),
        ("boxoffice forecast 20239002 --as-of 2023-08-15 -f json --demo", "as of D+7, reading nothing after it"),
        ("boxoffice forecast --backtest", "exits 66 until `boxoffice sync` has filled the archive; then the scores"),
    ]

    static func run(_ options: Options, context: Context) async throws -> ExitCode {
        if options.network.noCache && options.network.refresh {
            throw UsageError(
                message: Phrase.say(
                    ko: "--no-cache와 --refresh는 함께 쓸 수 없습니다",
                    en: "--no-cache and --refresh cannot be used together"))
        }
        // A forecast reads the archive and sends no request: it needs no key.
        let source =
            options.network.demo
            ? Phrase.say(
                ko: "샘플",
                en: "the sample") : Phrase.say(ko: "보관소", en: "the archive")
        var wanted = options.network.service()
        wanted.offline = true
        let service = try context.service(wanted, verbose: options.network.verbose)
        do {
            if options.backtest {
                if !options.runs && ![.text, .json].contains(options.format) {
                    throw UsageError(
                        message: Phrase.say(
                            ko: "백테스트 요약은 text나 json입니다. jsonl, csv, tsv는 --runs와 함께 씁니다",
                            en: "the backtest's summary is text or json; jsonl, csv and tsv go with --runs"))
                }
                if options.film != nil || options.asOf != nil {
                    throw UsageError(
                        message: Phrase.say(
                            ko: "--backtest에는 영화도 --as-of도 주지 않습니다: 끝난 상영을 모두 예측합니다",
                            en: "--backtest takes no film nor --as-of: it forecasts every finished run"))
                }
                let backtesting = ForecastBacktesting(from: options.from, to: options.to)
                if options.network.dryRun { return try context.dryRun(try await backtesting.plan(service)) }
                let backtest = try await backtesting.run(service, events: UseCaseEvents())
                if options.runs {
                    let answer = ForecastAnswers.runs(backtest)
                    try context.out(
                        Renderer.render(answer, format: options.format) {
                            TableText.render(
                                answer, layout: .list, width: context.terminal.width,
                                style: context.style(options.network))
                        })
                    return .success
                }
                let text = ForecastText.backtest(backtest, width: context.terminal.width ?? 120)
                try context.out(Renderer.render(ForecastAnswers.answer(backtest), format: options.format) { text })
                return .success
            }
            if options.runs || options.from != nil || options.to != nil {
                throw UsageError(
                    message: Phrase.say(
                        ko: "--runs, --from, --to는 --backtest와 함께 씁니다",
                        en: "--runs, --from and --to go with --backtest"))
            }
            if options.paths && options.format != .json {
                throw UsageError(
                    message: Phrase.say(
                        ko: "--paths는 -f json과 함께 씁니다: 텍스트는 최종 관객과 남은 돌파만 보여 줍니다",
                        en: "--paths goes with -f json: the text gives the final and milestones"))
            }
            if ![.text, .json].contains(options.format) {
                throw UsageError(
                    message: Phrase.say(
                        ko: "예측은 text나 json입니다. jsonl, csv, tsv는 --backtest --runs와 함께 씁니다",
                        en: "a forecast is text or json; jsonl, csv and tsv go with --backtest --runs"))
            }
            let forecasting = FilmForecasting(movie: options.film, asOf: options.asOf, paths: options.paths)
            do { _ = try forecasting.film() } catch is ParameterProblem { _ = try context.named(nil, .movie) }
            if options.network.dryRun { return try context.dryRun(try await forecasting.plan(service)) }
            let forecast = try await forecasting.run(service, events: UseCaseEvents())
            if forecast.usesPrior {
                context.note(
                    Phrase.say(
                        ko: "\(source)에 상영이 끝난 영화가 없어 사전 가정만으로 예측했습니다 (docs/forecast.md)",
                        en: "no finished run in \(source) to learn from: this forecast rests on the prior "
                            + "(docs/forecast.md)"))
            }
            let text = ForecastText.forecast(forecast, width: context.terminal.width ?? 120)
            try context.out(Renderer.render(ForecastAnswers.answer(forecast), format: options.format) { text })
            return .success
        } catch let problem as ForecastProblem {
            context.error(problem.description(source: source))
            if case .ambiguous = problem { return .usage }
            return .notFound
        }
    }
}
