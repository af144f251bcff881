/// One thing a use case asks of the figures: a ranking, a record, a search or a code list. A plan counts these,
/// and a source says whether it holds each (``BoxOfficeData/holds(_:)``).
public enum DataAsk: Sendable, Hashable {
    case ranking(RankingTarget, RankingFilters)
    case film(String)
    case person(String)
    case company(String)
    case movies(MovieQuery)
    case people(PeopleQuery)
    case companies(CompanyQuery)
    case codes(CodeList)

    /// The national daily ranking of `day`.
    public static func day(_ day: KobisDate) -> DataAsk { .ranking(.day(day), RankingFilters()) }
}
