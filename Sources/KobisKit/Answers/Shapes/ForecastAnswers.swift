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

    /// The release days (D+1) of the runs a backtest scored, when it was given a period.
    static let released = FieldType.object([.init("from", .date), .init("to", .date)])

    static func json(_ period: ClosedRange<KobisDate>) -> JSONValue {
        .object([("from", .string(period.lowerBound.iso)), ("to", .string(period.upperBound.iso))])
    }

    static func json(_ period: ClosedRange<KobisDate>?) -> JSONValue { period.map(json) ?? .null }

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
        RecordAnswer(
            shape,
            heading: "\(Formatting.title(forecast.title, english: forecast.titleEnglish)) (\(forecast.movieCode))",
            row: forecast, sheet: [])
    }

    public static let backtestShape = RecordShape<ForecastBacktest>(
        type: "backtest",
        fields: [
            Field("from", .date) { .string($0.from.iso) },
            Field("to", .date) { .string($0.to.iso) },
            Field("runs", .integer) { .int(Int64($0.runs)) },
            Field("targetRuns", .integer) { .int(Int64($0.targetRuns)) },
            Field("released", .nullable(released)) { backtest in
                backtest.period.map { .structured(json($0), flat: "") } ?? .null
            },
            Field("all", .array(error)) { .structured(.array($0.all.map(json)), flat: "") },
            Field("target", .array(error)) { .structured(.array($0.target.map(json)), flat: "") },
            Field("targetBySize", .object(RunSize.allCases.map { .init($0.rawValue, .array(error)) })) { backtest in
                .structured(
                    .object(backtest.bySize.map { ($0.size.rawValue, .array($0.errors.map(json))) }), flat: "")
            },
            Field("targetByShape", .object(RunShape.allCases.map { .init($0.rawValue, .array(error)) })) { backtest in
                .structured(
                    .object(backtest.byShape.map { ($0.shape.rawValue, .array($0.errors.map(json))) }), flat: "")
            },
        ])

    public static func answer(_ backtest: ForecastBacktest) -> RecordAnswer<ForecastBacktest> {
        RecordAnswer(backtestShape, heading: "backtest", row: backtest, sheet: [])
    }

    /// The backtest's scored forecasts, one a row (`forecast --backtest --runs`): what `forecast CODE --as-of DAY`
    /// said of each finished run, and its final total.
    public static let runFields: [Field<ScoredRun>] = [
        Field("movieCode", .string, label: .code, column: Column(position: 0, drop: 3, render: { $0.movieCode })) {
            .string($0.movieCode)
        },
        Field("title", .string, label: .title, column: Column(position: 1, flexible: true, render: { $0.title })) {
            .string($0.title)
        },
        Field(
            "horizon", .integer, label: .backtestHorizon,
            column: Column(position: 2, alignRight: true, render: { "D+\($0.horizon)" })
        ) { .int(Int64($0.horizon)) },
        Field("asOf", .date, label: .backtestAsOf, column: Column(position: 3, render: { $0.asOf.iso })) {
            .string($0.asOf.iso)
        },
        Field(
            "forecast", .integer, label: .backtestForecast,
            column: Column(position: 4, alignRight: true, render: { Formatting.grouped($0.forecast.expected) })
        ) { .int($0.forecast.expected) },
        Field(
            "low", .integer, label: .backtestLow,
            column: Column(position: 5, drop: 1, alignRight: true, render: { Formatting.grouped($0.forecast.low) })
        ) { .int($0.forecast.low) },
        Field(
            "high", .integer, label: .backtestHigh,
            column: Column(position: 6, drop: 2, alignRight: true, render: { Formatting.grouped($0.forecast.high) })
        ) { .int($0.forecast.high) },
        Field(
            "final", .integer, label: .backtestFinal,
            column: Column(position: 7, alignRight: true, render: { Formatting.grouped($0.final) })
        ) { .int($0.final) },
        Field(
            "error", .number, label: .backtestError,
            column: Column(position: 8, alignRight: true, render: { String(format: "%+.1f", $0.error) })
        ) { .double(($0.error * 10).rounded() / 10) },
        Field("target", .boolean) { .bool($0.target) },
        Field("size", .choice(RunSize.allCases.map(\.rawValue))) { .string($0.size.rawValue) },
        Field("shape", .choice(RunShape.allCases.map(\.rawValue))) { .string($0.shape.rawValue) },
        Field("before", .integer) { .int($0.before) },
    ]

    public static let runsShape = ListShape<ScoredRun>(
        type: "backtestRuns",
        members: [.init("from", .date), .init("to", .date), .init("released", .nullable(released))],
        itemsKey: "runs", fields: runFields)

    public static func runs(_ backtest: ForecastBacktest) -> ListAnswer<ScoredRun> {
        ListAnswer(
            runsShape, heading: "backtest",
            values: [
                "from": .string(backtest.from.iso), "to": .string(backtest.to.iso), "released": json(backtest.period),
            ], rows: backtest.scored)
    }
}
