/// The backtest: `boxoffice forecast --backtest`. Every finished run of the archive (released from `from` to `to`,
/// when given) forecast as of D+3, D+7 and D+14 with nothing after that day, exactly as `forecast CODE --as-of DAY`
/// says, scored against its final total (``Forecaster/backtest(horizons:period:)``). It reads the archive only; an
/// archive (or the sample's month) without a finished run is ``ForecastProblem/tooShortForBacktest(days:)``.
public struct ForecastBacktesting: UseCase {
    /// `--backtest`: the command line's switch to the backtest.
    public static let flag = OptionDeclaration<Bool>(
        OptionSpec(
            "backtest", help: "score the forecast on every finished run of the archive, as of D+3, D+7 and D+14",
            kind: .flag, defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)
    /// `--runs`: every scored forecast, one a line, rather than the summary.
    public static let runsFlag = OptionDeclaration<Bool>(
        OptionSpec(
            "runs", help: "with {backtest}: list every scored forecast (film, horizon, as-of day, interval, final)",
            kind: .flag, defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)
    /// `--from`: the first release day (D+1) of the runs scored.
    public static let fromOption = OptionDeclaration<DateArgument>(
        OptionSpec("from", value: "DATE", help: "with {backtest}: score only the runs released from this day"),
        parse: DateArgument.parse)
    /// `--to`: the last release day (D+1) of the runs scored.
    public static let toOption = OptionDeclaration<DateArgument>(
        OptionSpec("to", value: "DATE", help: "with {backtest}: score only the runs released up to this day"),
        parse: DateArgument.parse)

    public static let parameters: [Parameter] = [Parameter(fromOption), Parameter(toOption)]

    public var from: DateArgument?
    public var to: DateArgument?

    public init(_ values: some ParameterValues) throws {
        from = try values.given(ForecastBacktesting.fromOption)
        to = try values.given(ForecastBacktesting.toOption)
    }

    public init(from: DateArgument? = nil, to: DateArgument? = nil) {
        self.from = from
        self.to = to
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        try await service.plan(
            [], what: Phrase.say(ko: "백테스트: 보관소만 읽음", en: "nothing: the backtest reads the archive"),
            then: Phrase.say(ko: "보관소에 있는 끝난 상영 전부", en: "every finished run the archive holds"))
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> ForecastBacktest {
        let forecaster = try await FilmForecasting.forecaster(service)
        guard let first = forecaster.history.first, let last = forecaster.history.last else {
            throw ForecastProblem.emptyArchive
        }
        var period: ClosedRange<KobisDate>?
        if from != nil || to != nil {
            let start = from?.resolved(latest: last) ?? first
            let end = to?.resolved(latest: last) ?? last
            guard start <= last else {
                throw ConversionError(
                    Phrase.say(
                        ko: "\(ParameterNaming.named("from")) \(start.iso): 보관소의 마지막 날 \(last.iso)보다 뒤입니다",
                        en: "\(ParameterNaming.named("from")) \(start.iso) is after the archive's last day \(last.iso)")
                ).named("from")
            }
            guard end >= first else {
                throw ConversionError(
                    Phrase.say(
                        ko: "\(ParameterNaming.named("to")) \(end.iso): 보관소의 첫날 \(first.iso)보다 앞섭니다",
                        en: "\(ParameterNaming.named("to")) \(end.iso) is before the archive's first day \(first.iso)")
                ).named("to")
            }
            guard start <= end else { throw RequestError.reversedRange(from: start, to: end) }
            period = start...end
        }
        return try forecaster.backtest(period: period)
    }
}
