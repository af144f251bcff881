import Foundation

/// A whole daily (or weekly) ranking.
public struct DailyBoxOffice: Hashable, Sendable {
    /// KOBIS's own label, such as `일별 박스오피스`.
    public var boxOfficeType: String
    /// The day asked for.
    public var date: KobisDate
    /// The period the figures cover, from `showRange`.
    public var range: ClosedRange<KobisDate>?
    /// `yearWeekTime` on weekly answers (`YYYYww`).
    public var yearWeek: String?
    public var entries: [DailyBoxOfficeEntry]

    public init(
        boxOfficeType: String, date: KobisDate, range: ClosedRange<KobisDate>? = nil, yearWeek: String? = nil,
        entries: [DailyBoxOfficeEntry]
    ) {
        self.boxOfficeType = boxOfficeType
        self.date = date
        self.range = range
        self.yearWeek = yearWeek
        self.entries = entries
    }
}

// MARK: - The endpoint

extension Endpoint where Model == DailyBoxOffice {
    /// `searchDailyBoxOfficeList`: the ranking for one day.
    public static func daily(date: KobisDate, filters: BoxOfficeFilters = .init()) -> Endpoint {
        Endpoint(
            request: RequestIdentity(
                service: "daily", path: "boxoffice/searchDailyBoxOfficeList.json",
                parameters: [.init("targetDt", date.compact)] + filters.parameters),
            freshness: .ranking(lastDay: date),
            freshnessOf: Freshness.rankingRule(lastDay: date)
        ) { data in
            try DecodingManager().ranking(from: data, date: date, rowLimit: filters.rowLimit)
        }
    }
}

// MARK: - Wire shapes and decoding (shared with the weekly ranking)

extension DecodingManager {
    struct RawBoxOfficeEnvelope: Decodable {
        let boxOfficeResult: RawBoxOfficeResult?
    }

    struct RawBoxOfficeResult: Decodable {
        let boxofficeType: RawText?
        let showRange: RawText?
        let yearWeekTime: RawText?
        let dailyBoxOfficeList: [RawBoxOfficeItem]?
        let weeklyBoxOfficeList: [RawBoxOfficeItem]?
    }

    struct RawBoxOfficeItem: Decodable {
        let rnum, rank, rankInten, rankOldAndNew, movieCd, movieNm, openDt: RawText?
        let salesAmt, salesShare, salesInten, salesChange, salesAcc: RawText?
        let audiCnt, audiInten, audiChange, audiAcc, scrnCnt, showCnt: RawText?
    }
}

extension DecodingManager {
    /// Decodes a daily or weekly ranking for `date`. More rows than `rowLimit` (KOBIS never sends more than
    /// asked, and at most 10) are cut to it, so a server cannot fan out detail requests.
    public func ranking(from data: Data, date: KobisDate, rowLimit: Int = 10) throws -> DailyBoxOffice {
        let result = try rankingResult(from: data)
        let listName = result.weeklyBoxOfficeList != nil ? "weeklyBoxOfficeList" : "dailyBoxOfficeList"
        guard let sent = result.dailyBoxOfficeList ?? result.weeklyBoxOfficeList else {
            throw KobisError.malformed(
                Phrase.say(
                    ko: "boxOfficeResult에 dailyBoxOfficeList가 없습니다", en: "boxOfficeResult has no dailyBoxOfficeList"))
        }
        let items = sent.prefix(max(0, rowLimit))
        var entries: [DailyBoxOfficeEntry] = []
        entries.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            entries.append(try entry(item, at: "\(listName)[\(index)]"))
        }
        let type = text(result.boxofficeType) ?? "일별 박스오피스"
        return DailyBoxOffice(
            boxOfficeType: type, date: date, range: try range(result.showRange),
            yearWeek: text(result.yearWeekTime), entries: entries)
    }

    /// The old name, kept for callers that decode daily bodies directly.
    public func dailyBoxOffice(from data: Data, date: KobisDate) throws -> DailyBoxOffice {
        try ranking(from: data, date: date)
    }

    private func entry(_ item: RawBoxOfficeItem, at path: String) throws -> DailyBoxOfficeEntry {
        let counts: ClosedRange<Int64> = 0...Int64(Int32.max)
        guard
            let rank = try integer(item.rank, "\(path).rank", in: 1...1_000_000)
                ?? integer(item.rnum, "\(path).rnum", in: 1...1_000_000)
        else {
            throw KobisError.malformed(Phrase.say(ko: "\(path).rank가 비어 있습니다", en: "\(path).rank is empty"))
        }
        guard let code = text(item.movieCd) else {
            throw KobisError.malformed(Phrase.say(ko: "\(path).movieCd가 비어 있습니다", en: "\(path).movieCd is empty"))
        }
        let isNew = text(item.rankOldAndNew)?.uppercased() == "NEW"
        let intensity = try integer(item.rankInten, "\(path).rankInten", in: -1_000_000...1_000_000) ?? 0
        return DailyBoxOfficeEntry(
            rank: rank,
            rankChange: RankChange(intensity: intensity, isNew: isNew),
            movieCode: code,
            title: text(item.movieNm) ?? "",
            openDate: try date(item.openDt, "\(path).openDt"),
            audience: try integer(item.audiCnt, "\(path).audiCnt"),
            audienceChange: try integer(item.audiInten, "\(path).audiInten"),
            audienceChangePercent: try decimal(item.audiChange, "\(path).audiChange"),
            audienceTotal: try integer(item.audiAcc, "\(path).audiAcc"),
            sales: try integer(item.salesAmt, "\(path).salesAmt"),
            salesShare: try decimal(item.salesShare, "\(path).salesShare"),
            salesChange: try integer(item.salesInten, "\(path).salesInten"),
            salesChangePercent: try decimal(item.salesChange, "\(path).salesChange"),
            salesTotal: try integer(item.salesAcc, "\(path).salesAcc"),
            screens: try integer(item.scrnCnt, "\(path).scrnCnt", in: counts),
            shows: try integer(item.showCnt, "\(path).showCnt", in: counts))
    }
}
