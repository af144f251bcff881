import Foundation

/// Forecasts from a ``ForecastHistory``: a film's final total with its 80% interval, its path and milestones
/// (``forecast(movieCode:asOf:)``), and the backtest over every finished run (``backtest(horizons:)``). Nothing after
/// the as-of day is read: the runs learned from were finished by then, and the film's own days stop there.
public struct Forecaster: Sendable {
    /// The milestones a forecast looks ahead to.
    public static let milestones: [Int64] = [1_000_000, 2_000_000, 3_000_000, 5_000_000, 10_000_000]
    /// The horizons of the backtest: D+3, D+7 and D+14.
    public static let horizons = [3, 7, 14]
    /// The fewest days a forecast reads.
    public static let minimumDays = 3

    public let history: ForecastHistory
    /// The models learned, each once (``ForecastModelStore``).
    let store: ForecastModelStore

    public init(history: ForecastHistory) { self.init(history: history, store: ForecastModelStore()) }

    /// A forecaster that keeps its models in `store`.
    public init(history: ForecastHistory, store: ForecastModelStore) {
        self.history = history
        self.store = store
    }

    /// One forecast's figures before they are dressed as an answer.
    struct Prediction {
        var features: RunFeatures
        var low: Int64
        var expected: Int64
        var high: Int64
        var runsUsed: Int
        var usesPrior: Bool
    }

    /// Every run's features at `horizon`, by the run's index in ``ForecastHistory/runs``.
    func features(at horizon: Int) -> [RunFeatures?] {
        store.features(horizon) { history.runs.map { RunFeatures($0, horizon: horizon, history: history) } }
    }

    /// The day a forecast as of `asOf` learns up to: the first day of its quarter. Every forecast of a quarter, one
    /// film's or the backtest's, uses the same model: that of the runs finished by then.
    static func cutoff(of asOf: KobisDate) -> KobisDate {
        KobisDate(year: asOf.year, month: (asOf.month - 1) / 3 * 3 + 1, day: 1) ?? asOf
    }

    /// The model of `horizon` for runs in the top 10 every day so far (`group`) or not, learned from the runs
    /// finished by `cutoff`, each read as of its own D+`horizon` before it; nil with too few of them (the prior). Its
    /// regression learns from the runs of its group, its trees from every run (the group is one of their inputs).
    func model(horizon: Int, cutoff: KobisDate, group: Bool) -> ForecastModel? {
        store.model(horizon: horizon, cutoff: cutoff, group: group) {
            let runs = training(horizon: horizon, cutoff: cutoff, group: group)
            // Both groups' trees learn from the same runs: learned once.
            let trees = store.trees(horizon: horizon, cutoff: cutoff) {
                BoostedTrees(inputs: runs.every.map(\.features.inputs), targets: runs.every.map(\.ratio))
            }
            return ForecastModel(runs.chosen, trees: trees)
        }
    }

    /// The runs finished by `cutoff` to learn from, each read as of its own D+`horizon` before it (a late horizon of
    /// an early run would read the list's days after it): those with the same first days as `group` says (in the
    /// top 10 every day so far, or not) when there are enough of them, else all (`chosen`); and all (`every`).
    func training(
        horizon: Int, cutoff: KobisDate, group: Bool
    ) -> (chosen: [(features: RunFeatures, ratio: Double)], every: [(features: RunFeatures, ratio: Double)]) {
        var same: [(features: RunFeatures, ratio: Double)] = []
        var every: [(features: RunFeatures, ratio: Double)] = []
        guard let first = history.first else { return ([], []) }
        let features = features(at: horizon)
        for (index, candidate) in history.runs.enumerated() {
            guard candidate.isFinished(asOf: cutoff), candidate.days[0].date > first, candidate.start > first,
                let seen = features[index], seen.asOf < cutoff
            else { continue }
            let ratio = log(max(Double(candidate.final - candidate.base), 1) / seen.gained)
            every.append((seen, ratio))
            if seen.rankedEveryDay == group { same.append((seen, ratio)) }
        }
        return (same.count >= ForecastModel.minimumRuns ? same : every, every)
    }

    /// The forecast of run `index` as of D+`horizon`, from the model of its quarter (``cutoff(of:)``): the same in
    /// `forecast` and in the backtest.
    func predict(_ index: Int, horizon: Int) -> Prediction? {
        let run = history.runs[index]
        guard let own = RunFeatures(run, horizon: horizon, history: history) else { return nil }
        let model = model(horizon: horizon, cutoff: Forecaster.cutoff(of: own.asOf), group: own.rankedEveryDay)
        let ratios = model?.predict(own, withTrees: true) ?? ForecastModel.prior(own)
        func final(_ ratio: Double) -> Int64 {
            max(own.total, run.base + Int64((own.gained * exp(ratio)).rounded()))
        }
        return Prediction(
            features: own, low: final(ratios.low), expected: final(ratios.expected), high: final(ratios.high),
            runsUsed: model?.runs ?? 0, usesPrior: model == nil)
    }

    /// The forecast of `movieCode` as of `asOf` (default: the last day held with figures). A run finished by then
    /// gets its final figures; fewer than 3 days is ``ForecastProblem/tooEarly(movieCode:title:days:)``.
    public func forecast(movieCode: String, asOf: KobisDate? = nil) throws -> FilmForecast {
        guard let last = history.last else { throw ForecastProblem.emptyArchive }
        let asOf = min(asOf ?? history.lastWithFigures ?? last, last)
        guard
            let index = history.runs.indices.last(where: {
                history.runs[$0].movieCode == movieCode && history.runs[$0].days[0].date <= asOf
            })
        else {
            throw ForecastProblem.notInArchive(film: movieCode, asOf: asOf == last ? nil : asOf)
        }
        let run = history.runs[index]
        if run.isFinished(asOf: asOf) {
            return FilmForecast(
                movieCode: movieCode, title: run.title, asOf: asOf, daysUsed: run.day(of: run.last), runsUsed: 0,
                usesPrior: false, runEnded: true, audienceTotal: run.final,
                final: ForecastRange(low: run.final, expected: run.final, high: run.final), path: [], milestones: [],
                backtest: nil)
        }
        let horizon = run.day(of: asOf)
        guard horizon >= Forecaster.minimumDays else {
            throw ForecastProblem.tooEarly(movieCode: movieCode, title: run.title, days: max(0, horizon))
        }
        guard let prediction = predict(index, horizon: horizon) else {
            throw ForecastProblem.notInArchive(film: movieCode, asOf: asOf)
        }
        let target = run.rankedEveryDay(through: min(horizon, 7))
        let alike =
            prediction.usesPrior
            ? []
            : scored(horizon: horizon).filter {
                $0.gone == prediction.features.gone && (!target || $0.target)
                    && history.runs[$0.index].isFinished(asOf: asOf)
            }.map(\.run)
        let error = alike.isEmpty ? nil : ForecastError.of(horizon, alike)
        let path = path(prediction, run: run, horizon: horizon)
        return FilmForecast(
            movieCode: movieCode, title: run.title, asOf: asOf, daysUsed: horizon, runsUsed: prediction.runsUsed,
            usesPrior: prediction.usesPrior,
            outOfListSince: prediction.features.gone && !prediction.usesPrior ? horizon - prediction.features.out : nil,
            audienceTotal: prediction.features.total,
            final: ForecastRange(low: prediction.low, expected: prediction.expected, high: prediction.high),
            path: path, milestones: milestones(prediction, run: run, horizon: horizon), backtest: error)
    }

    /// The backtest: every run finished by the archive's last day whose D+1 is in `period` (default: any), forecast
    /// as of each horizon exactly as `forecast` would.
    public func backtest(
        horizons: [Int] = Forecaster.horizons, period: ClosedRange<KobisDate>? = nil
    ) throws -> ForecastBacktest {
        guard let first = history.first, let last = history.last else { throw ForecastProblem.emptyArchive }
        let finished = history.finishedRuns(asOf: last).filter { period?.contains($0.start) ?? true }
        guard !finished.isEmpty else { throw ForecastProblem.tooShortForBacktest(days: last.daysSince(first) + 1) }
        var rows: [ScoredRun] = []
        for horizon in horizons {
            rows += scored(horizon: horizon).filter { period?.contains($0.start) ?? true }.map(\.run)
        }
        return ForecastBacktest(
            from: first, to: last, period: period, runs: finished.count,
            targetRuns: finished.filter { $0.rankedEveryDay(through: 7) }.count, horizons: horizons, scored: rows)
    }

    /// A scored forecast and the index of its run.
    struct Scored {
        var index: Int
        var run: ScoredRun
        var target: Bool { run.target }
        var gone: Bool { run.gone }
        var start: KobisDate { run.start }
        var asOf: KobisDate { run.asOf }
    }

    /// Every run finished by the archive's last day forecast as of D+`horizon` (each reading nothing after that
    /// day, with its quarter's model: what `forecast CODE --as-of` says), but those forecast with the prior or
    /// ended by then. Kept in the store.
    func scored(horizon: Int) -> [Scored] {
        guard let first = history.first, let last = history.last else { return [] }
        let numbers = store.scored(horizon) {
            var numbers: [Double] = []
            for (index, run) in history.runs.enumerated()
            where run.isFinished(asOf: last) && run.days[0].date > first && run.start > first
                && run.final > run.earlier
            {
                let asOf = run.date(of: horizon)
                guard run.days[0].date <= asOf, !run.isFinished(asOf: asOf),
                    let prediction = predict(index, horizon: horizon), !prediction.usesPrior
                else { continue }
                numbers += [
                    Double(index), Double(prediction.low), Double(prediction.expected), Double(prediction.high),
                    prediction.features.gone ? 1 : 0,
                ]
            }
            return numbers
        }
        var rows: [Scored] = []
        for offset in stride(from: 0, to: numbers.count, by: 5) {
            let index = Int(numbers[offset])
            guard index >= 0 && index < history.runs.count else { return [] }
            let run = history.runs[index]
            let asOf = run.date(of: horizon)
            rows.append(
                Scored(
                    index: index,
                    run: ScoredRun(
                        movieCode: run.movieCode, title: run.title, start: run.start, horizon: horizon, asOf: asOf,
                        forecast: ForecastRange(
                            low: Int64(numbers[offset + 1]), expected: Int64(numbers[offset + 2]),
                            high: Int64(numbers[offset + 3])),
                        final: run.final, before: run.earlier, target: run.rankedEveryDay(through: 7),
                        gone: numbers[offset + 4] == 1, size: RunSize(final: run.final - run.earlier),
                        shape: RunShape(run))))
        }
        return rows
    }

    /// Each day past the last read to the end of the run, the cumulative audience expected: what remains is sold
    /// at today's adjusted pace, losing the same share every day, so that the path ends at the final figure.
    func path(_ prediction: Prediction, run: ForecastRun, horizon: Int) -> [ForecastPoint] {
        let total = Double(prediction.features.total)
        let curves = curves(prediction)
        var points: [ForecastPoint] = []
        for ahead in 1...180 {
            let values = curves.map { Int64((total + $0.sold(by: ahead)).rounded()) }
            points.append(
                ForecastPoint(
                    day: horizon + ahead, date: run.date(of: horizon + ahead), low: values[0], expected: values[1],
                    high: values[2]))
            if ahead >= 7 && Double(values[2]) >= total + 0.99 * curves[2].remaining { break }
        }
        return points
    }

    /// The low, expected and high paths' remaining sales: each starts from today's level, the low and high ones
    /// from its 10th and 90th percentiles (the spread of the days read around their fit), so that the interval has a
    /// width from the first day ahead.
    func curves(_ prediction: Prediction) -> [Curve] {
        let total = Double(prediction.features.total)
        let level = prediction.features.level
        let width = exp(1.2816 * prediction.features.spread)
        return zip([prediction.low, prediction.expected, prediction.high], [1 / width, 1, width]).map {
            Curve(remaining: Double($0.0) - total, level: level * $0.1)
        }
    }

    /// The milestones still ahead that the interval's high end reaches, with the day each path passes them.
    func milestones(_ prediction: Prediction, run: ForecastRun, horizon: Int) -> [MilestoneForecast] {
        let total = Double(prediction.features.total)
        let curves = curves(prediction)
        return Forecaster.milestones.filter { $0 > prediction.features.total && $0 <= prediction.high }.compactMap {
            milestone in
            let needed = Double(milestone) - total
            func date(_ curve: Curve) -> KobisDate? { curve.day(reaching: needed).map { run.date(of: horizon + $0) } }
            guard let earliest = date(curves[2]) else { return nil }
            return MilestoneForecast(
                milestone: milestone, expected: date(curves[1]), earliest: earliest, latest: date(curves[0]))
        }
    }

    /// A run's remaining sales: `remaining` tickets sold from `level` a day, losing the same share every day.
    struct Curve {
        var remaining: Double
        var kept: Double

        init(remaining: Double, level: Double) {
            self.remaining = max(0, remaining)
            kept = self.remaining > 0 ? min(0.999, max(0.3, 1 - level / self.remaining)) : 0
        }

        func sold(by days: Int) -> Double { remaining * (1 - pow(kept, Double(days))) }

        /// The first day (1 = the day after the last read) by which `needed` tickets are sold; nil if never.
        func day(reaching needed: Double) -> Int? {
            guard needed > 0 else { return 1 }
            guard needed < remaining * 0.9999 else { return needed <= remaining ? 3650 : nil }
            return max(1, Int((log(1 - needed / remaining) / log(kept)).rounded(.up)))
        }
    }
}
