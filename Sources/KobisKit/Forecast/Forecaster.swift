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

    public init(history: ForecastHistory) { self.history = history }

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
        history.runs.map { RunFeatures($0, horizon: horizon, history: history) }
    }

    /// The runs finished by `asOf` (but run `index`, when given) to learn from, each read as of its own day before
    /// `asOf` (a late horizon of an early run would read the list's days after it): those with the same first days as
    /// `own` (in the top 10 every day so far, or not) when there are enough of them, else all.
    func training(
        for own: RunFeatures, asOf: KobisDate, excluding index: Int? = nil, all features: [RunFeatures?]
    ) -> [(features: RunFeatures, ratio: Double)] {
        var group: [(features: RunFeatures, ratio: Double)] = []
        var every: [(features: RunFeatures, ratio: Double)] = []
        guard let first = history.first else { return [] }
        for (other, candidate) in history.runs.enumerated() where other != index {
            guard candidate.isFinished(asOf: asOf), candidate.days[0].date > first, candidate.start > first,
                let seen = features[other], seen.asOf < asOf
            else { continue }
            let ratio = log(max(Double(candidate.final - candidate.base), 1) / seen.gained)
            every.append((seen, ratio))
            if seen.rankedEveryDay == own.rankedEveryDay { group.append((seen, ratio)) }
        }
        return group.count >= ForecastModel.minimumRuns ? group : every
    }

    /// Where a forecast's trees come from: learned from the same runs as its regression, or given (nil: none).
    enum TreeSource {
        case learn
        case given(BoostedTrees?)
    }

    /// Trees learned from `training`; nil when there are too few runs.
    static func trees(_ training: [(features: RunFeatures, ratio: Double)]) -> BoostedTrees? {
        guard training.count >= ForecastModel.minimumRuns else { return nil }
        return BoostedTrees(inputs: training.map(\.features.inputs), targets: training.map(\.ratio))
    }

    /// The forecast of run `index` as of D+`horizon`, learned only from the runs finished by then, with trees
    /// learned from those runs or given (learned from runs finished earlier).
    func predict(
        _ index: Int, horizon: Int, all features: [RunFeatures?], trees: TreeSource = .learn
    ) -> Prediction? {
        let run = history.runs[index]
        guard let own = features[index] else { return nil }
        let training = training(for: own, asOf: own.asOf, excluding: index, all: features)
        let model = ForecastModel(training)
        let grown: BoostedTrees?
        switch trees {
        case .learn: grown = model == nil ? nil : Forecaster.trees(training)
        case .given(let given): grown = given
        }
        let ratios = model?.predict(own, trees: grown) ?? ForecastModel.prior(own)
        func final(_ ratio: Double) -> Int64 {
            max(own.total, run.base + Int64((own.gained * exp(ratio)).rounded()))
        }
        return Prediction(
            features: own, low: final(ratios.low), expected: final(ratios.expected), high: final(ratios.high),
            runsUsed: model?.runs ?? 0, usesPrior: model == nil)
    }

    /// The forecast of `movieCode` as of `asOf` (default: the archive's last day). A run finished by then gets its
    /// final figures; fewer than 3 days is ``ForecastProblem/tooEarly(movieCode:title:days:)``.
    public func forecast(movieCode: String, asOf: KobisDate? = nil) throws -> FilmForecast {
        guard let last = history.last else { throw ForecastProblem.emptyArchive }
        let asOf = min(asOf ?? last, last)
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
        let features = self.features(at: horizon)
        guard let prediction = predict(index, horizon: horizon, all: features) else {
            throw ForecastProblem.notInArchive(film: movieCode, asOf: asOf)
        }
        let scored =
            prediction.usesPrior
            ? nil : score(horizon: horizon, asOf: asOf, features: features, like: prediction.features)
        let error = run.rankedEveryDay(through: min(horizon, 7)) ? scored?.target : scored?.all
        let path = path(prediction, run: run, horizon: horizon)
        return FilmForecast(
            movieCode: movieCode, title: run.title, asOf: asOf, daysUsed: horizon, runsUsed: prediction.runsUsed,
            usesPrior: prediction.usesPrior,
            outOfListSince: prediction.features.gone && !prediction.usesPrior ? horizon - prediction.features.out : nil,
            audienceTotal: prediction.features.total,
            final: ForecastRange(low: prediction.low, expected: prediction.expected, high: prediction.high),
            path: path, milestones: milestones(prediction, run: run, horizon: horizon), backtest: error)
    }

    /// The backtest: every run finished by the archive's last day, forecast as of each horizon.
    public func backtest(horizons: [Int] = Forecaster.horizons) throws -> ForecastBacktest {
        guard let first = history.first, let last = history.last else { throw ForecastProblem.emptyArchive }
        let finished = history.finishedRuns(asOf: last)
        guard !finished.isEmpty else { throw ForecastProblem.tooShortForBacktest(days: last.daysSince(first) + 1) }
        var all: [ForecastError] = []
        var target: [ForecastError] = []
        for horizon in horizons {
            let scored = score(horizon: horizon, asOf: last, features: features(at: horizon))
            all.append(scored.all)
            target.append(scored.target)
        }
        return ForecastBacktest(
            from: first, to: last, runs: finished.count,
            targetRuns: finished.filter { $0.rankedEveryDay(through: 7) }.count, all: all, target: target)
    }

    /// The first day of the quarter holding `date`.
    static func quarter(of date: KobisDate) -> KobisDate {
        KobisDate(year: date.year, month: (date.month - 1) / 3 * 3 + 1, day: 1) ?? date
    }

    /// The error at `horizon` of every run finished by `asOf` (each forecast with only what came before its own
    /// as-of day), and of the target group's runs; with `like`, only of the runs that, as it, were still in the list
    /// at that horizon (or had left it). The trees are learned once a quarter, from the runs finished by its first
    /// day and read as of a day before it (a forecast's own trees learn from the runs its regression does).
    func score(
        horizon: Int, asOf: KobisDate, features: [RunFeatures?], like: RunFeatures? = nil
    ) -> (all: ForecastError, target: ForecastError) {
        var errors: [Double] = []
        var held: [Bool] = []
        var targetErrors: [Double] = []
        var targetHeld: [Bool] = []
        guard let first = history.first else {
            return (ForecastError.empty(horizon), ForecastError.empty(horizon))
        }
        var forests: [String: TreeSource] = [:]
        for (index, run) in history.runs.enumerated()
        where run.isFinished(asOf: asOf) && run.days[0].date > first && run.start > first && run.final > 0 {
            guard let own = features[index], like.map({ $0.gone == own.gone }) ?? true else { continue }
            let quarter = Forecaster.quarter(of: own.asOf)
            let key = "\(quarter.iso) \(own.rankedEveryDay)"
            let trees = forests[key] ?? .given(Forecaster.trees(training(for: own, asOf: quarter, all: features)))
            forests[key] = trees
            guard let prediction = predict(index, horizon: horizon, all: features, trees: trees), !prediction.usesPrior
            else { continue }
            let error = abs(Double(prediction.expected - run.final)) / Double(run.final) * 100
            let inside = prediction.low <= run.final && run.final <= prediction.high
            errors.append(error)
            held.append(inside)
            if run.rankedEveryDay(through: 7) {
                targetErrors.append(error)
                targetHeld.append(inside)
            }
        }
        return (ForecastError.of(horizon, errors, held), ForecastError.of(horizon, targetErrors, targetHeld))
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
