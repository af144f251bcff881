/// The backtest: `boxoffice forecast --backtest`. Every finished run of the archive forecast as of D+3, D+7 and
/// D+14 with nothing after that day, scored against its final total (``Forecaster/backtest(horizons:)``). It reads
/// the archive only; an archive (or the sample's month) without a finished run is
/// ``ForecastProblem/tooShortForBacktest(days:)``.
public struct ForecastBacktesting: UseCase {
    /// `--backtest`: the command line's switch to the backtest.
    public static let flag = OptionDeclaration<Bool>(
        OptionSpec(
            "backtest", help: "score the forecast on every finished run of the archive, as of D+3, D+7 and D+14",
            kind: .flag, defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)

    public static let parameters: [Parameter] = []

    public init(_ values: some ParameterValues) throws {}

    public init() {}

    public func plan(_ service: KobisService) async throws -> RunPlan {
        try await service.plan(
            [], what: "nothing: the backtest reads the archive", then: "every finished run the archive holds")
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> ForecastBacktest {
        let history = try await FilmForecasting.history(service)
        return try Forecaster(history: history).backtest()
    }
}
