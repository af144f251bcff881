/// The fields of a forecast and of the backtest, declared once: `forecast -f json`, `forecast --backtest -f json`
/// and the MCP tool `forecast_movie` (docs/json.md).
public enum ForecastAnswers {
    static let range = FieldType.object([
        .init("low", .integer), .init("expected", .integer), .init("high", .integer),
    ])
    static let error = FieldType.object([
        .init("horizon", .integer), .init("runs", .integer), .init("mape", .number), .init("medianAPE", .number),
        .init("coverage", .number),
    ])

    static func json(_ range: ForecastRange) -> JSONValue {
        .object([("low", .int(range.low)), ("expected", .int(range.expected)), ("high", .int(range.high))])
    }

    static func rounded(_ value: Double) -> JSONValue { .double((value * 10).rounded() / 10) }

    public static func json(_ error: ForecastError) -> JSONValue {
        .object([
            ("horizon", .int(Int64(error.horizon))), ("runs", .int(Int64(error.runs))), ("mape", rounded(error.mape)),
            ("medianAPE", rounded(error.medianAPE)), ("coverage", rounded(error.coverage)),
        ])
    }

    static func day(_ date: KobisDate?) -> JSONValue { date.map { .string($0.iso) } ?? .null }

    public static let shape = RecordShape<FilmForecast>(
        type: "forecast",
        fields: [
            Field("movieCode", .string) { .string($0.movieCode) },
            Field("title", .string) { .string($0.title) },
            Field("asOf", .date) { .string($0.asOf.iso) },
            Field("daysUsed", .integer) { .int(Int64($0.daysUsed)) },
            Field("runsUsed", .integer) { .int(Int64($0.runsUsed)) },
            Field("usesPrior", .boolean) { .bool($0.usesPrior) },
            Field("runEnded", .boolean) { .bool($0.runEnded) },
            Field("outOfListSince", .nullable(.integer)) { .optional($0.outOfListSince) },
            Field("audienceTotal", .integer) { .int($0.audienceTotal) },
            Field("final", range) { .structured(json($0.final), flat: "\($0.final.expected)") },
            Field(
                "path",
                .array(
                    .object([
                        .init("day", .integer), .init("date", .date), .init("low", .integer),
                        .init("expected", .integer), .init("high", .integer),
                    ]))
            ) { forecast in
                .structured(
                    .array(
                        forecast.path.map {
                            .object([
                                ("day", .int(Int64($0.day))), ("date", .string($0.date.iso)), ("low", .int($0.low)),
                                ("expected", .int($0.expected)), ("high", .int($0.high)),
                            ])
                        }), flat: "\(forecast.path.count)")
            },
            Field(
                "milestones",
                .array(
                    .object([
                        .init("milestone", .integer), .init("expected", .nullable(.date)), .init("earliest", .date),
                        .init("latest", .nullable(.date)),
                    ]))
            ) { forecast in
                .structured(
                    .array(
                        forecast.milestones.map {
                            .object([
                                ("milestone", .int($0.milestone)), ("expected", day($0.expected)),
                                ("earliest", .string($0.earliest.iso)), ("latest", day($0.latest)),
                            ])
                        }), flat: forecast.milestones.map { "\($0.milestone)" }.joined(separator: ","))
            },
            Field("backtest", .nullable(error)) { forecast in
                forecast.backtest.map { .structured(json($0), flat: "") } ?? .null
            },
        ])

    public static func answer(_ forecast: FilmForecast) -> RecordAnswer<FilmForecast> {
        RecordAnswer(shape, heading: "\(forecast.title) (\(forecast.movieCode))", row: forecast, sheet: [])
    }

    public static let backtestShape = RecordShape<ForecastBacktest>(
        type: "backtest",
        fields: [
            Field("from", .date) { .string($0.from.iso) },
            Field("to", .date) { .string($0.to.iso) },
            Field("runs", .integer) { .int(Int64($0.runs)) },
            Field("targetRuns", .integer) { .int(Int64($0.targetRuns)) },
            Field("all", .array(error)) { .structured(.array($0.all.map(json)), flat: "") },
            Field("target", .array(error)) { .structured(.array($0.target.map(json)), flat: "") },
        ])

    public static func answer(_ backtest: ForecastBacktest) -> RecordAnswer<ForecastBacktest> {
        RecordAnswer(backtestShape, heading: "backtest", row: backtest, sheet: [])
    }
}
