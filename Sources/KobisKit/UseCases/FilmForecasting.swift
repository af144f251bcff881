/// A film's forecast: `boxoffice forecast FILM` and the MCP tool `forecast_movie`. It reads the archive only (or,
/// with the sample, the sample's days) and sends no request: the film (a code, or a title the archive holds) as of
/// `asOf` (default: the last day held), from the runs finished by then (``Forecaster``). Fewer than 3 days of the
/// run, a film in no held top 10 and an empty archive are ``ForecastProblem``s, the same in every front-end.
public struct FilmForecasting: UseCase {
    public var movie: String?
    public var asOf: DateArgument?
    /// Whether the answer gives the expected path day by day (up to 180 days: most of a JSON answer); without it the
    /// path is left out (`path` empty) and the final and milestones say where the run is going.
    public var paths: Bool

    public static let asOfOption = OptionDeclaration<DateArgument>(
        OptionSpec(
            "as-of", value: "DATE",
            help: "forecast as of this day, reading nothing after it (default: the last day held with figures)"),
        parse: DateArgument.parse)

    /// `--paths` (MCP `paths`): the path day by day in the answer.
    public static let pathsFlag = OptionDeclaration<Bool>(
        OptionSpec(
            "paths", help: "give the expected path day by day, low to high (default: the final and milestones only)",
            kind: .flag, defaultText: "false"),
        default: false, json: .boolean, parse: Convert.flag)

    public static let parameters = [
        Parameter(Declared.record(.movie), required: true), Parameter(asOfOption), Parameter(pathsFlag),
    ]

    public init(_ values: some ParameterValues) throws {
        movie = try values.given(Declared.record(.movie))
        asOf = try values.given(FilmForecasting.asOfOption)
        paths = try values.flag(FilmForecasting.pathsFlag)
    }

    public init(movie: String?, asOf: DateArgument? = nil, paths: Bool = true) {
        self.movie = movie
        self.asOf = asOf
        self.paths = paths
    }

    /// The film asked: a film must be given.
    public func film() throws -> String {
        guard let movie, !movie.trimmingCharacters(in: .whitespaces).isEmpty else {
            throw ParameterProblem.needsOne(of: [Declared.record(.movie).spec], what: "film")
        }
        return movie.trimmingCharacters(in: .whitespaces)
    }

    public func plan(_ service: KobisService) async throws -> RunPlan {
        _ = try film()
        return try await service.plan(
            [], what: Phrase.say(ko: "예측: 보관소만 읽음", en: "nothing: the forecast reads the archive"),
            then: Phrase.say(
                ko: "보관소에 있는 일별 순위만 읽고 요청은 보내지 않음", en: "the daily rankings the archive holds, and no request"))
    }

    public func run(_ service: KobisService, events: UseCaseEvents) async throws -> FilmForecast {
        let film = try film()
        // A day outside KOBIS's figures is refused as `daily` refuses it, before the archive is read.
        if let asOf, let day = asOf.day(latest: service.latestDay) {
            if day < ArchiveStore.firstDay { throw RequestError.beforeFigures(day, first: ArchiveStore.firstDay) }
            if day > service.latestDay {
                throw RequestError.dayNotYetCounted(day, latest: service.latestDay, in: service.answerSource)
            }
        }
        let forecaster = try await FilmForecasting.forecaster(service)
        guard let last = forecaster.history.last else { throw ForecastProblem.emptyArchive }
        let code = try FilmForecasting.code(film, in: forecaster.history)
        let day = asOf?.resolved(latest: last)
        var forecast = try forecaster.forecast(movieCode: code, asOf: day)
        if !paths { forecast.path = [] }
        // In English, the title as other answers give it: from the film held, never a request.
        if Label.language == .en, service.answerSource == .sample || service.data.holds(.film(code)) {
            forecast.titleEnglish = try? await service.data.film(code).value.titleEnglish
        }
        return forecast
    }

    /// The film's code: `film` itself when it is a code, else the one film of the archive with that title (exactly,
    /// else containing it).
    static func code(_ film: String, in history: ForecastHistory) throws -> String {
        if KobisService.isCode(film) { return film }
        let found = history.films(titled: film)
        guard let first = found.first else { throw ForecastProblem.notInArchive(film: film, asOf: nil) }
        guard found.count == 1 else { throw ForecastProblem.ambiguous(title: film, codes: found.map(\.code)) }
        return first.code
    }

    /// The forecaster of the archive, its models kept beside it (`forecast/` in the archive's folder) and, for the
    /// process's life, in memory until a year file changes (``ForecasterMemo``); of the sample's days when the sample
    /// answers.
    static func forecaster(_ service: KobisService) async throws -> Forecaster {
        let stores = service.data.heldArchives
        guard let store = stores.first else {
            return Forecaster(history: try await history(service))
        }
        return try ForecasterMemo.shared.forecaster(stores) { stamps in
            // Kept in the own archive's folder, never the shared one's; in memory alone while the own holds no year.
            let folder = store.years().isEmpty ? nil : store.root.appendingPathComponent("forecast", isDirectory: true)
            let models = ForecastModelStore(folder: folder, stamps: stamps)
            // Kept beside the models for the same year files; else the year files read straight into the rows a
            // forecast needs (no ranking entries made).
            let history = try models.history {
                var days: [KobisDate: [ForecastRow]] = [:]
                // A day the own archive holds is its own; the shared one behind it fills the rest.
                for year in stamps.keys.sorted() {
                    for held in stores.reversed() { days.merge(try ForecastRow.year(year, of: held)) { $1 } }
                }
                return ForecastHistory(rows: days)
            }
            return Forecaster(history: history, store: models)
        }
    }

    /// The days a forecast reads: every year of the archive, or the sample's days when the sample answers. A
    /// damaged year file is ``ArchiveError``.
    static func history(_ service: KobisService) async throws -> ForecastHistory {
        var days: [KobisDate: [DailyBoxOfficeEntry]] = [:]
        let stores = service.data.heldArchives
        if !stores.isEmpty {
            for year in Set(stores.flatMap { $0.years() }).sorted() {
                for store in stores.reversed() {
                    guard let held = try store.load(year: year) else { continue }
                    days.merge(held.days) { $1 }
                }
            }
        } else if let sample = service.sampleDays {
            var day = sample.lowerBound
            while day <= sample.upperBound {
                let ranking = try await service.data.ranking(.day(day), filters: RankingFilters())
                days[day] = ranking.value.entries
                day = day.adding(days: 1)
            }
        }
        return ForecastHistory(days: days)
    }
}
