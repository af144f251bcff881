import KobisKit

/// A film's run drawn (or several side by side): a line per film with its milestones marked, and a page around it.
enum TrendPictures {
    /// One film: its run day by day, the area under it, its milestones marked. `source`: `sample` adds its notice.
    /// A `projection` (a forecast of the cumulative audience) goes on past the last day when the chart is of the
    /// cumulative audience; other charts leave it out.
    static func chart(
        _ series: TrendSeries, metric: TrendMetric, cumulative: Bool, source: String,
        projection: TrendProjection? = nil
    ) -> LineChart {
        let ahead =
            metric == .audience && cumulative
            ? series.points.last.map { projection?.ahead(of: $0.date) ?? [] } ?? [] : []
        let dates = series.points.map(\.date) + ahead.map(\.date)
        let crossesYear = (dates.first?.year ?? 0) != (dates.last?.year ?? 0)
        let index = Dictionary(
            series.points.enumerated().map { ($0.element.date, $0.offset) }, uniquingKeysWith: { first, _ in first })
        let marks = series.milestones.compactMap { milestone in
            index[milestone.date].map {
                ($0, "\(MilestoneAnswers.threshold(milestone.threshold)) \(MilestoneAnswers.day(milestone.day))")
            }
        }
        let values = series.points.map { $0.value(metric, cumulative: cumulative) }
        var chart = LineChart(
            title: "\(series.shownTitle) · \(name(metric, cumulative))",
            subtitle: noted(window(series.points), source: source),
            columns: dates.map { crossesYear ? $0.iso : String($0.iso.suffix(5)) },
            series: [
                .init(
                    name: series.shownTitle, values: values + ahead.map { _ in nil }, marks: marks,
                    window: ahead.isEmpty || values.isEmpty ? nil : 0...(values.count - 1))
            ],
            unit: metric.unit, inverted: metric == .rank, gapNote: Label.gapShort.text)
        if let projection, let last = ahead.last {
            let column = Dictionary(
                dates.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first })
            let release = series.start
            chart.projection = LineChart.Projection(
                days: ahead.enumerated().map { index, point in
                    (values.count + index, point.low, point.expected, point.high)
                },
                marks: projection.milestones.compactMap { milestone in
                    column[milestone.date].flatMap { $0 >= values.count ? $0 : nil }.map {
                        let day = MilestoneAnswers.day(Milestones.day(milestone.date, release: release))
                        let label = Label.forecastMark(MilestoneAnswers.threshold(milestone.value), day)
                        return ($0, milestone.value, label)
                    }
                },
                legend: Label.forecastLegend(projection.confidence),
                sentence: Label.forecastSentence(
                    last.date.iso, Formatting.grouped(last.expected), Formatting.grouped(last.low),
                    Formatting.grouped(last.high), projection.confidence))
        }
        return chart
    }

    /// Films side by side on one axis: days since each release (ticks on D+1, D+8, D+15 …), or the calendar.
    static func chart(
        _ runs: [TrendSeries], metric: TrendMetric, cumulative: Bool, by: TrendAlignment, source: String
    ) -> LineChart {
        var positions: [[(Int, TrendPoint)]] = []
        for series in runs {
            positions.append(
                series.points.map { point in
                    let row = ComparisonPoint(
                        film: 0, movieCode: series.movie.code, title: series.title,
                        day: point.day, point: point)
                    return (ComparisonAnswers.position(row, series: series, by: by), point)
                })
        }
        let all = positions.flatMap { $0.map(\.0) }
        let low = all.min() ?? 0
        let high = all.max() ?? 0
        let epoch = KobisDate(year: 2000, month: 1, day: 1)!
        let columns = (low...max(low, high)).map { position in
            by == .release
                ? MilestoneAnswers.day(Milestones.day(offset: position))
                : String(epoch.adding(days: position).iso.suffix(5))
        }
        let lines = zip(runs, positions).map { series, placed -> LineChart.Series in
            var values = [Int64?](repeating: nil, count: columns.count)
            for (position, point) in placed { values[position - low] = point.value(metric, cumulative: cumulative) }
            let marks = series.milestones.compactMap { milestone in
                placed.first { $0.1.date == milestone.date }.map {
                    ($0.0 - low, MilestoneAnswers.threshold(milestone.threshold))
                }
            }
            let spread = placed.map { $0.0 - low }
            return .init(
                name: "\(series.shownTitle) (\(series.movie.code))", values: values, marks: marks,
                window: spread.isEmpty ? nil : spread.min()!...spread.max()!)
        }
        var chart = LineChart(
            title: "\(Label.compared.text) · \(name(metric, cumulative))",
            subtitle: noted(by == .release ? Label.byRelease.text : Label.byDate.text, source: source),
            columns: columns, series: lines, unit: metric.unit, inverted: metric == .rank,
            gapNote: Label.gapShort.text)
        if by == .release {
            chart.tickAnchor = -low
            chart.tickSteps = [1, 7, 14, 28, 56, 91, 182, 364, 728]
        }
        return chart
    }

    /// The heading, the chart (its title left to the heading), the series, and where the figures came from.
    static func page<Row>(
        _ chart: LineChart, answer: ListAnswer<Row>, source: String, size: PictureSize, theme: Theme
    ) -> String {
        var page = HTMLPage(title: answer.heading)
        page.sections = [
            HTMLPage.heading(answer.heading),
            HTMLPage.figure(
                chart.svg(width: Double(size.width), height: Double(size.height), theme: theme, titled: false)),
            HTMLPage.table(answer, selection: answer.selection),
            RankingPictures.provenance(answer, source: source),
        ]
        return page.document()
    }

    /// A subtitle, with the sample's notice when the figures are the sample's.
    static func noted(_ subtitle: String, source: String) -> String {
        source == "sample" ? "\(subtitle) · \(Label.sampleNotice.text)" : subtitle
    }

    static func name(_ metric: TrendMetric, _ cumulative: Bool) -> String {
        (cumulative && metric.hasTotal ? Label.cumulative.text + " " : "") + metric.label.text
    }

    static func window(_ points: [TrendPoint]) -> String {
        guard let first = points.first, let last = points.last else { return "" }
        return "\(first.date.iso) ~ \(last.date.iso)"
    }
}
